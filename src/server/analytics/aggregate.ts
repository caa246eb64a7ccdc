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
  /**
   * Views only (the reads come out 0): what a table of views, visitors and visits needs.
   * Views carry their visit's source and campaign, so no read has to be matched to a visit.
   */
  viewsOnly?: boolean
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

type AggregateSource = Pick<
  AggregateQuery,
  'fromMs' | 'untilMs' | 'dimension' | 'filter' | 'viewsOnly'
>

/**
 * The range's events, with `source` and `utm_campaign` those of the visit each event is in.
 * Engagement rows carry no source and no UTM (the collector sends them without a referrer),
 * yet a read belongs to the visit it happened in: its source and campaign are those of the
 * visitor's latest view at or before it that day, since every view carries its visit's
 * origin. A window numbers each visitor's views in time order (a view before a read of the
 * same millisecond); an event takes the origin of the view with its number. A read with no
 * such view (its view was before midnight, under the previous day's key) has neither.
 */
function eventsOf(db: Kysely<Database>, query: AggregateSource) {
  let inRange = db
    .selectFrom('analytics_events as e')
    .where('e.ts', '>=', query.fromMs)
    .where('e.ts', '<', query.untilMs)
  if (query.viewsOnly) inRange = inRange.where('e.kind', '=', 'view')
  const byVisit =
    !query.viewsOnly &&
    [query.dimension, query.filter?.dimension].some(
      (dimension) => dimension === 'source' || dimension === 'campaign',
    )
  if (!byVisit)
    return inRange
      .select(['e.ts', 'e.day', 'e.kind', 'e.visitor', 'e.visit_start', 'e.path', 'e.post_id'])
      .select(['e.device', 'e.browser', 'e.depth', 'e.active_seconds'])
      .select([
        sql<string | null>`e.source`.as('source'),
        sql<string | null>`e.utm_campaign`.as('utm_campaign'),
      ])
      .as('ev')
  const numbered = inRange
    .select(['e.ts', 'e.day', 'e.kind', 'e.visitor', 'e.visit_start', 'e.path', 'e.post_id'])
    .select(['e.device', 'e.browser', 'e.depth', 'e.active_seconds', 'e.source', 'e.utm_campaign'])
    .select(
      sql<number>`count(case when e.kind = 'view' then 1 end) over (
        partition by e.visitor, e.day
        order by e.ts, case when e.kind = 'view' then 0 else 1 end
        rows unbounded preceding)`.as('view_no'),
    )
  return db
    .selectFrom(numbered.as('n'))
    .select(['n.ts', 'n.day', 'n.kind', 'n.visitor', 'n.visit_start', 'n.path', 'n.post_id'])
    .select(['n.device', 'n.browser', 'n.depth', 'n.active_seconds'])
    .select([
      sql<string | null>`max(case when n.kind = 'view' then n.source end) over (
        partition by n.visitor, n.day, n.view_no)`.as('source'),
      sql<string | null>`max(case when n.kind = 'view' then n.utm_campaign end) over (
        partition by n.visitor, n.day, n.view_no)`.as('utm_campaign'),
    ])
    .as('ev')
}

function valueOf(dimension: AnalyticsDimension): RawBuilder<string | null> {
  if (dimension === 'total') return sql<string>`''`
  return sql.ref(`ev.${COLUMNS[dimension]}`)
}

function bucketOf(by: AggregateQuery['by']): RawBuilder<string | number> {
  if (by === 'day') return sql<string>`ev.day`
  if (by === 'hour') return sql<number>`ev.ts - (ev.ts % ${sql.lit(HOUR_MS)})`
  return sql<string>`''`
}

/**
 * The aggregation as a query (columns named as in analytics_daily, plus `bucket`), for
 * callers that combine it with rollup rows in SQL.
 */
export function aggregateQuery(db: Kysely<Database>, query: AggregateQuery) {
  let events = db
    .selectFrom(eventsOf(db, query))
    .select(['ev.kind', 'ev.visitor', 'ev.visit_start', 'ev.depth', 'ev.active_seconds'])
    .select([valueOf(query.dimension).as('grp'), bucketOf(query.by).as('bucket')])
  if (query.filter) events = events.where(valueOf(query.filter.dimension), '=', query.filter.value)
  return (
    db
      .selectFrom(events.as('a'))
      .select([
        sql<string>`a.grp`.as('value'),
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
          'active_seconds',
        ),
      ])
      // No post, no campaign, or a read outside any view: not a value of that dimension.
      .where('a.grp', 'is not', null)
      .groupBy(['a.grp', 'a.bucket'])
  )
}

const toNumber = (value: unknown): number => Number(value ?? 0)

/** The metrics of a row with analytics_daily's column names (drivers may give strings). */
export function metricsOf(row: {
  views: unknown
  visitors: unknown
  visits: unknown
  reads: unknown
  depth_sum: unknown
  complete_reads: unknown
  active_seconds: unknown
}): Metrics {
  return {
    views: toNumber(row.views),
    visitors: toNumber(row.visitors),
    visits: toNumber(row.visits),
    reads: toNumber(row.reads),
    depthSum: toNumber(row.depth_sum),
    completeReads: toNumber(row.complete_reads),
    activeSeconds: toNumber(row.active_seconds),
  }
}

/** Aggregates the raw events of [fromMs, untilMs) per value of `dimension` (and bucket). */
export async function aggregateEvents(
  db: Kysely<Database>,
  query: AggregateQuery,
): Promise<AggregateRow[]> {
  const rows = await aggregateQuery(db, query).execute()
  return rows.map((row) => ({
    value: String(row.value),
    bucket: String(row.bucket),
    ...metricsOf(row),
  }))
}
