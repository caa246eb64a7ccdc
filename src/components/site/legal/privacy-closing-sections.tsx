import { site } from '@/lib/site'
import { PRIVACY_EMAIL } from '../contact'
import type { LegalSection } from './legal-types'

const ANPD_URL = 'https://www.gov.br/anpd'

export const security: LegalSection = {
  id: 'seguranca',
  title: 'Segurança dos dados',
  content: (
    <>
      <p>
        Adotamos medidas técnicas e administrativas para proteger os dados pessoais contra acessos
        não autorizados, perda, alteração ou divulgação indevida, entre elas:
      </p>
      <ul>
        <li>conexão criptografada (HTTPS) em todas as páginas;</li>
        <li>
          senhas guardadas apenas como hash, com algoritmo próprio para senhas, e verificação em
          duas etapas disponível para a equipe;
        </li>
        <li>cookies de sessão protegidos contra leitura por scripts e envio por outros sites;</li>
        <li>
          acesso aos contatos recebidos restrito a pessoas autorizadas (editores e administradores),
          conferido pelo servidor em cada operação e registrado em auditoria;
        </li>
        <li>limite de tentativas de login e de envios de formulário.</li>
      </ul>
      <p>
        Nenhum sistema é totalmente imune a riscos. Se ocorrer um incidente de segurança que possa
        causar risco ou dano relevante a você, comunicaremos a ANPD e os titulares afetados, como
        determina o art. 48 da LGPD.
      </p>
    </>
  ),
}

export const retention: LegalSection = {
  id: 'retencao',
  title: 'Por quanto tempo guardamos os dados',
  content: (
    <>
      <ul>
        <li>
          <strong>Solicitações de demonstração e conversas comerciais</strong> (formulário, WhatsApp
          e e-mail): enquanto durar a negociação ou o relacionamento comercial e por até 24 meses
          depois do último contato, a menos que você peça a exclusão antes ou revogue o
          consentimento.
        </li>
        <li>
          <strong>Registros de acesso ao site:</strong> 6 meses, como exige o art. 15 do Marco Civil
          da Internet.
        </li>
        <li>
          <strong>Sua escolha de cookies no navegador:</strong> 12 meses ou até uma nova versão
          desta política, quando pedimos a sua escolha de novo.
        </li>
        <li>
          <strong>Registro do consentimento de cookies no servidor:</strong> por até 5 anos depois
          da decisão, prazo em que ele pode ser necessário como prova.
        </li>
        <li>
          <strong>Dados de análise no Google Analytics:</strong> no máximo 14 meses.
        </li>
        <li>
          <strong>Medição de audiência própria:</strong> cada página vista fica registrada por 90
          dias e depois é apagada; guardamos por tempo indeterminado só as contagens somadas por dia
          (visitas, leituras, origens), que não têm o código do visitante. O valor aleatório que
          gera esse código é apagado em 48 horas.
        </li>
        <li>
          <strong>Contas da área administrativa:</strong> enquanto a conta existir; as sessões
          expiram sozinhas e os registros de auditoria são mantidos pelo tempo necessário para a
          segurança e a apuração de incidentes.
        </li>
      </ul>
      <p>
        Ao fim desses prazos, os dados são eliminados ou anonimizados, exceto nas hipóteses de
        conservação do art. 16 da LGPD, como o cumprimento de obrigação legal.
      </p>
    </>
  ),
}

export const contact: LegalSection = {
  id: 'contato',
  title: 'Contato e encarregado de dados',
  content: (
    <>
      <p>
        O encarregado pelo tratamento de dados pessoais da {site.name} é a nossa equipe de
        Privacidade e Proteção de Dados, que atende pelo e-mail{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`} data-privacy-email="">
          {PRIVACY_EMAIL}
        </a>
        .
      </p>
      <h3>Como exercer seus direitos</h3>
      <ol>
        <li>
          Escreva para {PRIVACY_EMAIL}, de preferência do mesmo e-mail que você nos informou,
          dizendo qual direito quer exercer. Para dúvidas gerais, você também pode usar os
          formulários do site.
        </li>
        <li>
          Podemos pedir uma confirmação da sua identidade antes de atender, para que ninguém acesse
          seus dados no seu lugar.
        </li>
        <li>
          O atendimento é gratuito. A confirmação de existência ou o acesso aos dados são fornecidos
          de imediato, em formato simplificado, ou em até 15 dias por declaração completa, como
          prevê o art. 19 da LGPD.
        </li>
      </ol>
      <p>
        Para deixar de receber contatos comerciais, basta responder a qualquer mensagem nossa
        pedindo a exclusão, ou escrever para o e-mail acima.
      </p>
      <p>
        Se entender que o seu pedido não foi atendido, você pode apresentar reclamação à Autoridade
        Nacional de Proteção de Dados (ANPD) pelo site{' '}
        <a href={ANPD_URL} target="_blank" rel="noopener noreferrer" data-anpd-link="">
          gov.br/anpd<span className="sr-only"> (abre em uma nova aba)</span>
        </a>
        .
      </p>
    </>
  ),
}

export const changes: LegalSection = {
  id: 'alteracoes',
  title: 'Alterações desta política',
  content: (
    <>
      <p>
        Podemos atualizar esta política para refletir mudanças no site, nos nossos serviços ou na
        legislação. A data da última atualização fica sempre no topo desta página.
      </p>
      <p>
        Quando uma mudança afetar o uso de cookies ou as finalidades para as quais você deu
        consentimento, vamos pedir a sua escolha de novo pelo banner de cookies e, se for o caso,
        avisar pelos canais de contato que você nos informou.
      </p>
    </>
  ),
}
