import {
  ALLOCATION,
  LEARNING_PHASE_CONVERSIONS,
  SCENARIOS,
  type PlanAssumptions,
  type PlatformAssumptions,
} from './assumptions'
import { judgeViability, type Viability } from './viability'

/** What the visitor answered; money in reais, rates 0-1. */
export interface PlanInputs {
  product: string
  segmentId: string
  ticket: number
  budget: number
  desiredLeads: number
  /** Null: the segment's estimate is used. */
  leadToSale: number | null
}

export type ScenarioKey = keyof typeof SCENARIOS

export interface Projection {
  clicks: number
  leads: number
  /** Null when no lead is expected (no budget). */
  cpl: number | null
  /** Whole sales, like whole leads; revenue counts the fraction (formatSales says "menos de 1"). */
  sales: number
  revenue: number
  /** (revenue - budget) / budget; null without budget. */
  roi: number | null
}

export interface Allocation {
  key: (typeof ALLOCATION)[number]['key']
  label: string
  share: number
  amount: number
}

export interface ChannelSplit {
  channel: 'search' | 'social'
  share: number
  amount: number
  cpl: number
  allocation: Allocation[]
}

export interface Plan {
  inputs: PlanInputs
  assumptions: PlanAssumptions
  /** Cost per lead of each platform and of the whole mix, at the assumptions. */
  cpl: { search: number; social: number; blended: number }
  budgetForDesiredLeads: number
  learningPhaseBudget: number
  projections: Record<ScenarioKey, Projection>
  split: [ChannelSplit, ChannelSplit]
  viability: Viability
}

const cents = (value: number) => Math.round(value * 100) / 100

export const platformCpl = (p: PlatformAssumptions) => p.cpc / p.clickToLead

/** Leads per real across the mix; its inverse is the mix's cost per lead. */
function blendedCpl(a: PlanAssumptions): number {
  const perReal =
    a.searchShare / platformCpl(a.search) + (1 - a.searchShare) / platformCpl(a.social)
  return 1 / perReal
}

function project(inputs: PlanInputs, a: PlanAssumptions, key: ScenarioKey): Projection {
  const factor = SCENARIOS[key]
  const budget = Math.max(0, inputs.budget)
  const channels = [
    { spend: budget * a.searchShare, p: a.search },
    { spend: budget * (1 - a.searchShare), p: a.social },
  ]
  let clicks = 0
  let leads = 0
  for (const { spend, p } of channels) {
    const channelClicks = spend / (p.cpc * factor.cpc)
    clicks += channelClicks
    leads += channelClicks * Math.min(1, p.clickToLead * factor.clickToLead)
  }
  const leadToSale = inputs.leadToSale ?? a.leadToSale
  const sales = leads * leadToSale
  const revenue = sales * inputs.ticket
  return {
    clicks: Math.floor(clicks),
    leads: Math.floor(leads),
    cpl: leads >= 1 ? cents(budget / leads) : null,
    sales: Math.floor(sales),
    revenue: cents(revenue),
    roi: budget > 0 ? (revenue - budget) / budget : null,
  }
}

/** 70-20-10 in reais; the last part takes the rounding so the parts add up to the total. */
export function allocate(amount: number): Allocation[] {
  let rest = cents(amount)
  return ALLOCATION.map((part, index) => {
    const value = index === ALLOCATION.length - 1 ? rest : cents(amount * part.share)
    rest = cents(rest - value)
    return { key: part.key, label: part.label, share: part.share, amount: value }
  })
}

function split(inputs: PlanInputs, a: PlanAssumptions): [ChannelSplit, ChannelSplit] {
  const budget = cents(Math.max(0, inputs.budget))
  const search = cents(budget * a.searchShare)
  const social = cents(budget - search)
  return [
    {
      channel: 'search',
      share: a.searchShare,
      amount: search,
      cpl: cents(platformCpl(a.search)),
      allocation: allocate(search),
    },
    {
      channel: 'social',
      share: 1 - a.searchShare,
      amount: social,
      cpl: cents(platformCpl(a.social)),
      allocation: allocate(social),
    },
  ]
}

/** The whole plan from the answers and the assumptions. Pure: same input, same plan. */
export function computePlan(inputs: PlanInputs, assumptions: PlanAssumptions): Plan {
  const blended = blendedCpl(assumptions)
  const budgetForDesiredLeads = cents(inputs.desiredLeads * blended)
  // The conversion the campaigns optimise for is the lead, so the CPA here is the mix's CPL.
  const learningPhaseBudget = cents(blended * LEARNING_PHASE_CONVERSIONS)
  const projections = {
    low: project(inputs, assumptions, 'low'),
    expected: project(inputs, assumptions, 'expected'),
    high: project(inputs, assumptions, 'high'),
  }
  return {
    inputs,
    assumptions,
    cpl: {
      search: cents(platformCpl(assumptions.search)),
      social: cents(platformCpl(assumptions.social)),
      blended: cents(blended),
    },
    budgetForDesiredLeads,
    learningPhaseBudget,
    projections,
    split: split(inputs, assumptions),
    viability: judgeViability({
      budget: inputs.budget,
      desiredLeads: inputs.desiredLeads,
      budgetForDesiredLeads,
      learningPhaseBudget,
      expected: projections.expected,
    }),
  }
}
