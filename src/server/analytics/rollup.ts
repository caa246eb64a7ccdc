import 'server-only'
import type { Insertable, Kysely } from 'kysely'
import { addDays, dayOf, dayStartMs } from '@/lib/analytics/day'
import type { AnalyticsDailyTable, AnalyticsDimension, Database } from '../db/types'
import { aggregateEvents } from './aggregate'

/** A day is rolled up this long after its end: the buffers of every instance have flushed. */
export const ROLLUP_DELAY_MS = 2 * 60_000

const DIMENSIONS: readonly AnalyticsDimension[] = [
  'total',
  'page',
  'post',
  'source',
  'campaign',
  'device',
  'browser',
]

/** 10 columns a row: well under both databases' parameter limits. */
const INSERT_CHUNK = 500

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let index = 0; index < items.length; index += size)
    out.push(items.slice(index, index + size))
  return out
}

/**
 * Writes `day`'s rows of analytics_daily (every dimension) and analytics_hourly, in one
 * transaction that first claims the day in analytics_rollup_days. When the day is already
 * claimed (another instance rolled it, or is rolling it: PostgreSQL makes this insert wait for
 * that transaction, then skips it), nothing is written and the answer is false.
 */
export async function rollUpDay(
  db: Kysely<Database>,
  day: string,
  nowMs = Date.now(),
): Promise<boolean> {
  const fromMs = dayStartMs(day)
  const untilMs = dayStartMs(addDays(day, 1))
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('analytics_rollup_days')
      .values({ day, rolled_ms: nowMs, events: 0 })
      .onConflict((oc) => oc.column('day').doNothing())
      .executeTakeFirst()
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false

    let events = 0
    for (const dimension of DIMENSIONS) {
      const rows = await aggregateEvents(trx, { fromMs, untilMs, dimension })
      if (dimension === 'total') events = rows.reduce((sum, row) => sum + row.views + row.reads, 0)
      const values: Insertable<AnalyticsDailyTable>[] = rows.map((row) => ({
        day,
        dimension,
        value: row.value,
        views: row.views,
        visitors: row.visitors,
        visits: row.visits,
        reads: row.reads,
        depth_sum: row.depthSum,
        complete_reads: row.completeReads,
        active_seconds: row.activeSeconds,
      }))
      for (const part of chunks(values, INSERT_CHUNK))
        await trx.insertInto('analytics_daily').values(part).execute()
    }

    const hours = await aggregateEvents(trx, { fromMs, untilMs, dimension: 'total', by: 'hour' })
    const hourly = hours.map((row) => ({
      hour_ms: Number(row.bucket),
      day,
      views: row.views,
      visitors: row.visitors,
      visits: row.visits,
    }))
    for (const part of chunks(hourly, INSERT_CHUNK))
      await trx.insertInto('analytics_hourly').values(part).execute()

    await trx.updateTable('analytics_rollup_days').set({ events }).where('day', '=', day).execute()
    return true
  })
}

/** The latest day that may be rolled up at `nowMs`: ended at least ROLLUP_DELAY_MS ago. */
export function lastClosedDay(nowMs: number): string {
  return addDays(dayOf(nowMs - ROLLUP_DELAY_MS), -1)
}

/**
 * Rolls up, oldest first, every closed day that has raw events and no rollup yet. Returns the
 * days this call rolled (a day another instance took is not among them).
 */
export async function rollUpClosedDays(
  db: Kysely<Database>,
  nowMs = Date.now(),
): Promise<string[]> {
  const last = lastClosedDay(nowMs)
  const oldest = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.min('ts').as('ts'))
    .executeTakeFirst()
  if (oldest?.ts === null || oldest?.ts === undefined) return []
  const first = dayOf(Number(oldest.ts))
  if (first > last) return []
  const rolled = new Set(
    (
      await db
        .selectFrom('analytics_rollup_days')
        .select('day')
        .where('day', '>=', first)
        .where('day', '<=', last)
        .execute()
    ).map((row) => row.day),
  )
  const done: string[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (rolled.has(day)) continue
    // A day with no event gets no rollup; the index on ts answers this at once.
    const any = await db
      .selectFrom('analytics_events')
      .select('ts')
      .where('ts', '>=', dayStartMs(day))
      .where('ts', '<', dayStartMs(addDays(day, 1)))
      .limit(1)
      .executeTakeFirst()
    if (any && (await rollUpDay(db, day, nowMs))) done.push(day)
  }
  return done
}
