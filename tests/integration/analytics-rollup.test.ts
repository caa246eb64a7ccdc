import { beforeEach, describe, expect, it } from 'vitest'
import { addDays, dayStartMs, HOUR_MS } from '@/lib/analytics/day'
import { aggregateEvents } from '@/server/analytics/aggregate'
import { pruneRawEvents, runAnalyticsMaintenance } from '@/server/analytics/maintenance'
import { rollUpClosedDays, rollUpDay } from '@/server/analytics/rollup'
import { dailySalt, forgetSalts } from '@/server/analytics/salt'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { ALL_DIMENSIONS, at, dailyRows, insertEvents, type EventSeed } from './analytics-support'

const D1 = '2026-03-10'
const D2 = addDays(D1, 1)
const D3 = addDays(D1, 2)

/** One day of known traffic; the expected figures in the tests below are counted by hand. */
const DAY_ONE: EventSeed[] = [
  // a: lands on / from Google on a phone, reads post P1 to the end.
  { ts: at(D1, 10, 0), visitor: 'a', visitStart: true, source: 'Google', device: 'Celular' },
  { ts: at(D1, 10, 5), visitor: 'a', path: '/blog/x', postId: 'P1', source: 'Google' },
  { ts: at(D1, 10, 10), visitor: 'a', kind: 'engagement', path: '/blog/x', postId: 'P1' },
  // b: a LinkedIn campaign visit reading P1 halfway, then a Google visit reading P2 to 75 %.
  {
    ts: at(D1, 11, 0),
    visitor: 'b',
    visitStart: true,
    path: '/blog/x',
    postId: 'P1',
    source: 'LinkedIn',
    campaign: 'lancamento',
  },
  { ts: at(D1, 11, 6), visitor: 'b', kind: 'engagement', path: '/blog/x', postId: 'P1' },
  {
    ts: at(D1, 15, 0),
    visitor: 'b',
    visitStart: true,
    path: '/blog/y',
    postId: 'P2',
    source: 'Google',
  },
  { ts: at(D1, 15, 3), visitor: 'b', kind: 'engagement', path: '/blog/y', postId: 'P2' },
  // c: a read whose view was before midnight (yesterday's key): no source.
  { ts: at(D1, 0, 5), visitor: 'c', kind: 'engagement', path: '/blog/x', postId: 'P1' },
  // d: a direct visit on a tablet, one minute before midnight.
  { ts: at(D1, 23, 59), visitor: 'd', visitStart: true, device: 'Tablet' },
]
const DEPTHS: Record<string, [number, number]> = {
  [`a${at(D1, 10, 10)}`]: [100, 120],
  [`b${at(D1, 11, 6)}`]: [50, 40],
  [`b${at(D1, 15, 3)}`]: [75, 60],
  [`c${at(D1, 0, 5)}`]: [25, 10],
}
const SEEDS = DAY_ONE.map((seed) => {
  const [depth, activeSeconds] = DEPTHS[`${seed.visitor}${seed.ts}`] ?? [null, null]
  return { ...seed, depth, activeSeconds }
})

const range = { fromMs: dayStartMs(D1), untilMs: dayStartMs(D2) }

