import { site } from '@/lib/site'
import { PRIVACY_EMAIL } from '../contact'
import type { LegalSection } from './legal-types'

/** The spec's plans, in reais per month. */
export const paidPlans = [
  { name: 'Starter', price: 'R$ 497' },
  { name: 'Pro', price: 'R$ 997' },
  { name: 'Agency', price: 'R$ 1.497' },
  { name: 'Enterprise', price: 'R$ 1.997' },
] as const

export const plans: LegalSection = {
  id: 'planos-e-precos',
  title: 'Planos, preços e teste grátis',
  content: (
    <>
      <p>
        O planejamento com o AI Planner é gratuito. Os planos pagos começam em{' '}
        <strong>R$ 497 por mês</strong> e são cobrados mensalmente:
      </p>
      <ul>
        {paidPlans.map((plan) => (
          <li key={plan.name}>
            <strong>{plan.name}:</strong> {plan.price} por mês
          </li>
        ))}
      </ul>
      <p>
        Os planos pagos têm <strong>teste grátis de 14 dias</strong>. A cobrança só começa depois do
        teste, se você escolher um plano e cadastrar uma forma de pagamento. Você pode cancelar a
        qualquer momento; o cancelamento vale a partir do próximo ciclo, sem cobrança adicional.
      </p>
      <p>
        Quando a contratação for feita por um consumidor pela internet, fica garantido o direito de
        arrependimento em até 7 dias, previsto no art. 49 do Código de Defesa do Consumidor.
        Reajustes de preço serão avisados com pelo menos 30 dias de antecedência.
      </p>
    </>
  ),
}

export const noGuarantee: LegalSection = {
  id: 'resultados',
  title: 'Sem garantia de resultados',
  content: (
    <>
      <p>
        Os planos, projeções e estimativas da plataforma são calculados a partir dos dados que você
        informa e de referências de mercado. Eles orientam decisões, mas{' '}
        <strong>não são promessa de resultado</strong>: o desempenho real depende de fatores fora do
        nosso controle, como os leilões e as políticas das plataformas de anúncios, a concorrência,
        a sazonalidade, a oferta, os criativos e o atendimento do seu time comercial.
      </p>
      <p>
        Números divulgados no site, como ROI médio ou redução do custo por lead, refletem médias e
        referências, não garantias para o seu caso. As decisões de investimento e a configuração das
        campanhas são de sua responsabilidade.
      </p>
    </>
  ),
}

export const liability: LegalSection = {
  id: 'responsabilidade',
  title: 'Limitação de responsabilidade',
  content: (
    <>
      <p>
        Trabalhamos para manter a plataforma disponível e correta, mas ela pode ter interrupções
        para manutenção ou por falhas de terceiros, como provedores de internet e plataformas de
        anúncios. Não respondemos por lucros cessantes, danos indiretos, verba de mídia investida ou
        decisões tomadas com base nas projeções.
      </p>
      <p>
        Em qualquer caso, a nossa responsabilidade total fica limitada ao{' '}
        <strong>valor que você nos pagou nos 12 meses anteriores ao fato</strong> que deu origem à
        reclamação. Essa limitação não se aplica a danos causados por dolo ou culpa grave, nem
        afasta direitos do consumidor que a lei não permite limitar.
      </p>
    </>
  ),
}

export const termination: LegalSection = {
  id: 'encerramento',
  title: 'Suspensão e encerramento',
  content: (
    <>
      <p>
        Você pode encerrar a sua conta quando quiser, pela própria plataforma ou escrevendo para o
        nosso time comercial. Podemos suspender ou encerrar o acesso em caso de violação destes
        termos, falta de pagamento, risco à segurança ou ordem de autoridade, avisando antes sempre
        que possível.
      </p>
      <p>
        Após o encerramento, os seus dados são tratados conforme a Política de Privacidade.
        Recomendamos exportar os planos que quiser guardar antes de encerrar a conta.
      </p>
    </>
  ),
}

export const privacy: LegalSection = {
  id: 'privacidade',
  title: 'Privacidade e proteção de dados',
  content: (
    <p>
      Tratamos dados pessoais de acordo com a LGPD, como explica a nossa{' '}
      <a href="/politica-privacidade">Política de Privacidade</a>. Se você inserir na plataforma
      dados pessoais de terceiros, como contatos de clientes, deve ter base legal para isso e
      informar essas pessoas.
    </p>
  ),
}

export const termsChanges: LegalSection = {
  id: 'alteracoes',
  title: 'Alterações destes termos',
  content: (
    <p>
      Podemos atualizar estes termos. A data da última atualização fica no topo desta página e, se a
      mudança for relevante para quem tem conta, avisaremos por e-mail ou na plataforma com
      antecedência razoável. Se continuar usando o serviço depois da mudança, você aceita a nova
      versão; se não concordar, pode cancelar a conta.
    </p>
  ),
}

export const lawAndForum: LegalSection = {
  id: 'lei-e-foro',
  title: 'Lei aplicável, foro e contato',
  content: (
    <>
      <p>
        Estes termos são regidos pelas <strong>leis da República Federativa do Brasil</strong>. Fica
        eleito o <strong>foro da Comarca de São Paulo/SP</strong> para resolver qualquer questão
        sobre eles, ressalvado o direito do consumidor de propor ação no foro do seu domicílio.
      </p>
      <p>
        Dúvidas sobre estes termos podem ser enviadas pelos formulários do site ou pelo e-mail{' '}
        <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>. Assuntos de privacidade:{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    </>
  ),
}
