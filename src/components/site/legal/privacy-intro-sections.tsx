import { site } from '@/lib/site'
import { PRIVACY_EMAIL } from '../contact'
import type { LegalSection } from './legal-types'

export const generalInformation: LegalSection = {
  id: 'informacoes-gerais',
  title: 'Informações gerais',
  content: (
    <>
      <p>
        Esta Política de Privacidade explica como a <strong>{site.legalName}</strong> (“
        {site.name}”, “nós”) coleta, usa, compartilha e protege os dados pessoais de quem visita
        este site, lê o nosso blog, solicita uma demonstração, entra na lista de espera das nossas
        soluções ou acessa a área administrativa do site.
      </p>
      <p>
        Seguimos a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, a “LGPD”) e o Marco
        Civil da Internet (Lei nº 12.965/2014). Os termos “dado pessoal”, “titular”, “tratamento”,
        “controlador”, “operador” e “encarregado” têm o significado que a LGPD dá a eles.
      </p>
      <h3>Quem é o controlador</h3>
      <p>
        A {site.legalName} é a controladora dos dados pessoais tratados neste site, ou seja, é quem
        decide como e para que eles são usados. Para qualquer assunto sobre seus dados, fale com o
        nosso encarregado pelo e-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> (veja
        a seção 10).
      </p>
      <h3>A quem esta política se aplica</h3>
      <p>
        O site é dirigido a empresas e profissionais maiores de 18 anos. Não coletamos de propósito
        dados de crianças ou adolescentes; se soubermos que isso aconteceu, eliminaremos os dados.
      </p>
    </>
  ),
}

export const dataCollected: LegalSection = {
  id: 'dados-coletados',
  title: 'Dados que coletamos',
  content: (
    <>
      <p>Coletamos apenas os dados necessários para cada finalidade descrita na seção 3.</p>
      <h3>Formulário de solicitação de demonstração</h3>
      <p>Quando você pede uma demonstração do AI Planner, recebemos:</p>
      <ul>
        <li>nome;</li>
        <li>e-mail corporativo;</li>
        <li>telefone ou WhatsApp;</li>
        <li>empresa;</li>
        <li>cargo;</li>
        <li>faixa de investimento mensal em mídia paga;</li>
        <li>mensagem, se você escrever uma (campo opcional);</li>
        <li>
          a confirmação de que você leu e aceitou esta política, com a data e a hora do envio;
        </li>
        <li>
          a página em que o formulário foi enviado e os parâmetros de campanha presentes no endereço
          (<code>utm_source</code>, <code>utm_medium</code>, <code>utm_campaign</code>,{' '}
          <code>utm_term</code> e <code>utm_content</code>), além dos identificadores de clique de
          anúncios <code>gclid</code> (Google Ads) e <code>fbclid</code> (Meta). Eles mostram qual
          anúncio ou campanha trouxe você até nós.
        </li>
        <li>
          a visita em que você enviou o pedido, pela medição de audiência descrita abaixo: a página
          em que ela começou, o site ou a campanha de origem e os artigos do blog lidos nela antes
          do formulário.
        </li>
      </ul>
      <h3>Lista de espera, WhatsApp e e-mail</h3>
      <p>
        Os botões “Entrar na lista de espera” abrem o WhatsApp com uma mensagem pronta; nada é
        enviado até você confirmar. Se enviar, recebemos o seu número, o nome do seu perfil e o
        conteúdo da conversa. Da mesma forma, quando você nos escreve por e-mail, recebemos o
        endereço, o nome e o conteúdo da mensagem.
      </p>
      <h3>Navegação no site</h3>
      <ul>
        <li>
          <strong>Registros de acesso:</strong> endereço IP, data e hora, página acessada e dados do
          navegador, que a lei nos obriga a guardar.
        </li>
        <li>
          <strong>Proteção contra abuso:</strong> o endereço IP é usado por pouco tempo para limitar
          o número de envios do formulário e de tentativas de login.
        </li>
        <li>
          <strong>Cookies e tecnologias semelhantes:</strong> descritos na seção 9. Os de análise e
          de marketing só são usados com o seu consentimento.
        </li>
        <li>
          <strong>Medição de audiência própria, sem cookies:</strong> descrita logo abaixo.
        </li>
        <li>
          <strong>Registro da sua escolha de cookies:</strong> um identificador anônimo criado no
          seu navegador, as categorias aceitas, a versão desta política, a data e a hora e um resumo
          criptográfico (hash) do navegador usado. O seu IP não é guardado nesse registro.
        </li>
      </ul>
      <h3>Medição de audiência própria, sem cookies</h3>
      <p>
        Para saber quais páginas e artigos são lidos e o que traz visitantes e pedidos de
        demonstração, o site mede as visitas com uma ferramenta própria, que roda nos nossos
        servidores. Ela não usa cookies nem guarda nada no seu aparelho (nem armazenamento local,
        nem de sessão) e não depende de terceiros. A cada página vista registramos:
      </p>
      <ul>
        <li>a página, a data e a hora;</li>
        <li>o site de onde você veio (só o domínio, como google.com);</li>
        <li>
          os parâmetros de campanha do endereço (<code>utm_source</code>, <code>utm_medium</code>,{' '}
          <code>utm_campaign</code>, <code>utm_term</code> e <code>utm_content</code>) e se ele
          trazia um marcador de clique de anúncio (como <code>gclid</code>, <code>fbclid</code> ou{' '}
          <code>msclkid</code>), guardado só como “Google Ads”, “Meta Ads” ou “Microsoft Ads”;
        </li>
        <li>o tipo de aparelho (celular, tablet ou computador) e a família do navegador;</li>
        <li>
          nos artigos do blog, até onde você leu (25, 50, 75 ou 100 % do texto) e o tempo de leitura
          ativa.
        </li>
      </ul>
      <p>
        O endereço IP não é guardado. Junto com a identificação do navegador e um valor aleatório
        que muda todo dia, ele só serve para calcular um código (hash) que separa um visitante de
        outro naquele dia. O valor aleatório é apagado em 48 horas; sem ele, ninguém, nem nós,
        consegue refazer o código ou ligar as suas visitas de dias diferentes. Navegadores com o
        sinal Global Privacy Control (GPC) ligado não são contados, nem robôs. A base legal é o
        legítimo interesse (art. 7º, IX, da LGPD; seção 4), e cada registro é guardado por 90 dias
        (seção 8).
      </p>
      <h3>Área administrativa</h3>
      <p>
        Para as pessoas da equipe que publicam no blog e acessam os contatos recebidos, tratamos
        nome, e-mail, senha (guardada apenas como um resumo criptográfico irreversível, o hash, e
        nunca em texto), a configuração da verificação em duas etapas, o papel de acesso (editor ou
        administrador), as sessões ativas (com IP e navegador) e um registro de auditoria das ações
        realizadas, como login, publicação e exclusão de posts, com o IP de origem.
      </p>
      <p>
        Não pedimos dados pessoais sensíveis, como origem racial, saúde ou religião. Por favor, não
        os inclua no campo de mensagem.
      </p>
    </>
  ),
}

