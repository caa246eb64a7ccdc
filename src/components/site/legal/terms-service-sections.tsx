import { site } from '@/lib/site'
import type { LegalSection } from './legal-types'

export const acceptance: LegalSection = {
  id: 'aceitacao',
  title: 'Aceitação dos termos',
  content: (
    <>
      <p>
        Estes Termos de Uso regulam o acesso ao site e o uso da plataforma {site.name}, oferecidos
        pela <strong>{site.legalName}</strong> (“{site.name}”, “nós”). Ao navegar no site, criar uma
        conta, solicitar uma demonstração ou contratar um plano, você concorda com estes termos e
        com a nossa <a href="/politica-privacidade">Política de Privacidade</a>.
      </p>
      <p>
        Se você usar a plataforma em nome de uma empresa, declara ter poderes para aceitar estes
        termos em nome dela. Se não concordar com eles, não use o site nem a plataforma.
      </p>
    </>
  ),
}

export const eligibility: LegalSection = {
  id: 'quem-pode-usar',
  title: 'Quem pode usar',
  content: (
    <p>
      A plataforma é destinada a empresas e profissionais. Para criar uma conta, solicitar uma
      demonstração ou contratar um plano, você precisa ter <strong>pelo menos 18 anos</strong> e
      plena capacidade civil. Podemos encerrar contas criadas em desacordo com esta regra.
    </p>
  ),
}

export const service: LegalSection = {
  id: 'o-servico',
  title: 'O serviço',
  content: (
    <>
      <p>
        O {site.name} é uma plataforma de marketing com inteligência artificial para planejamento de
        mídia paga. O AI Planner coleta informações sobre o seu produto ou serviço, ticket médio,
        verba disponível e quantidade de leads desejada e gera um plano estratégico com análise de
        viabilidade, resultados projetados e a divisão da verba entre Google Ads e Meta Ads.
      </p>
      <p>
        As soluções marcadas como “Em breve”, como a Solução para Varejo e o Planejador de Qualidade
        de Leads, ainda não estão disponíveis. Entrar na lista de espera não gera obrigação de
        compra para você nem compromisso de data de lançamento para nós.
      </p>
      <p>
        O conteúdo do blog tem caráter informativo e não substitui uma análise profissional do seu
        caso. Podemos incluir, alterar ou descontinuar funcionalidades para melhorar o serviço; se a
        mudança afetar um plano pago de forma relevante, avisaremos com antecedência razoável.
      </p>
    </>
  ),
}

export const account: LegalSection = {
  id: 'conta',
  title: 'Cadastro e conta',
  content: (
    <ul>
      <li>Informe dados verdadeiros, completos e atualizados no cadastro.</li>
      <li>
        Mantenha a sua senha em sigilo e não compartilhe o acesso; recomendamos ativar a verificação
        em duas etapas.
      </li>
      <li>
        Você é responsável pelas atividades feitas na sua conta e deve nos avisar de imediato se
        suspeitar de uso não autorizado.
      </li>
      <li>
        Podemos suspender contas com dados falsos ou que coloquem em risco a segurança da
        plataforma.
      </li>
    </ul>
  ),
}

export const acceptableUse: LegalSection = {
  id: 'uso-aceitavel',
  title: 'Uso aceitável',
  content: (
    <>
      <p>Ao usar o site e a plataforma, você se compromete a não:</p>
      <ul>
        <li>violar a lei, direitos de terceiros ou as políticas das plataformas de anúncios;</li>
        <li>criar ou planejar anúncios enganosos, discriminatórios ou de produtos proibidos;</li>
        <li>
          enviar dados pessoais de terceiros sem base legal ou conteúdo ofensivo no formulário;
        </li>
        <li>
          tentar acessar áreas restritas, contornar limites de uso ou testar vulnerabilidades sem
          autorização;
        </li>
        <li>
          usar robôs, raspagem automatizada ou qualquer meio que sobrecarregue ou prejudique o
          funcionamento do site;
        </li>
        <li>copiar, revender ou fazer engenharia reversa da plataforma sem autorização escrita.</li>
      </ul>
    </>
  ),
}

export const intellectualProperty: LegalSection = {
  id: 'propriedade-intelectual',
  title: 'Propriedade intelectual',
  content: (
    <>
      <p>
        O site, a plataforma, os algoritmos, a marca {site.name}, os textos, as imagens e o conteúdo
        do blog pertencem à {site.legalName} ou a seus licenciantes e são protegidos pela legislação
        de direitos autorais, de software e de propriedade industrial. Concedemos a você uma licença
        limitada, não exclusiva e intransferível para usar a plataforma conforme estes termos.
      </p>
      <p>
        As informações do seu negócio continuam sendo suas, e você pode usar livremente os planos
        gerados para você na sua empresa. Podemos usar dados agregados e anonimizados, que não
        identificam você nem a sua empresa, para melhorar os nossos modelos e referências de
        mercado.
      </p>
    </>
  ),
}
