/*
 * Every number the planner assumes, in one place. Basis: rounded, deliberately conservative
 * readings of public Google Ads and Meta Ads benchmarks for lead generation (average CPC and
 * click-to-lead conversion by industry), brought to Brazilian reais and to the lower CPCs of
 * the Brazilian auction. They are starting estimates, not measurements of any one account:
 * the result page says so and lets the visitor replace each one with their own numbers.
 */

export type Audience = 'B2B' | 'B2C'

export interface PlatformAssumptions {
  /** Average cost per click, in reais. */
  cpc: number
  /** Share of clicks that become a lead (0-1). */
  clickToLead: number
}

export interface PlanAssumptions {
  search: PlatformAssumptions
  social: PlatformAssumptions
  /** Share of the budget that goes to search ads (0-1): how much of the demand is already searching. */
  searchShare: number
  /** Share of leads that become a sale (0-1) when the visitor does not say. */
  leadToSale: number
}

export interface Segment {
  id: string
  label: string
  audience: Audience
  assumptions: PlanAssumptions
}

function segment(
  id: string,
  label: string,
  audience: Audience,
  [searchCpc, searchRate, socialCpc, socialRate, searchShare, leadToSale]: readonly number[],
): Segment {
  return {
    id,
    label,
    audience,
    assumptions: {
      search: { cpc: searchCpc ?? 0, clickToLead: searchRate ?? 0 },
      social: { cpc: socialCpc ?? 0, clickToLead: socialRate ?? 0 },
      searchShare: searchShare ?? 0.5,
      leadToSale: leadToSale ?? 0.1,
    },
  }
}

// [CPC busca, clique→lead busca, CPC social, clique→lead social, fatia de busca, lead→venda]
export const SEGMENTS: readonly Segment[] = [
  segment('saude', 'Clínicas e saúde', 'B2C', [3.5, 0.08, 1.5, 0.04, 0.65, 0.25]),
  segment('odontologia', 'Odontologia', 'B2C', [3.0, 0.09, 1.3, 0.045, 0.6, 0.3]),
  segment('estetica', 'Beleza e estética', 'B2C', [1.8, 0.07, 0.8, 0.05, 0.35, 0.3]),
  segment('educacao', 'Educação e cursos', 'B2C', [2.2, 0.07, 0.9, 0.04, 0.45, 0.08]),
  segment('imoveis', 'Imóveis e construtoras', 'B2C', [2.8, 0.05, 1.2, 0.025, 0.5, 0.02]),
  segment('automotivo', 'Concessionárias e automotivo', 'B2C', [2.0, 0.06, 1.1, 0.03, 0.55, 0.05]),
  segment('ecommerce', 'E-commerce e varejo online', 'B2C', [1.1, 0.04, 0.7, 0.025, 0.4, 0.3]),
  segment('alimentacao', 'Restaurantes e delivery', 'B2C', [1.2, 0.08, 0.6, 0.05, 0.35, 0.4]),
  segment(
    'servicos-locais',
    'Serviços residenciais e locais',
    'B2C',
    [2.5, 0.1, 1.2, 0.04, 0.7, 0.3],
  ),
  segment('advocacia', 'Advocacia e serviços jurídicos', 'B2C', [5.0, 0.06, 2.0, 0.025, 0.75, 0.2]),
  segment('saas', 'Software e SaaS', 'B2B', [6.0, 0.04, 3.0, 0.015, 0.6, 0.1]),
  segment('industria', 'Indústria e distribuição', 'B2B', [4.0, 0.04, 2.5, 0.012, 0.7, 0.12]),
  segment('consultoria', 'Consultoria e serviços B2B', 'B2B', [5.0, 0.045, 2.8, 0.015, 0.6, 0.15]),
  segment('contabilidade', 'Contabilidade e finanças', 'B2B', [4.5, 0.06, 2.2, 0.02, 0.7, 0.2]),
  segment('logistica', 'Logística e transporte', 'B2B', [3.5, 0.045, 2.0, 0.015, 0.65, 0.15]),
]

export const SEGMENT_IDS = SEGMENTS.map((s) => s.id)

export function findSegment(id: string): Segment | undefined {
  return SEGMENTS.find((s) => s.id === id)
}

/** Platforms' learning phase: about 50 conversions before delivery stabilises (the article rule). */
export const LEARNING_PHASE_CONVERSIONS = 50

/** The 70-20-10 rule: proven, scaling, experimental. */
export const ALLOCATION = [
  { key: 'comprovado', label: 'Comprovado', share: 0.7 },
  { key: 'escala', label: 'Escala', share: 0.2 },
  { key: 'experimental', label: 'Experimental', share: 0.1 },
] as const

/** The low and high scenarios move CPC and conversion against and in favour of the plan. */
export const SCENARIOS = {
  low: { cpc: 1.25, clickToLead: 0.8 },
  expected: { cpc: 1, clickToLead: 1 },
  high: { cpc: 0.85, clickToLead: 1.15 },
} as const

/** Limits the visitor's own edits in the assumptions table (the math stays finite). */
export const ASSUMPTION_LIMITS = {
  cpc: { min: 0.05, max: 500 },
  rate: { min: 0.001, max: 1 },
} as const

/** A plan id: 16 random bytes in base64url (what the shared link carries). */
export const PLAN_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

export const planPath = (id: string) => `/planejador/plano/${id}`
