import { describe, expect, it } from 'vitest'
import { addDays, dayOf, daysBetween, dayStartMs, HOUR_MS, hourStartMs, isDay } from './day'

describe('São Paulo days', () => {
  it('turns over at midnight in São Paulo (03:00 UTC), not at UTC midnight', () => {
    expect(dayOf(Date.parse('2026-11-27T02:59:59.999Z'))).toBe('2026-11-26')
    expect(dayOf(Date.parse('2026-11-27T03:00:00.000Z'))).toBe('2026-11-27')
    expect(dayStartMs('2026-11-27')).toBe(Date.parse('2026-11-27T03:00:00.000Z'))
  })

  it('answers from the remembered day exactly as Intl does, on both sides of every midnight', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    // 2018 had daylight saving time (a 23-hour and a 25-hour day); 2026 has none.
    const starts = [Date.parse('2018-10-30T00:00:00Z'), Date.parse('2018-02-14T00:00:00Z')]
    starts.push(Date.parse('2026-11-25T00:00:00Z'))
    for (const start of starts) {
      for (let ms = start; ms < start + 6 * 24 * HOUR_MS; ms += 7 * 60_000) {
        for (const at of [ms, ms - 1, ms + 1]) expect(dayOf(at)).toBe(intl.format(at))
      }
      for (let back = start + 6 * 24 * HOUR_MS; back > start; back -= 5 * HOUR_MS)
        expect(dayOf(back)).toBe(intl.format(back))
    }
    expect(dayOf(dayStartMs('2026-11-27') - 1)).toBe('2026-11-26')
    expect(dayOf(dayStartMs('2026-11-27'))).toBe('2026-11-27')
  })

  it('adds days across months and years and lists a range with both ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([])
  })

  it('accepts only real calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true)
    expect(isDay('2026-02-30')).toBe(false)
    expect(isDay('2026-2-3')).toBe(false)
    expect(isDay('ontem')).toBe(false)
  })

  it('rounds a time down to its hour', () => {
    expect(hourStartMs(Date.parse('2026-11-27T14:59:59Z'))).toBe(Date.parse('2026-11-27T14:00:00Z'))
  })
})
