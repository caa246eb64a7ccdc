import { describe, expect, it } from 'vitest'
import { formatDashboardDate, formatDateTime, formatShortDate } from './dates'

describe('formatDashboardDate', () => {
  it('writes the spec example', () => {
    expect(formatDashboardDate(new Date('2025-03-05T15:00:00Z'))).toBe('5 de março, 2025')
  })

  it('uses São Paulo time, not UTC', () => {
    // 01:30 UTC on the 6th is still the 5th, 22:30, in São Paulo (UTC-3).
    expect(formatDashboardDate(new Date('2025-03-06T01:30:00Z'))).toBe('5 de março, 2025')
  })

  it('spells every month in pt-BR lowercase', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatDashboardDate(new Date(Date.UTC(2024, i, 15, 12))),
    )
    expect(months).toEqual([
      '15 de janeiro, 2024',
      '15 de fevereiro, 2024',
      '15 de março, 2024',
      '15 de abril, 2024',
      '15 de maio, 2024',
      '15 de junho, 2024',
      '15 de julho, 2024',
      '15 de agosto, 2024',
      '15 de setembro, 2024',
      '15 de outubro, 2024',
      '15 de novembro, 2024',
      '15 de dezembro, 2024',
    ])
  })
})

describe('formatShortDate', () => {
  it('pads day and month', () => {
    expect(formatShortDate(new Date('2025-03-05T15:00:00Z'))).toBe('05/03/2025')
  })

  it('uses São Paulo time across a year boundary', () => {
    expect(formatShortDate(new Date('2026-01-01T02:59:00Z'))).toBe('31/12/2025')
    expect(formatShortDate(new Date('2026-01-01T03:00:00Z'))).toBe('01/01/2026')
  })
})

describe('formatDateTime', () => {
  it('writes dd/MM/yyyy HH:mm in 24-hour time without a comma', () => {
    expect(formatDateTime(new Date('2025-03-05T17:07:00Z'))).toBe('05/03/2025 14:07')
  })

  it('shows midnight as 00, not 24', () => {
    expect(formatDateTime(new Date('2025-03-05T03:00:00Z'))).toBe('05/03/2025 00:00')
  })

  it('converts to São Paulo time', () => {
    expect(formatDateTime(new Date('2025-07-10T01:15:00Z'))).toBe('09/07/2025 22:15')
  })
})
