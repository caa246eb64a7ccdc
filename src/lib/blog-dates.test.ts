import { describe, expect, it } from 'vitest'
import { formatPostDate, toDateAttribute } from './blog-dates'

describe('formatPostDate', () => {
  it('writes the pt-BR long date', () => {
    expect(formatPostDate(new Date('2025-03-05T15:00:00Z'))).toBe('5 de março de 2025')
    expect(formatPostDate(new Date('2026-12-31T12:00:00Z'))).toBe('31 de dezembro de 2026')
  })

  it('uses the São Paulo day, not UTC', () => {
    // 01:30 UTC on 6 March is still 22:30 on 5 March in São Paulo (UTC-3).
    expect(formatPostDate(new Date('2025-03-06T01:30:00Z'))).toBe('5 de março de 2025')
  })
})

describe('toDateAttribute', () => {
  it('gives the São Paulo day as YYYY-MM-DD', () => {
    expect(toDateAttribute(new Date('2025-03-05T15:00:00Z'))).toBe('2025-03-05')
    expect(toDateAttribute(new Date('2025-03-06T01:30:00Z'))).toBe('2025-03-05')
    expect(toDateAttribute(new Date('2025-01-09T12:00:00Z'))).toBe('2025-01-09')
  })
})
