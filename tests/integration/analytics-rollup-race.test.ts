import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/lib/analytics/day'
import { aggregateEvents } from '@/server/analytics/aggregate'
import type { DatabaseTarget } from '@/server/db/connection'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../support/databases'
import { holdLock, spawnWorker, targetOf } from '../support/race'
import { at, insertEvents } from './analytics-support'

const FIRST = '2026-05-04'
const DAYS = [FIRST, addDays(FIRST, 1), addDays(FIRST, 2)]
const NOW = at(addDays(FIRST, 3), 1)

type Outcome = { rolled: string[] } | { error: string }

/** One server's maintenance in its own process; `ready` once connected, `done` with its days. */
const instance = (target: DatabaseTarget) =>
  spawnWorker<Outcome>('analytics-rollup-worker.ts', [JSON.stringify(target), String(NOW)])

/**
 * Holds the claim of the first day until release(), which gives it up, so both instances
 * reach their claim before either can take it.
 */
const holdClaim = (target: DatabaseTarget) =>
  holdLock(
    target,
    (client) =>
      client.query(
        'insert into analytics_rollup_days (day, rolled_ms, events) values ($1, $2, 0)',
        [FIRST, NOW],
      ),
    'rollback',
  )

describe.each(TEST_DIALECTS)('two instances rolling up one %s database', (dialect) => {
  let database: TestDatabase | undefined
  let target: DatabaseTarget

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    target = targetOf(database, dialect)
  })
  afterAll(async () => {
    await database?.drop()
  })

  it('roll each day up exactly once, with no duplicate row and no error', async () => {
    const handle = database!.handle
    for (const [index, day] of DAYS.entries())
      await insertEvents(
        handle,
        Array.from({ length: 5 + index }, (_, n) => ({
          ts: at(day, 8 + n),
          visitor: `v${n % 3}`,
          visitStart: n < 3,
          path: `/pagina-${n % 2}`,
          source: n % 2 ? 'Google' : 'Direto',
        })),
      )

    const claim = await holdClaim(target)
    const first = instance(target)
    const second = instance(target)
    await Promise.all([first.ready, second.ready])
    await claim.waiting()
    await claim.release()
    const outcomes = await Promise.all([first.done, second.done])

    const rolled = outcomes.flatMap((outcome) => {
      if ('error' in outcome) throw new Error(outcome.error)
      return outcome.rolled
    })
    expect(rolled.sort()).toEqual(DAYS)
    const claims = await handle.db.selectFrom('analytics_rollup_days').select('day').execute()
    expect(claims.map((row) => row.day).sort()).toEqual(DAYS)
    for (const day of DAYS) {
      const totals = await handle.db
        .selectFrom('analytics_daily')
        .select(['views', 'visitors', 'visits'])
        .where('day', '=', day)
        .where('dimension', '=', 'total')
        .execute()
      const [raw] = await aggregateEvents(handle.db, {
        fromMs: at(day, 0),
        untilMs: at(addDays(day, 1), 0),
        dimension: 'total',
      })
      expect(totals).toEqual([{ views: raw?.views, visitors: raw?.visitors, visits: raw?.visits }])
      const pages = await handle.db
        .selectFrom('analytics_daily')
        .select('value')
        .where('day', '=', day)
        .where('dimension', '=', 'page')
        .execute()
      expect(pages.map((row) => row.value).sort()).toEqual(['/pagina-0', '/pagina-1'])
    }
  }, 60_000)
})