export const purposes: LegalSection = {
  id: 'finalidades',
  title: 'Para que usamos seus dados',
  content: (
    <>
      <ul>
        <li>Responder à sua solicitação de demonstração e apresentar o AI Planner e os planos.</li>
        <li>
          Entrar em contato por e-mail, telefone ou WhatsApp sobre o assunto que você pediu e
          preparar uma proposta comercial.
        </li>
        <li>Avisar quando as soluções em lista de espera forem lançadas, se você pediu.</li>
        <li>
          Entender quais campanhas e canais trazem contatos, a partir dos parâmetros UTM e dos
          identificadores de clique, para investir melhor a nossa própria verba de mídia.
        </li>
        <li>
          Contar visitas e leituras do blog e saber qual conteúdo e qual canal trazem pedidos de
          demonstração, com a nossa medição de audiência própria, sem cookies (seção 2).
        </li>
        <li>
          Medir e melhorar o desempenho e a usabilidade do site com o Google Analytics, somente se
          você aceitar os cookies de análise.
        </li>
        <li>
          Medir conversões e mostrar anúncios mais relevantes nas plataformas de anúncios, somente
          se você aceitar os cookies de marketing.
        </li>
        <li>Proteger o site contra spam, fraudes, ataques e acessos indevidos.</li>
        <li>Administrar o blog e a área administrativa com segurança.</li>
        <li>
          Cumprir obrigações legais e regulatórias e defender nossos direitos em processos
          judiciais, administrativos ou arbitrais.
        </li>
      </ul>
      <p>
        Não vendemos dados pessoais. Também não tomamos, neste site, decisões que afetem seus
        interesses baseadas unicamente em tratamento automatizado.
      </p>
    </>
  ),
}
