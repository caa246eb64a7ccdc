import { describe, expect, it } from 'vitest'
import { findSegment, type PlanAssumptions } from './assumptions'
import { allocate, computePlan, type PlanInputs } from './compute'

const saas = findSegment('saas')!
const dental = findSegment('odontologia')!

function inputs(overrides: Partial<PlanInputs> = {}): PlanInputs {
  return {
    product: 'Software de gestão',
    segmentId: 'saas',
    ticket: 3000,
    budget: 10_000,
    desiredLeads: 50,
    leadToSale: null,
    ...overrides,
  }
}

const flat: PlanAssumptions = {
  search: { cpc: 2, clickToLead: 0.1 },
  social: { cpc: 1, clickToLead: 0.05 },
  searchShare: 0.5,
  leadToSale: 0.1,
}

describe('computePlan', () => {
  it('projects clicks, leads, CPL, sales, revenue and ROI from the assumptions', () => {
    const plan = computePlan(inputs({ budget: 1000, ticket: 500 }), flat)
    // 500/2 + 500/1 = 750 clicks; 250*0.1 + 500*0.05 = 50 leads; 5 sales; R$ 2.500.
    expect(plan.projections.expected).toEqual({
      clicks: 750,
      leads: 50,
      cpl: 20,
      sales: 5,
      revenue: 2500,
      roi: 1.5,
    })
    expect(plan.cpl).toEqual({ search: 20, social: 20, blended: 20 })
    expect(plan.budgetForDesiredLeads).toBe(1000)
    expect(plan.learningPhaseBudget).toBe(1000)
  })

  it('orders the range low <= expected <= high, with CPL the other way round', () => {
    const { low, expected, high } = computePlan(inputs(), saas.assumptions).projections
    for (const key of ['clicks', 'leads', 'sales', 'revenue'] as const) {
      expect(low[key]).toBeLessThanOrEqual(expected[key])
      expect(expected[key]).toBeLessThanOrEqual(high[key])
    }
    expect(low.cpl!).toBeGreaterThan(expected.cpl!)
    expect(expected.cpl!).toBeGreaterThan(high.cpl!)
  })

  it('stays finite with zero budget: no leads, no CPL, no ROI, Inviável', () => {
    const plan = computePlan(inputs({ budget: 0 }), saas.assumptions)
    expect(plan.projections.expected).toMatchObject({ clicks: 0, leads: 0, cpl: null, roi: null })
    expect(plan.split.map((c) => c.amount)).toEqual([0, 0])
    expect(plan.viability.verdict).toBe('Inviável')
    expect(JSON.stringify(plan)).not.toMatch(/NaN|Infinity/)
  })

  it('calls a tiny budget Inviável: it cannot reach the 50 conversions of the learning phase', () => {
    const plan = computePlan(inputs({ budget: 100, desiredLeads: 1 }), dental.assumptions)
    expect(plan.viability.verdict).toBe('Inviável')
    expect(plan.viability.reason).toContain('fase de aprendizado')
    expect(plan.viability.recommendedBudget).toBe(plan.learningPhaseBudget)
  })

  it('a huge ticket gives a huge ROI without overflowing', () => {
    const plan = computePlan(inputs({ ticket: 10_000_000, budget: 50_000 }), saas.assumptions)
    expect(plan.projections.expected.roi!).toBeGreaterThan(100)
    expect(Number.isFinite(plan.projections.high.revenue)).toBe(true)
    expect(plan.viability.verdict).toBe('Viável')
  })

  it('unreachable desired leads are Inviável and say what budget the goal needs', () => {
    const plan = computePlan(inputs({ desiredLeads: 100_000, budget: 10_000 }), saas.assumptions)
    expect(plan.viability.verdict).toBe('Inviável')
    expect(plan.viability.recommendedBudget).toBe(plan.budgetForDesiredLeads)
    expect(plan.viability.reason).toContain('100.000 leads')
  })

  it('a budget between half and all of what is needed is Viável com ajustes', () => {
    const base = computePlan(inputs({ desiredLeads: 200 }), saas.assumptions)
    const plan = computePlan(
      inputs({ desiredLeads: 200, budget: base.budgetForDesiredLeads * 0.7 }),
      saas.assumptions,
    )
    expect(plan.viability.verdict).toBe('Viável com ajustes')
  })

  it('enough leads that do not pay the media are Viável com ajustes', () => {
    const plan = computePlan(
      inputs({ ticket: 1, budget: 20_000, desiredLeads: 10 }),
      dental.assumptions,
    )
    expect(plan.viability.verdict).toBe('Viável com ajustes')
    expect(plan.viability.reason).toContain('não paga')
  })

  it('B2B leans on search and costs more per lead than B2C', () => {
    const b2b = computePlan(inputs(), saas.assumptions)
    const b2c = computePlan(inputs({ segmentId: 'estetica' }), findSegment('estetica')!.assumptions)
    expect(saas.audience).toBe('B2B')
    expect(b2b.split[0].share).toBeGreaterThan(b2c.split[0].share)
    expect(b2b.cpl.blended).toBeGreaterThan(b2c.cpl.blended)
    expect(b2b.projections.expected.leads).toBeLessThan(b2c.projections.expected.leads)
  })

  it('uses the visitor lead-to-sale rate over the segment estimate', () => {
    const own = computePlan(inputs({ leadToSale: 0.5 }), flat).projections.expected
    const estimated = computePlan(inputs(), flat).projections.expected
    expect(own.revenue).toBeCloseTo(estimated.revenue * 5, 2)
  })

  it('projects whole sales, while the revenue counts the expected fraction', () => {
    // 50 leads * 0.387 = 19.35 sales: 19 whole sales, revenue of 19.35 * R$ 500.
    const plan = computePlan(inputs({ budget: 1000, ticket: 500, leadToSale: 0.387 }), flat)
    expect(plan.projections.expected.sales).toBe(19)
    expect(plan.projections.expected.revenue).toBe(9675)
    for (const projection of Object.values(plan.projections))
      expect(Number.isInteger(projection.sales)).toBe(true)
  })

  it('splits the budget between channels and 70-20-10 inside each, adding up to the cent', () => {
    const plan = computePlan(inputs({ budget: 3333.33 }), saas.assumptions)
    const total = plan.split.reduce((sum, c) => sum + c.amount, 0)
    expect(total).toBeCloseTo(3333.33, 2)
    for (const channel of plan.split) {
      const parts = channel.allocation.map((a) => a.amount)
      expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(channel.amount, 2)
      expect(channel.allocation.map((a) => a.key)).toEqual(['comprovado', 'escala', 'experimental'])
    }
  })
})

describe('allocate', () => {
  it('gives 70%, 20% and the rest', () => {
    expect(allocate(1000).map((a) => a.amount)).toEqual([700, 200, 100])
    expect(allocate(0.01).map((a) => a.amount)).toEqual([0.01, 0, 0])
  })
})
