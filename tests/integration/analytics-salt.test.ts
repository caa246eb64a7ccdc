import { describe, expect, it } from 'vitest'
import { addDays, dayOf, HOUR_MS } from '@/lib/analytics/day'
import {
  dailySalt,
  forgetSalts,
  pruneSalts,
  SALT_LIFETIME_MS,
  visitorKey,
} from '@/server/analytics/salt'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const NOW = Date.parse('2026-11-27T15:00:00Z')
const visitor = { site: 'midiaplan.com.br', address: '203.0.113.5', userAgent: 'Chrome' }

describe('visitorKey', () => {
  it('is the same for the same inputs and changes with any of them', () => {
    const key = visitorKey({ salt: 's1', ...visitor })
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(visitorKey({ salt: 's1', ...visitor })).toBe(key)
    for (const other of [
      { salt: 's2', ...visitor },
      { salt: 's1', ...visitor, site: 'outro.com.br' },
      { salt: 's1', ...visitor, address: '203.0.113.6' },
      { salt: 's1', ...visitor, userAgent: 'Firefox' },
    ])
      expect(visitorKey(other)).not.toBe(key)
    expect(key).not.toContain('203')
  })
})

describe.each(TEST_DIALECTS)('daily salts on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('gives every instance the same random salt for a day and a new one the next day', async () => {
    const today = dayOf(NOW)
    forgetSalts()
    const first = await dailySalt(handle().db, today, NOW)
    forgetSalts() // another process
    expect(await dailySalt(handle().db, today, NOW)).toBe(first)
    const tomorrow = await dailySalt(handle().db, addDays(today, 1), NOW + 24 * HOUR_MS)
    expect(tomorrow).not.toBe(first)
    expect(first.length).toBeGreaterThanOrEqual(40)
  })

  it('deletes a salt 48 hours after it was made, so old keys can never be redone', async () => {
    await handle().db.deleteFrom('analytics_salts').execute()
    const day = dayOf(NOW - 3 * 24 * HOUR_MS)
    forgetSalts()
    await dailySalt(handle().db, day, NOW - 3 * 24 * HOUR_MS)
    const kept = dayOf(NOW)
    await dailySalt(handle().db, kept, NOW)
    expect(await pruneSalts(handle().db, NOW + SALT_LIFETIME_MS - 1)).toBe(1)
    const left = await handle().db.selectFrom('analytics_salts').select('day').execute()
    expect(left.map((row) => row.day)).not.toContain(day)
    expect(left.map((row) => row.day)).toContain(kept)
    expect(await pruneSalts(handle().db, NOW + SALT_LIFETIME_MS + 1)).toBe(1)
    expect(await handle().db.selectFrom('analytics_salts').selectAll().execute()).toEqual([])
  })
})
