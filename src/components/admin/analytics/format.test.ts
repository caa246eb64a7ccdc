import { describe, expect, it } from 'vitest'
import { describeChange, formatCount, formatPercent } from './format'

describe('describeChange', () => {
  it('says a rise in text, not only in color', () => {
    expect(describeChange({ current: 150, previous: 100 })).toEqual({
      text: '+50%',
      direction: 'up',
      spoken: 'aumento de 50% em relação ao período anterior',
    })
  })

  it('says a fall with one decimal in pt-BR', () => {
    expect(describeChange({ current: 2, previous: 3 })).toMatchObject({
      text: '−33,3%',
      direction: 'down',
    })
  })

  it('shows "—" with nothing to compare with', () => {
    expect(describeChange({ current: 5, previous: 0 })).toMatchObject({
      text: '—',
      direction: null,
    })
  })

  it('calls a change that rounds to zero no change', () => {
    expect(describeChange({ current: 100_001, previous: 100_000 })).toMatchObject({
      text: '0%',
      direction: 'flat',
    })
  })
})

describe('formats', () => {
  it('groups thousands and keeps one decimal', () => {
    expect(formatCount(1234567)).toBe('1.234.567')
    expect(formatPercent(12.345)).toBe('12,3%')
    expect(formatPercent(null)).toBe('—')
  })
})
