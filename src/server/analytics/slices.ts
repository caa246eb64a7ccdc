import 'server-only'
import { sql, type Kysely } from 'kysely'
import { addDays, dayStartMs, daysBetween } from '@/lib/analytics/day'
import type { DayRange } from '@/lib/analytics/dashboard'
import type { AnalyticsDimension, Database } from '../db/types'
import {
  addMetrics,
  aggregateEvents,
  emptyMetrics,
  metricsOf,
  type AggregateRow,
  type SliceFilter,
} from './aggregate'

/*
 * Reads a period from the rollups where a day has them and from the raw events where it has
 * none yet (today, or a day whose rollup has not run), so every figure is counted once.
 */

export interface RangePlan {
  range: DayRange
  /** Days of the range rolled up when the plan was made (their daily rows are final). */
  rolled: string[]
  /** The other days, as runs of consecutive days in epoch ms (from included, until excluded). */
  rawRuns: { fromMs: number; untilMs: number }[]
}

export async function planRange(db: Kysely<Database>, range: DayRange): Promise<RangePlan> {
  const rows = await db
    .selectFrom('analytics_rollup_days')
    .select('day')
    .where('day', '>=', range.from)
    .where('day', '<=', range.until)
    .execute()
  const rolled = new Set(rows.map((row) => row.day))
  const rawRuns: RangePlan['rawRuns'] = []
  let runStart: string | null = null
  for (const day of [...daysBetween(range.from, range.until), null]) {
    if (day !== null && !rolled.has(day)) {
      runStart ??= day
      continue
    }
    if (runStart !== null) {
      const end = day ?? addDays(range.until, 1)
      rawRuns.push({ fromMs: dayStartMs(runStart), untilMs: dayStartMs(end) })
      runStart = null
    }
  }
  return { range, rolled: [...rolled].sort(), rawRuns }
}

export interface Slice {
  /** What the rows are per value of ('total': one row, value ''). */
  dimension: AnalyticsDimension
  filter: SliceFilter | null
  /** Also per day. */
  byDay?: boolean
  /** Only these values (ids of posts, for instance). */
  values?: readonly string[]
}

function merge(rows: AggregateRow[]): AggregateRow[] {
  const merged = new Map<string, AggregateRow>()
  for (const row of rows) {
    const key = `${row.bucket}\n${row.value}`
    const into = merged.get(key)
    if (into) addMetrics(into, row)
    else merged.set(key, { ...row })
  }
  return [...merged.values()]
}

async function readDaily(
  db: Kysely<Database>,
  days: string[],
  dimension: AnalyticsDimension,
  options: { value?: string; values?: readonly string[]; byDay?: boolean },
): Promise<AggregateRow[]> {
  const first = days[0]
  const last = days.at(-1)
  if (first === undefined || last === undefined) return []
  if (options.values?.length === 0) return []
  let query = db
    .selectFrom('analytics_daily')
    .where('dimension', '=', dimension)
    .where('day', '>=', first)
    .where('day', '<=', last)
    // Only the days of the plan: a rollup committed since is read from raw events instead.
    .where('day', 'in', days)
  if (options.value !== undefined) query = query.where('value', '=', options.value)
  if (options.values) query = query.where('value', 'in', options.values)
  const rows = await query
    .select([
      'value',
      options.byDay ? 'day' : sql<string>`''`.as('day'),
      sql<number>`sum(views)`.as('views'),
      sql<number>`sum(visitors)`.as('visitors'),
      sql<number>`sum(visits)`.as('visits'),
      sql<number>`sum(reads)`.as('reads'),
      sql<number>`sum(depth_sum)`.as('depth_sum'),
      sql<number>`sum(complete_reads)`.as('complete_reads'),
      sql<number>`sum(active_seconds)`.as('active_seconds'),
    ])
    .groupBy(options.byDay ? ['value', 'day'] : ['value'])
    .execute()
  return rows.map((row) => ({
    value: row.value,
    bucket: options.byDay ? row.day : '',
    ...metricsOf(row),
  }))
}

/**
 * A slice of the period. Unfiltered, or filtered on the slice's own dimension (or the total
 * under a filter): rolled days from analytics_daily, the rest from raw events. Crossing two
 * dimensions (top pages of one source) has no rollup, so it reads raw events for the whole
 * period: such a view only reaches back as far as raw events are kept.
 */
export async function readSlice(
  db: Kysely<Database>,
  plan: RangePlan,
  slice: Slice,
): Promise<AggregateRow[]> {
  const { dimension, filter } = slice
  const by = slice.byDay ? 'day' : undefined
  const keep = slice.values ? new Set(slice.values) : null
  const raw = async (fromMs: number, untilMs: number) =>
    (await aggregateEvents(db, { fromMs, untilMs, dimension, filter, by })).filter(
      (row) => !keep || keep.has(row.value),
    )
  const fromRollups = !filter || dimension === 'total' || filter.dimension === dimension
  if (!fromRollups) {
    const untilMs = dayStartMs(addDays(plan.range.until, 1))
    return merge(await raw(dayStartMs(plan.range.from), untilMs))
  }
  const daily = await readDaily(db, plan.rolled, filter ? filter.dimension : dimension, {
    value: filter?.value,
    values: slice.values,
    byDay: slice.byDay,
  })
  const rows = daily.map((row) => (dimension === 'total' ? { ...row, value: '' } : row))
  for (const run of plan.rawRuns) rows.push(...(await raw(run.fromMs, run.untilMs)))
  return merge(rows)
}

/** The whole slice summed (the KPIs). */
export async function readTotals(
  db: Kysely<Database>,
  plan: RangePlan,
  filter: SliceFilter | null,
) {
  const rows = await readSlice(db, plan, { dimension: 'total', filter })
  return rows.reduce((sum, row) => addMetrics(sum, row), emptyMetrics())
}

/** One day's hours, `views`/`visitors`/`visits` per hour start (epoch ms). */
export async function readHours(
  db: Kysely<Database>,
  plan: RangePlan,
  filter: SliceFilter | null,
): Promise<Map<number, AggregateRow>> {
  const fromMs = dayStartMs(plan.range.from)
  const untilMs = dayStartMs(addDays(plan.range.until, 1))
  const out = new Map<number, AggregateRow>()
  if (!filter && plan.rolled.includes(plan.range.from)) {
    const rows = await db
      .selectFrom('analytics_hourly')
      .select(['hour_ms', 'views', 'visitors', 'visits'])
      .where('hour_ms', '>=', fromMs)
      .where('hour_ms', '<', untilMs)
      .execute()
    for (const row of rows)
      out.set(Number(row.hour_ms), {
        ...emptyMetrics(),
        value: '',
        bucket: String(row.hour_ms),
        views: row.views,
        visitors: row.visitors,
        visits: row.visits,
      })
    return out
  }
  // Per hour under a filter has no rollup: raw events only.
  const rows = await aggregateEvents(db, {
    fromMs,
    untilMs,
    dimension: 'total',
    filter,
    by: 'hour',
  })
  for (const row of rows) out.set(Number(row.bucket), row)
  return out
}