describe.each(TEST_DIALECTS)('analytics rollups on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeEach(async () => {
    const { db } = handle()
    for (const table of [
      'analytics_events',
      'analytics_daily',
      'analytics_hourly',
      'analytics_rollup_days',
      'analytics_salts',
    ] as const)
      await db.deleteFrom(table).execute()
    await insertEvents(handle(), SEEDS)
  })

  it('aggregates a day: reads follow the source and campaign of the visit they belong to', async () => {
    const { db } = handle()
    const byValue = async (dimension: (typeof ALL_DIMENSIONS)[number]) =>
      Object.fromEntries(
        (await aggregateEvents(db, { ...range, dimension })).map(({ value, bucket: _b, ...m }) => [
          value,
          m,
        ]),
      )
    const metrics = (v: number[]) => ({
      views: v[0],
      visitors: v[1],
      visits: v[2],
      reads: v[3],
      depthSum: v[4],
      completeReads: v[5],
      activeSeconds: v[6],
    })
    expect(await byValue('total')).toEqual({ '': metrics([5, 3, 4, 4, 250, 2, 230]) })
    expect(await byValue('source')).toEqual({
      Google: metrics([3, 2, 2, 2, 175, 2, 180]),
      LinkedIn: metrics([1, 1, 1, 1, 50, 0, 40]),
      Direto: metrics([1, 1, 1, 0, 0, 0, 0]),
    })
    expect(await byValue('campaign')).toEqual({ lancamento: metrics([1, 1, 1, 1, 50, 0, 40]) })
    expect(await byValue('post')).toEqual({
      P1: metrics([2, 2, 1, 3, 175, 1, 170]),
      P2: metrics([1, 1, 1, 1, 75, 1, 60]),
    })
    expect(await byValue('page')).toMatchObject({ '/': metrics([2, 2, 2, 0, 0, 0, 0]) })
    expect(await byValue('device')).toMatchObject({ Tablet: metrics([1, 1, 1, 0, 0, 0, 0]) })

    const fromGoogle = await aggregateEvents(db, {
      ...range,
      dimension: 'page',
      filter: { dimension: 'source', value: 'Google' },
    })
    expect(
      Object.fromEntries(
        fromGoogle.map((row) => [row.value, [row.views, row.reads, row.depthSum]]),
      ),
    ).toEqual({ '/': [1, 0, 0], '/blog/x': [1, 1, 100], '/blog/y': [1, 1, 75] })
  })

  it('writes the same rows the raw aggregation gives, once', async () => {
    const { db } = handle()
    expect(await rollUpDay(db, D1, at(D2, 1))).toBe(true)
    const rows = await dailyRows(handle(), D1)
    for (const dimension of ALL_DIMENSIONS) {
      const raw = await aggregateEvents(db, { ...range, dimension })
      const stored = rows.filter((row) => row.dimension === dimension)
      expect(stored.map((row) => row.value).sort()).toEqual(raw.map((row) => row.value).sort())
      for (const row of raw)
        expect(stored.find((s) => s.value === row.value)).toMatchObject({
          views: row.views,
          visitors: row.visitors,
          visits: row.visits,
          reads: row.reads,
          depth_sum: row.depthSum,
          complete_reads: row.completeReads,
          active_seconds: row.activeSeconds,
        })
    }
    // No 'campaign' row without a campaign, no 'post' row without a post.
    expect(rows.filter((row) => row.dimension === 'campaign').map((row) => row.value)).toEqual([
      'lancamento',
    ])
    expect(rows.filter((row) => row.dimension === 'post').map((row) => row.value)).toEqual([
      'P1',
      'P2',
    ])
    const hourly = await db
      .selectFrom('analytics_hourly')
      .select(['hour_ms', 'views', 'visitors', 'visits'])
      .where('day', '=', D1)
      .where('views', '>', 0)
      .orderBy('hour_ms')
      .execute()
    expect(hourly).toEqual([
      { hour_ms: at(D1, 10), views: 2, visitors: 1, visits: 1 },
      { hour_ms: at(D1, 11), views: 1, visitors: 1, visits: 1 },
      { hour_ms: at(D1, 15), views: 1, visitors: 1, visits: 1 },
      { hour_ms: at(D1, 23), views: 1, visitors: 1, visits: 1 },
    ])
    const claim = await db.selectFrom('analytics_rollup_days').selectAll().execute()
    expect(claim).toEqual([{ day: D1, rolled_ms: at(D2, 1), events: 9 }])

    expect(await rollUpDay(db, D1, at(D2, 2))).toBe(false)
    expect(await dailyRows(handle(), D1)).toEqual(rows)
  })

  it('rolls up closed days oldest first, two minutes after their end, never today', async () => {
    const { db } = handle()
    await insertEvents(handle(), [
      { ts: at(D2, 9), visitor: 'e', visitStart: true },
      { ts: at(D3, 0, 1), visitor: 'f', visitStart: true },
    ])
    expect(await rollUpClosedDays(db, at(D3, 0, 1))).toEqual([D1])
    expect(await rollUpClosedDays(db, at(D3, 0, 2) - 1)).toEqual([])
    expect(await rollUpClosedDays(db, at(D3, 0, 2))).toEqual([D2])
    expect(await rollUpClosedDays(db, at(D3, 23))).toEqual([])
    const days = await db.selectFrom('analytics_rollup_days').select('day').orderBy('day').execute()
    expect(days.map((row) => row.day)).toEqual([D1, D2])
    const totals = await db
      .selectFrom('analytics_daily')
      .select(['day', 'views'])
      .where('dimension', '=', 'total')
      .orderBy('day')
      .execute()
    expect(totals).toEqual([
      { day: D1, views: 5 },
      { day: D2, views: 1 },
    ])
  })

  it('deletes expired raw events of rolled-up days only, and keeps the rollups', async () => {
    const { db } = handle()
    const old = addDays(D1, -120)
    const older = addDays(D1, -121)
    await insertEvents(handle(), [
      { ts: at(older, 12), visitor: 'g', visitStart: true },
      { ts: at(old, 12), visitor: 'h', visitStart: true },
    ])
    expect(await rollUpDay(db, older, at(D1, 9))).toBe(true)
    // Retention 90 days on D2: D1 is recent, `old` is expired but not rolled up yet.
    expect(await pruneRawEvents(db, 90, at(D2, 12))).toBe(1)
    const left = await db.selectFrom('analytics_events').select('day').distinct().execute()
    expect(left.map((row) => row.day).sort()).toEqual([old, D1])
    expect(await dailyRows(handle(), older)).not.toEqual([])

    // The next pass rolls `old` up first, then its events go too.
    const pass = await runAnalyticsMaintenance(db, { retentionDays: 90, nowMs: at(D2, 12) })
    expect(pass.rolled).toEqual([old, D1])
    expect(pass.deletedEvents).toBe(1)
    const kept = await db.selectFrom('analytics_events').select('day').distinct().execute()
    expect(kept.map((row) => row.day)).toEqual([D1])
    const rolled = await db.selectFrom('analytics_rollup_days').select('day').execute()
    expect(rolled.map((row) => row.day).sort()).toEqual([older, old, D1])
  })

  it('deletes a daily salt 48 hours after it was made', async () => {
    const { db } = handle()
    forgetSalts()
    const made = at(D1, 0, 1)
    await dailySalt(db, D1, made)
    const salts = () => db.selectFrom('analytics_salts').select('day').execute()
    await runAnalyticsMaintenance(db, { retentionDays: 90, nowMs: made + 47 * HOUR_MS })
    expect(await salts()).toEqual([{ day: D1 }])
    const pass = await runAnalyticsMaintenance(db, {
      retentionDays: 90,
      nowMs: made + 48 * HOUR_MS + 1,
    })
    expect(pass.deletedSalts).toBe(1)
    expect(await salts()).toEqual([])
  })
})
