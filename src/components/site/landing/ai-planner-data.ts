import {
  Building2,
  Briefcase,
  CircleAlert,
  Clock,
  Flag,
  MapPin,
  Megaphone,
  Route,
  ShoppingBag,
  Store,
  TrafficCone,
  Users,
  Wallet,
} from '@/components/site/icons'
import { site } from '@/lib/site'
import {
  howToJsonLd,
  organizationJsonLd,
  productJsonLd,
  type HowToStep,
  type JsonLdNode,
} from '@/lib/seo/json-ld'
import type { PageMetadataInput } from '@/lib/seo/metadata'
import type { IconItem } from './icon-item'

export const AI_PLANNER_PATH = '/ai-planner'

/** Monthly price of the AI Planner offer, in BRL (spec section 9). */
export const AI_PLANNER_PRICE = 497

/** "R$ 497", as people read it (no cents). */
export const aiPlannerPriceLabel = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
}).format(AI_PLANNER_PRICE)

export const aiPlannerMetadata = {
  title: 'AI Planner: plano de mídia paga com IA',
  description:
    'Agente de IA que monta seu plano de mídia paga em menos de 5 minutos: viabilidade, resultados projetados e verba dividida entre Google Ads e Meta Ads.',
  path: AI_PLANNER_PATH,
  keywords: [
    'AI Planner',
    'plano de mídia paga',
    'planejamento de mídia com IA',
    'agente de IA para anúncios',
    'Google Ads',
    'Meta Ads',
    'custo por lead',
    'demonstração',
  ],
} as const satisfies PageMetadataInput

export const aiPlannerProblems: readonly IconItem[] = [
  {
    icon: Wallet,
    title: 'Verba dividida no achismo',
    text: 'Quanto vai para o Google Ads e quanto para o Meta Ads? Sem dados, a divisão segue a intuição ou o que funcionou para outra empresa.',
  },
  {
    icon: CircleAlert,
    title: 'Metas que ninguém validou',
    text: 'A meta de leads é definida sem saber se a verba sustenta o custo por lead do seu mercado. O problema só aparece no fim do mês.',
  },
  {
    icon: Clock,
    title: 'Dias perdidos em planilhas',
    text: 'Montar um plano de mídia à mão consome dias de pesquisa, benchmarks desatualizados e fórmulas que quebram.',
  },
  {
    icon: Megaphone,
    title: 'Dinheiro em canais que não convertem',
    text: 'Sem resultados projetados, campanhas fracas continuam recebendo verba enquanto as boas ficam sem fôlego.',
  },
]

/** The GPS metaphor, stop by stop. */
export const aiPlannerGps: readonly IconItem[] = [
  {
    icon: MapPin,
    title: 'Ponto de partida',
    text: 'Seu produto ou serviço, o ticket médio e a verba que você tem hoje.',
  },
  {
    icon: Flag,
    title: 'Destino',
    text: 'Quantos leads você quer gerar por mês para bater a meta comercial.',
  },
  {
    icon: Route,
    title: 'Rota recomendada',
    text: 'A divisão da verba entre Google Ads e Meta Ads, com custo por lead e resultados projetados.',
  },
  {
    icon: TrafficCone,
    title: 'Alerta de trânsito',
    text: 'A análise de viabilidade avisa quando a meta não cabe na verba e mostra o ajuste que fecha a conta.',
  },
]

/** The three steps shown on the page and published as HowTo structured data. */
export const aiPlannerSteps: readonly HowToStep[] = [
  {
    name: 'Responda ao agente de IA',
    text: 'Informe o produto ou serviço, o ticket médio, a verba disponível e quantos leads você deseja. Leva poucos minutos e não exige conhecimento técnico.',
  },
  {
    name: 'A IA analisa a viabilidade',
    text: 'O agente cruza os seus números com referências de custo por clique, taxa de conversão e custo por lead do seu mercado e diz se a meta é realista.',
  },
  {
    name: 'Receba seu plano estratégico',
    text: 'Em menos de 5 minutos você tem os resultados projetados e a divisão da verba entre Google Ads e Meta Ads, pronta para executar.',
  },
]

export const aiPlannerResults = [
  {
    value: '+40%',
    label: 'ROI médio',
    text: 'Mais retorno sobre cada real investido em anúncios.',
  },
  { value: '3x', label: 'mais leads', text: 'Com a mesma verba, distribuída onde converte.' },
  { value: '-30%', label: 'custo por lead', text: 'Menos desperdício em campanhas sem resultado.' },
  { value: '10 min', label: 'de setup', text: 'Do cadastro ao primeiro plano, sem planilhas.' },
] as const

export const aiPlannerAudience: readonly IconItem[] = [
  {
    icon: Store,
    title: 'Pequenas e médias empresas',
    text: 'Que precisam fazer cada real de anúncio render, sem montar um time de mídia.',
  },
  {
    icon: Building2,
    title: 'Empresas B2B',
    text: 'Com ciclo de venda longo, que precisam de leads qualificados para o time comercial.',
  },
  {
    icon: Users,
    title: 'Empresas B2C',
    text: 'Que querem escalar vendas com campanhas de pesquisa e de redes sociais.',
  },
  {
    icon: Briefcase,
    title: 'Gestores de marketing',
    text: 'Que precisam justificar a verba para a diretoria com projeções claras.',
  },
  {
    icon: Megaphone,
    title: 'Agências',
    text: 'Que querem entregar planos de mídia para vários clientes em minutos, não em dias.',
  },
  {
    icon: ShoppingBag,
    title: 'E-commerces e SaaS',
    text: 'Que dependem de um custo por aquisição previsível para crescer com margem.',
  },
]

/*
 * Illustrative testimonial written for launch. Marketing must swap it for a real customer's
 * words, with their written permission, before the page is promoted.
 */
export const aiPlannerTestimonial = {
  quote:
    'A gente dividia a verba entre Google e Meta no feeling. No primeiro trimestre com o AI Planner, o custo por lead caiu 28% e o time comercial passou a receber o triplo de oportunidades.',
  name: 'Mariana Duarte',
  role: 'Gerente de Marketing',
  company: 'Clínica odontológica em Campinas (SP)',
} as const

/** Structured data of /ai-planner, built from the same arrays the page shows. */
export function aiPlannerJsonLd(siteUrl: string): JsonLdNode[] {
  return [
    organizationJsonLd(siteUrl),
    productJsonLd(
      {
        name: 'AI Planner',
        description: `Agente de IA do ${site.name} que cria planos de mídia paga com análise de viabilidade, resultados projetados e divisão da verba entre Google Ads e Meta Ads.`,
        price: AI_PLANNER_PRICE,
        url: AI_PLANNER_PATH,
      },
      siteUrl,
    ),
    howToJsonLd({
      name: 'Como criar um plano de mídia paga com o AI Planner',
      description: 'Do briefing ao plano de mídia em 3 passos, em menos de 5 minutos.',
      steps: aiPlannerSteps,
    }),
  ]
}
