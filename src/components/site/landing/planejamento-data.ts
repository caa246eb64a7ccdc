import {
  BadgeCheck,
  Building2,
  ChartNoAxesCombined,
  Megaphone,
  PiggyBank,
  ShoppingBag,
  Split,
  Store,
  Target,
  Timer,
  TrendingUp,
  Users,
} from '@/components/site/icons'
import {
  faqJsonLd,
  howToJsonLd,
  organizationJsonLd,
  type FaqItem,
  type HowToStep,
  type JsonLdNode,
} from '@/lib/seo/json-ld'
import type { PageMetadataInput } from '@/lib/seo/metadata'
import type { IconItem } from './icon-item'

export const PLANEJAMENTO_PATH = '/planejamento-de-midia'
export const PLANEJAMENTO_TITLE = 'Planejamento de Mídia Paga com IA'

export const planejamentoMetadata = {
  title: PLANEJAMENTO_TITLE,
  description:
    'Planeje Google Ads e Meta Ads com inteligência artificial: plano gratuito em menos de 5 minutos, economia de 30% a 40% da verba e ROI de 2 a 3 vezes maior.',
  path: PLANEJAMENTO_PATH,
  keywords: [
    'planejamento de mídia paga',
    'planejamento de mídia com IA',
    'plano de mídia',
    'verba de anúncios',
    'Google Ads',
    'Meta Ads',
    'tráfego pago',
    'custo por lead',
  ],
} as const satisfies PageMetadataInput

export const planejamentoBenefits: readonly IconItem[] = [
  {
    icon: PiggyBank,
    title: 'Economia de 30% a 40%',
    text: 'A IA mostra onde a verba rende mais e evita investir em canais e campanhas que não convertem.',
  },
  {
    icon: TrendingUp,
    title: 'ROI de 2 a 3 vezes maior',
    text: 'Com a verba no lugar certo desde o primeiro dia, cada real investido em anúncios traz mais retorno.',
  },
  {
    icon: Timer,
    title: 'Plano em menos de 5 minutos',
    text: 'O que levaria dias de pesquisa e planilhas fica pronto enquanto você toma um café.',
  },
  {
    icon: BadgeCheck,
    title: 'Planejamento gratuito',
    text: 'Faça seu primeiro plano sem custo e decida com dados se vale a pena investir.',
  },
  {
    icon: Target,
    title: 'Meta validada antes do investimento',
    text: 'A análise de viabilidade mostra se a sua meta de leads cabe na verba antes de você gastar.',
  },
  {
    icon: Split,
    title: 'Google Ads e Meta Ads no mesmo plano',
    text: 'Receba a divisão ideal da verba entre anúncios de pesquisa e de redes sociais.',
  },
]

/** The four steps shown on the page and published as HowTo structured data. */
export const planejamentoSteps: readonly HowToStep[] = [
  {
    name: 'Informe seu negócio',
    text: 'Conte qual produto ou serviço você quer anunciar e qual é o seu ticket médio.',
  },
  {
    name: 'Defina verba e meta',
    text: 'Diga quanto pode investir por mês e quantos leads você precisa gerar.',
  },
  {
    name: 'Receba a análise de viabilidade',
    text: 'A IA compara a sua meta com os custos de mídia do seu mercado e mostra se ela é alcançável com a verba informada.',
  },
  {
    name: 'Execute o plano',
    text: 'Siga a divisão de verba recomendada entre Google Ads e Meta Ads e acompanhe os resultados projetados.',
  },
]

export type ComparisonRow = { topic: string; without: string; with: string }

export const planejamentoComparison: readonly ComparisonRow[] = [
  {
    topic: 'Tempo para montar o plano',
    without: 'Dias de pesquisa e planilhas',
    with: 'Menos de 5 minutos',
  },
  {
    topic: 'Divisão da verba',
    without: 'Intuição ou o que deu certo da última vez',
    with: 'Recomendada por dados entre Google Ads e Meta Ads',
  },
  {
    topic: 'Viabilidade da meta',
    without: 'Descoberta só depois de gastar a verba',
    with: 'Analisada antes do primeiro real investido',
  },
  {
    topic: 'Custo por lead',
    without: 'Sem referência do que é um bom resultado',
    with: 'Projetado com dados do seu mercado, em média 30% menor',
  },
  {
    topic: 'Desperdício de verba',
    without: 'Dinheiro parado em campanhas que não convertem',
    with: 'Economia de 30% a 40% com foco no que converte',
  },
  {
    topic: 'Retorno sobre o investimento',
    without: 'Imprevisível até o fim do mês',
    with: 'ROI de 2 a 3 vezes maior',
  },
]

