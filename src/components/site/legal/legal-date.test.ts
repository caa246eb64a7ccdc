import { describe, expect, it } from 'vitest'
import { formatLegalDate } from './legal-date'

describe('formatLegalDate', () => {
  it('writes the day in pt-BR long form', () => {
    expect(formatLegalDate('2026-11-21')).toBe('21 de novembro de 2026')
    expect(formatLegalDate('2025-03-05')).toBe('5 de março de 2025')
  })

  it('keeps the first and last days of the year on their own day', () => {
    expect(formatLegalDate('2026-01-01')).toBe('1 de janeiro de 2026')
    expect(formatLegalDate('2026-12-31')).toBe('31 de dezembro de 2026')
  })

  it('refuses anything that is not a YYYY-MM-DD day', () => {
    expect(() => formatLegalDate('21/11/2026')).toThrow('invalid legal date')
    expect(() => formatLegalDate('2026-13-45')).toThrow('invalid legal date')
  })
})
