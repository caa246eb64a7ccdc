import { describe, expect, it } from 'vitest'
import { findSegment } from './assumptions'
import { computePlan } from './compute'
import {
  cleanModelText,
  deterministicNarrative,
  narrativeBlocks,
  narrativePrompt,
} from './narrative'

const segment = findSegment('odontologia')!
const plan = computePlan(
  {
    product: 'Implante dentário',
    segmentId: 'odontologia',
    ticket: 4500,
    budget: 8000,
    desiredLeads: 120,
    leadToSale: null,
  },
  segment.assumptions,
)

describe('deterministic narrative', () => {
  it('has the four strategy sections and the plan figures, with the product in the themes', () => {
    const text = deterministicNarrative(plan, segment)
    for (const heading of [
      'Posicionamento',
      'Ideias de campanha',
      'Temas de palavras-chave',
      'Públicos',
    ])
      expect(text).toContain(heading)
    expect(text).toContain('dentista implante dentário')
    expect(text).toContain(plan.viability.verdict)
    expect(text).toMatch(/R\$\s4\.500/)
    expect(narrativeBlocks(text).length).toBeGreaterThanOrEqual(8)
  })

  it('falls back to B2B themes for a segment without its own', () => {
    const b2b = findSegment('logistica')!
    const text = deterministicNarrative(
      computePlan({ ...plan.inputs, segmentId: 'logistica' }, b2b.assumptions),
      b2b,
    )
    expect(text).toContain('implante dentário para empresas')
  })
})

describe('model prompt and output', () => {
  it('hands the model formatted figures and forbids changing them', () => {
    const [system, user] = narrativePrompt(plan, segment)
    expect(system?.content).toContain('nunca altere')
    expect(user?.content).toContain('"veredito"')
    expect(user?.content).toMatch(/R\$\s8\.000/)
  })

  it('strips markup markers and control characters, and bounds the length', () => {
    expect(cleanModelText('## Título\r\n**forte** <b>x</b>\u0007')).toBe('Título\nforte <b>x</b>')
    expect(cleanModelText('a'.repeat(10_000))).toHaveLength(6000)
  })
})