export const planejamentoAudience: readonly IconItem[] = [
  {
    icon: Store,
    title: 'Donos de pequenas e médias empresas',
    text: 'Que anunciam sem agência e querem saber quanto investir para bater a meta do mês.',
  },
  {
    icon: ChartNoAxesCombined,
    title: 'Gestores e analistas de marketing',
    text: 'Que precisam apresentar um plano de mídia com números defensáveis.',
  },
  {
    icon: Megaphone,
    title: 'Agências de tráfego pago',
    text: 'Que querem padronizar e acelerar o planejamento de todos os clientes.',
  },
  {
    icon: ShoppingBag,
    title: 'E-commerces',
    text: 'Que precisam equilibrar verba e custo por aquisição para vender com margem.',
  },
  {
    icon: Building2,
    title: 'Empresas SaaS e B2B',
    text: 'Que dependem de leads qualificados e de previsibilidade no funil de vendas.',
  },
  {
    icon: Users,
    title: 'Negócios B2C',
    text: 'Que querem atrair clientes com campanhas de pesquisa e de redes sociais.',
  },
]

/** The questions shown on the page and published as FAQPage structured data. */
export const planejamentoFaq: readonly FaqItem[] = [
  {
    question: 'O que é planejamento de mídia paga?',
    answer:
      'É decidir, antes de investir, quanto colocar em anúncios, em quais canais e com qual meta. Um bom plano define a verba, a divisão entre as plataformas, o custo por lead esperado e os resultados projetados.',
  },
  {
    question: 'Como a inteligência artificial ajuda no planejamento?',
    answer:
      'A IA cruza o seu ticket médio, a verba e a meta de leads com referências de custo por clique, taxa de conversão e custo por lead do seu mercado. Assim ela calcula a viabilidade da meta e recomenda a divisão da verba em minutos, sem planilhas.',
  },
  {
    question: 'O planejamento é gratuito?',
    answer:
      'Sim. O planejamento inicial é gratuito e fica pronto em menos de 5 minutos. Para acompanhar e otimizar as campanhas continuamente, os planos começam em R$ 497 por mês, com 14 dias de teste grátis.',
  },
  {
    question: 'Quais plataformas de anúncios o plano considera?',
    answer:
      'O plano divide a verba entre Google Ads, para anúncios de pesquisa, e Meta Ads, para anúncios no Facebook e no Instagram, e mostra o resultado esperado de cada um.',
  },
  {
    question: 'Qual é a verba mínima para anunciar?',
    answer:
      'Depende do seu custo por aquisição. Uma regra prática é investir ao menos o custo por aquisição estimado multiplicado por 50 conversões por mês, volume que ajuda os algoritmos das plataformas a aprender. O planejamento faz essa conta e avisa quando a verba não sustenta a meta.',
  },
  {
    question: 'Preciso ser especialista em mídia paga?',
    answer:
      'Não. Você responde a perguntas simples sobre o seu negócio e recebe o plano em linguagem clara. O setup leva cerca de 10 minutos, e um especialista do MídiaPlan acompanha a sua demonstração.',
  },
]

export const planejamentoHeroFacts = [
  { value: '30-40%', label: 'de economia na verba' },
  { value: '2-3x', label: 'mais ROI' },
  { value: '< 5 min', label: 'para ter o plano' },
  { value: 'R$ 0', label: 'para planejar' },
] as const

export const planejamentoPlanContents = [
  'Verba mensal recomendada',
  'Divisão entre Google Ads e Meta Ads',
  'Custo por lead projetado',
  'Leads esperados por mês',
  'Análise de viabilidade da meta',
] as const

/** Structured data of /planejamento-de-midia, built from the same arrays the page shows. */
export function planejamentoJsonLd(siteUrl: string): JsonLdNode[] {
  return [
    organizationJsonLd(siteUrl),
    faqJsonLd(planejamentoFaq),
    howToJsonLd({
      name: 'Como fazer o planejamento de mídia paga com IA',
      description: 'Do briefing ao plano de mídia em 4 passos, em menos de 5 minutos.',
      steps: planejamentoSteps,
    }),
  ]
}
