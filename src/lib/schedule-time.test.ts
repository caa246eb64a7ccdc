import { describe, expect, it } from 'vitest'
import { saoPauloToUtc, utcToSaoPauloInput, zoneOffsetMs } from './schedule-time'

const HOUR = 60 * 60_000
const iso = (text: string) => saoPauloToUtc(text)?.toISOString() ?? null

describe('São Paulo wall time to UTC', () => {
  it('reads the datetime-local form and the Brazilian form as the same instant (UTC-3 today)', () => {
    expect(iso('2026-11-25T14:30')).toBe('2026-11-25T17:30:00.000Z')
    expect(iso('2026-11-25 14:30')).toBe('2026-11-25T17:30:00.000Z')
    expect(iso('25/11/2026 14:30')).toBe('2026-11-25T17:30:00.000Z')
    expect(iso(' 25/11/2026, 14:30 ')).toBe('2026-11-25T17:30:00.000Z')
    // Seconds from a browser that sends them are accepted; a schedule is per minute.
    expect(iso('2026-11-25T14:30:59')).toBe('2026-11-25T17:30:00.000Z')
  })

  it('crosses midnight into the next UTC day', () => {
    expect(iso('2026-12-31T22:15')).toBe('2027-01-01T01:15:00.000Z')
    expect(iso('2027-01-01T00:00')).toBe('2027-01-01T03:00:00.000Z')
  })

  it('takes the offset from the time zone database, not a fixed -03:00', () => {
    // Brazil still had daylight saving in 2018-2019 (UTC-2 from 4 Nov 2018 to 16 Feb 2019).
    expect(iso('2018-12-01T12:00')).toBe('2018-12-01T14:00:00.000Z')
    expect(iso('2019-03-01T12:00')).toBe('2019-03-01T15:00:00.000Z')
    expect(zoneOffsetMs(Date.parse('2018-12-01T14:00:00Z'))).toBe(-2 * HOUR)
    expect(zoneOffsetMs(Date.parse('2026-06-01T15:00:00Z'))).toBe(-3 * HOUR)
    // The same code in a zone with summer time today.
    expect(saoPauloToUtc('2026-07-01T12:00', 'Europe/Lisbon')?.toISOString()).toBe(
      '2026-07-01T11:00:00.000Z',
    )
    expect(saoPauloToUtc('2026-01-15T12:00', 'Europe/Lisbon')?.toISOString()).toBe(
      '2026-01-15T12:00:00.000Z',
    )
  })

  it('moves a time skipped by a jump forward to just after it, and picks one of a repeated hour', () => {
    // 4 Nov 2018: clocks went from 00:00 straight to 01:00.
    expect(iso('2018-11-04T00:30')).toBe('2018-11-04T03:30:00.000Z')
    expect(utcToSaoPauloInput(new Date('2018-11-04T03:30:00Z'))).toBe('2018-11-04T01:30')
    // 17 Feb 2019: 23:00-23:59 of the 16th happened twice; the first one is taken.
    expect(iso('2019-02-16T23:30')).toBe('2019-02-17T01:30:00.000Z')
  })

  it('refuses what is not a real date and time', () => {
    for (const text of [
      '',
      'amanhã às 10h',
      '2026-02-30T10:00',
      '31/04/2026 10:00',
      '2026-13-01T10:00',
      '2026-00-10T10:00',
      '2026-11-25T24:00',
      '2026-11-25T10:60',
      '2026-11-25',
      '10:00',
      '1999-12-31T10:00',
      '2026-11-25T10:00Z',
      '2026-11-25T10:00-03:00',
    ]) {
      expect(saoPauloToUtc(text), text).toBeNull()
    }
    expect(iso('2028-02-29T10:00')).toBe('2028-02-29T13:00:00.000Z')
  })
})

describe('UTC to the São Paulo input value', () => {
  it('writes what a datetime-local input shows, and round-trips', () => {
    expect(utcToSaoPauloInput(new Date('2026-11-25T17:30:45.123Z'))).toBe('2026-11-25T14:30')
    expect(utcToSaoPauloInput(new Date('2027-01-01T02:59:00Z'))).toBe('2026-12-31T23:59')
    expect(utcToSaoPauloInput(new Date('2018-12-01T14:00:00Z'))).toBe('2018-12-01T12:00')
    for (const text of ['2026-03-08T00:00', '2026-11-01T23:45', '2030-06-15T09:05']) {
      expect(utcToSaoPauloInput(saoPauloToUtc(text)!)).toBe(text)
    }
  })
})
