import 'server-only'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import { HOUR_MS } from '@/lib/analytics/day'
import type { AnalyticsDimension, Database } from '../db/types'

/*
 * The one aggregation of raw analytics_events into the shape of analytics_daily. The rollup
 * writes its output for closed days and the dashboard runs it on the days not rolled up yet,
 * so both read the same numbers.
 */

export type SliceDimension = Exclude<AnalyticsDimension, 'total'>

export interface SliceFilter {
  dimension: SliceDimension
  value: string
}

export interface Metrics {
  views: number
  /** Distinct visitor keys among the views (keys change daily: days add up). */
  visitors: number
  /** Visits opened (visit_start views). */
  visits: number
  /** Engagement events: articles read, their depth sum, those read to at least 75 %. */
  reads: number
  depthSum: number
  completeReads: number
  activeSeconds: number
}

export interface AggregateRow extends Metrics {
  value: string
  /** '' ungrouped, the day (YYYY-MM-DD) by day, the hour's start in epoch ms by hour. */
  bucket: string
}

export interface AggregateQuery {
  /** Epoch ms, from included, until excluded. */
  fromMs: number
  untilMs: number
  dimension: AnalyticsDimension
  filter?: SliceFilter | null
  by?: 'day' | 'hour'
}

export const COMPLETE_READ_DEPTH = 75

const COLUMNS = {
  page: 'path',
  post: 'post_id',
  source: 'source',
  campaign: 'utm_campaign',
  device: 'device',
  browser: 'browser',
} as const satisfies Record<SliceDimension, string>

export function emptyMetrics(): Metrics {
  return {
    views: 0,
    visitors: 0,
    visits: 0,
    reads: 0,
    depthSum: 0,
    completeReads: 0,
    activeSeconds: 0,
  }
}

export function addMetrics(into: Metrics, more: Metrics): Metrics {
  into.views += more.views
  into.visitors += more.visitors
  into.visits += more.visits
  into.reads += more.reads
  into.depthSum += more.depthSum
  into.completeReads += more.completeReads
  into.activeSeconds += more.activeSeconds
  return into
}

/**
 * A dimension's value for each event `e`. Engagement rows carry no source and no UTM (the
 * collector sends them without a referrer), yet a read belongs to the visit it happened in:
 * its source and campaign are those of the visitor's latest view at or before it that day,
 * since every view carries its visit's origin. An engagement with no such view (its view was
 * before midnight, under the previous day's key) has no source and no campaign.
 */
function valueOf(dimension: AnalyticsDimension): RawBuilder<string | null> {
  if (dimension === 'total') return sql<string>`''`
  const column = COLUMNS[dimension]
  if (dimension !== 'source' && dimension !== 'campaign') return sql.ref(`e.${column}`)
  return sql<string | null>`case when e.kind = 'view' then ${sql.ref(`e.${column}`)} else (
    select ${sql.ref(`v.${column}`)} from analytics_events v
    where v.visitor = e.visitor and v.day = e.day and v.kind = 'view' and v.ts <= e.ts
    order by v.ts desc limit 1) end`
}

function bucketOf(by: AggregateQuery['by']): RawBuilder<string | number> {
  if (by === 'day') return sql<string>`e.day`
  if (by === 'hour') return sql<number>`e.ts - (e.ts % ${sql.lit(HOUR_MS)})`
  return sql<string>`''`
}

const toNumber = (value: unknown): number => Number(value ?? 0)

/** Aggregates the raw events of [fromMs, untilMs) per value of `dimension` (and bucket). */
export async function aggregateEvents(
  db: Kysely<Database>,
  query: AggregateQuery,
): Promise<AggregateRow[]> {
  let events = db
    .selectFrom('analytics_events as e')
    .where('e.ts', '>=', query.fromMs)
    .where('e.ts', '<', query.untilMs)
    .select([
      'e.kind',
      'e.visitor',
      'e.visit_start',
      'e.depth',
      'e.active_seconds',
      valueOf(query.dimension).as('grp'),
      bucketOf(query.by).as('bucket'),
    ])
  if (query.filter) events = events.where(valueOf(query.filter.dimension), '=', query.filter.value)
  const rows = await db
    .selectFrom(events.as('a'))
    .select([
      'a.grp',
      'a.bucket',
      sql<number>`sum(case when a.kind = 'view' then 1 else 0 end)`.as('views'),
      sql<number>`count(distinct case when a.kind = 'view' then a.visitor end)`.as('visitors'),
      sql<number>`sum(case when a.kind = 'view' then a.visit_start else 0 end)`.as('visits'),
      sql<number>`sum(case when a.kind = 'engagement' then 1 else 0 end)`.as('reads'),
      sql<number>`sum(case when a.kind = 'engagement' then coalesce(a.depth, 0) else 0 end)`.as(
        'depth_sum',
      ),
      sql<number>`sum(case when a.kind = 'engagement' and a.depth >= ${sql.lit(COMPLETE_READ_DEPTH)} then 1 else 0 end)`.as(
        'complete_reads',
      ),
      sql<number>`sum(case when a.kind = 'engagement' then coalesce(a.active_seconds, 0) else 0 end)`.as(
        'active_secs',
      ),
    ])
    // No post, no campaign, or a read outside any view: not a value of that dimension.
    .where('a.grp', 'is not', null)
    .groupBy(['a.grp', 'a.bucket'])
    .execute()
  return rows.map((row) => ({
    value: String(row.grp),
    bucket: String(row.bucket),
    views: toNumber(row.views),
    visitors: toNumber(row.visitors),
    visits: toNumber(row.visits),
    reads: toNumber(row.reads),
    depthSum: toNumber(row.depth_sum),
    completeReads: toNumber(row.complete_reads),
    activeSeconds: toNumber(row.active_secs),
  }))
}
