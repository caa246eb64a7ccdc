import { describe, expect, it } from 'vitest'
import {
  firstStepWithError,
  parseBrazilianNumber,
  PLANNER_FIELDS,
  PLANNER_MESSAGES,
  PLANNER_STEPS,
  plannerErrors,
  plannerSchema,
} from './planner'

const valid = {
  product: 'Implante dentário',
  segment: 'odontologia',
  ticket: '4.500',
  budget: 'R$ 8.000,00',
  leads: '120',
  leadToSale: '',
}

describe('planner validation', () => {
  it('asks at most 8 fields over at most 4 steps', () => {
    expect(PLANNER_FIELDS.length).toBeLessThanOrEqual(8)
    expect(PLANNER_STEPS.length).toBeLessThanOrEqual(4)
    expect(PLANNER_STEPS.flat().sort()).toEqual([...PLANNER_FIELDS].sort())
  })

  it('reads Brazilian numbers', () => {
    expect(parseBrazilianNumber('5.000')).toBe(5000)
    expect(parseBrazilianNumber('1.500,50')).toBe(1500.5)
    expect(parseBrazilianNumber('R$ 2.500')).toBe(2500)
    expect(parseBrazilianNumber('12,5%')).toBe(12.5)
    expect(parseBrazilianNumber('1500.5')).toBe(1500.5)
    expect(parseBrazilianNumber('abc')).toBeNull()
  })

  it('turns valid answers into plan inputs', () => {
    expect(plannerSchema.parse({ ...valid, leadToSale: '12,5' })).toEqual({
      product: 'Implante dentário',
      segmentId: 'odontologia',
      ticket: 4500,
      budget: 8000,
      desiredLeads: 120,
      leadToSale: 0.125,
    })
    expect(plannerSchema.parse(valid).leadToSale).toBeNull()
  })

  it('gives a pt-BR message per invalid field and the step to go back to', () => {
    const result = plannerSchema.safeParse({ ...valid, segment: 'x', budget: '50', leads: '2,5' })
    expect(result.success).toBe(false)
    const errors = plannerErrors({ ...valid, segment: 'x', budget: '50', leads: '2,5' })
    expect(errors).toEqual({
      segment: PLANNER_MESSAGES.segment.required,
      budget: PLANNER_MESSAGES.budget.range,
      leads: PLANNER_MESSAGES.leads.range,
    })
    expect(firstStepWithError(errors)).toBe(0)
    expect(firstStepWithError({ leads: 'x' })).toBe(2)
    expect(firstStepWithError({})).toBe(-1)
  })
})
