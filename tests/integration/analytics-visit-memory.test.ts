import { beforeEach, describe, expect, it } from 'vitest'
import { dayOf, dayStartMs } from '@/lib/analytics/day'
import { isOnlyEventWriter } from '@/server/analytics/buffer'
import { forgetWriterMemory, writeEvents } from '@/server/analytics/store'
import type { PendingEvent } from '@/server/analytics/types'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * Where this process is the only writer, visits continue from its memory instead of two
 * lookups per batch. The stored visits must be exactly those the database lookups give.
 */
const MINUTE = 60_000
const SOURCES = [
  { source: 'Google', referrer_host: 'google.com', utm_source: null, utm_campaign: null },
  { source: 'Direto', referrer_host: null, utm_source: null, utm_campaign: null },
  { source: 'LinkedIn', referrer_host: null, utm_source: 'linkedin', utm_campaign: 'lancamento' },
  { source: 'E-mail', referrer_host: null, utm_source: 'newsletter', utm_campaign: 'news-11' },
] as const

/** A fixed pseudo-random day of events: 12 readers, views and engagements, gaps up to 50 min. */
function events(start: number): PendingEvent[] {
  let seed = 7
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647
  const out: PendingEvent[] = []
  let ts = start
  for (let n = 0; n < 400; n++) {
    ts += Math.floor(next() * 1.2 * MINUTE)
    const origin = SOURCES[Math.floor(next() * SOURCES.length)]!
    const view = next() < 0.8
    out.push({
      ts,
      kind: view ? 'view' : 'engagement',
      visitor: `leitor-${Math.floor(next() * 12)}`,
      path: '/blog',
      slug: null,
      ...(view
        ? origin
        : { source: '', referrer_host: null, utm_source: null, utm_campaign: null }),
      utm_medium: null,
      utm_term: null,
      utm_content: null,
      device: 'Computador',
      browser: 'Chrome',
      depth: view ? null : 50,
      active_seconds: view ? null : 30,
    })
  }
  return out
}

describe.each(TEST_DIALECTS)('visits continued from memory on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeEach(async () => {
    await handle().db.deleteFrom('analytics_events').execute()
    forgetWriterMemory()
  })

  const stored = () =>
    handle()
      .db.selectFrom('analytics_events')
      .select(['ts', 'visitor', 'kind', 'visit_start', 'source', 'utm_campaign'])
      .orderBy('ts')
      .orderBy('visitor')
      .execute()

  // Within one day: a visitor key is a day's (its salt changes at midnight).
  const start = dayStartMs(dayOf(Date.now())) + 30 * MINUTE

  async function writeInBatches(onlyWriter: boolean) {
    const all = events(start)
    for (let index = 0; index < all.length; index += 25)
      await writeEvents(handle().db, all.slice(index, index + 25), {
        dailyCap: 1_000_000,
        onlyWriter,
      })
    return stored()
  }

  it('is used only where one server writes: SQLite without a second instance allowed', () => {
    expect(isOnlyEventWriter('sqlite', { SQLITE_ALLOW_SECOND_INSTANCE: false })).toBe(true)
    expect(isOnlyEventWriter('sqlite', { SQLITE_ALLOW_SECOND_INSTANCE: true })).toBe(false)
    expect(isOnlyEventWriter('postgres', { SQLITE_ALLOW_SECOND_INSTANCE: false })).toBe(false)
  })

  it('stores the same visits as the database lookups, batch after batch', async () => {
    const fromDatabase = await writeInBatches(false)
    await handle().db.deleteFrom('analytics_events').execute()
    forgetWriterMemory()
    const fromMemory = await writeInBatches(true)
    expect(fromMemory).toEqual(fromDatabase)
    // The sequence does open and continue visits, from several sources.
    const starts = fromMemory.filter((row) => row.visit_start === 1)
    expect(starts.length).toBeGreaterThan(20)
    expect(starts.length).toBeLessThan(fromMemory.filter((row) => row.kind === 'view').length)
    expect(new Set(starts.map((row) => row.source)).size).toBe(SOURCES.length)
  })
})
