import { describe, expect, it } from 'vitest'
import { eventInsert, type EventRow } from '@/server/analytics/event-insert'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * The writer's INSERT is compiled once per row count and reused with new values: the rows read
 * back must be exactly the rows given, whatever order their keys came in.
 */
function row(n: number): EventRow {
  const view = n % 3 !== 0
  return {
    active_seconds: view ? null : 30 + n,
    browser: n % 2 ? 'Chrome' : 'Firefox',
    day: '2026-11-28',
    depth: view ? null : 75,
    device: 'Celular',
    kind: view ? 'view' : 'engagement',
    path: `/blog/post/artigo-${n}`,
    post_id: view ? `post-${n}` : null,
    referrer_host: view ? 'google.com' : null,
    source: view ? 'Google' : '',
    ts: 1_790_000_000_000 + n,
    utm_campaign: n === 4 ? 'black-friday' : null,
    utm_content: null,
    utm_medium: n === 4 ? 'cpc' : null,
    utm_source: n === 4 ? 'google' : null,
    utm_term: n === 4 ? "d'água" : null,
    visit_start: n % 2,
    visitor: `v${n}`,
  }
}

describe.each(TEST_DIALECTS)('eventInsert on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('stores exactly the given rows, with one SQL text per row count', async () => {
    const { db } = handle()
    const first = [row(1), row(2), row(3), row(4)]
    const second = [row(5), row(6), row(7), row(8)]
    const one = eventInsert(db, first)
    const two = eventInsert(db, second)
    expect(two.sql).toBe(one.sql)
    expect(eventInsert(db, [row(9), row(10)]).sql).not.toBe(one.sql)
    await db.executeQuery(one)
    await db.executeQuery(two)
    const stored = await db.selectFrom('analytics_events').selectAll().orderBy('ts').execute()
    expect(stored.map((r) => ({ ...r, ts: Number(r.ts) }))).toEqual([...first, ...second])
  })
})
