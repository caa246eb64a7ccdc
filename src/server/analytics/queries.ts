import 'server-only'
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import {
  resolvePeriod,
  type DashboardData,
  type DashboardFilter,
  type DayRange,
  type Kpi,
  type PeriodKey,
  type PostAnalytics,
  type SeriesPoint,
  type TopRow,
} from '@/lib/analytics/dashboard'
import { addDays, dayOf, dayStartMs, daysBetween, HOUR_MS } from '@/lib/analytics/day'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import type { Database } from '../db/types'

/*
 * Straight from the raw events and the leads: every figure recounted on each read. Correct on
 * both databases, slow on a large table; the rollups are the way to answer at scale.
 */

type Db = Kysely<Database>
type Events = ExpressionBuilder<Database, 'analytics_events'>

const EVENT_COLUMN = {
  page: 'path',
  post: 'post_id',
  source: 'source',
  campaign: 'utm_campaign',
  device: 'device',
} as const

const LEAD_COLUMN = {
  page: 'visit_landing_path',
  post: 'lead_post_id',
  source: 'visit_source',
  campaign: 'visit_utm_campaign',
  device: null,
} as const

/** Events of the range; engagement rows carry no source nor campaign, so they follow their visitor's views. */
function events(db: Db, range: DayRange, filter: DashboardFilter | null) {
  let query = db
    .selectFrom('analytics_events')
    .where('day', '>=', range.from)
    .where('day', '<=', range.until)
  if (!filter) return query
  const column = EVENT_COLUMN[filter.dimension]
  if (filter.dimension === 'source' || filter.dimension === 'campaign') {
    const viewers = db
      .selectFrom('analytics_events')
      .select('visitor')
      .where('kind', '=', 'view')
      .where('day', '>=', range.from)
      .where('day', '<=', range.until)
      .where(column, '=', filter.value)
    query = query.where((eb: Events) =>
      eb.or([
        eb(column, '=', filter.value),
        eb.and([eb('kind', '=', 'engagement'), eb('visitor', 'in', viewers)]),
      ]),
    )
    return query
  }
  return query.where(column, '=', filter.value)
}

const n = (value: unknown) => Number(value ?? 0)

async function totals(db: Db, range: DayRange, filter: DashboardFilter | null) {
  const row = await events(db, range, filter)
    .select([
      sql<number>`count(distinct case when kind = 'view' then visitor end)`.as('visitors'),
      sql<number>`sum(case when kind = 'view' then 1 else 0 end)`.as('views'),
      sql<number>`sum(case when kind = 'view' then visit_start else 0 end)`.as('visits'),
      sql<number>`sum(case when kind = 'engagement' then 1 else 0 end)`.as('reads'),
      sql<number>`sum(case when kind = 'engagement' then depth else 0 end)`.as('depth'),
      sql<number>`sum(case when kind = 'engagement' and depth >= 75 then 1 else 0 end)`.as(
        'complete',
      ),
    ])
    .executeTakeFirst()
  const leadColumn = filter ? LEAD_COLUMN[filter.dimension] : null
  let leads = db
    .selectFrom('leads')
    .select(sql<number>`count(*)`.as('count'))
    .where('created_at', '>=', new Date(dayStartMs(range.from)))
    .where('created_at', '<', new Date(dayStartMs(addDays(range.until, 1))))
  // Leads keep no device: under a device filter none can be attributed.
  if (filter && !leadColumn) leads = leads.where(sql<boolean>`1 = 0`)
  if (filter && leadColumn) leads = leads.where(leadColumn, '=', filter.value)
  const leadRow = await leads.executeTakeFirst()
  const reads = n(row?.reads)
  return {
    visitors: n(row?.visitors),
    views: n(row?.views),
    visits: n(row?.visits),
    averageDepth: reads ? Math.round(n(row?.depth) / reads) : 0,
    completeReads: n(row?.complete),
    leads: n(leadRow?.count),
  }
}

function kpi(current: number, previous: number): Kpi {
  return { current, previous }
}

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`
const hourLabel = (ms: number) =>
  `${new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' }).format(ms)}h`

async function series(
  db: Db,
  range: DayRange,
  filter: DashboardFilter | null,
  hourly: boolean,
): Promise<SeriesPoint[]> {
  const bucket = hourly ? sql<string>`ts - (ts % ${HOUR_MS})` : sql<string>`day`
  const rows = await events(db, range, filter)
    .where('kind', '=', 'view')
    .select([
      bucket.as('bucket'),
      sql<number>`count(distinct visitor)`.as('visitors'),
      sql<number>`count(*)`.as('views'),
    ])
    .groupBy(sql`1`)
    .execute()
  const found = new Map(rows.map((row) => [String(row.bucket), row]))
  const buckets = hourly
    ? Array.from({ length: 24 }, (_, hour) => String(dayStartMs(range.from) + hour * HOUR_MS))
    : daysBetween(range.from, range.until)
  return buckets.map((key) => ({
    bucket: key,
    label: hourly ? hourLabel(Number(key)) : dayLabel(key),
    visitors: n(found.get(key)?.visitors),
    views: n(found.get(key)?.views),
  }))
}

async function top(
  db: Db,
  range: DayRange,
  filter: DashboardFilter | null,
  column: 'path' | 'source' | 'utm_campaign' | 'device',
): Promise<TopRow[]> {
  const rows = await events(db, range, filter)
    .where('kind', '=', 'view')
    .where(column, 'is not', null)
    .select([
      `${column} as value`,
      sql<number>`count(*)`.as('views'),
      sql<number>`count(distinct visitor)`.as('visitors'),
      sql<number>`sum(visit_start)`.as('visits'),
    ])
    .groupBy(column)
    .orderBy('views', 'desc')
    .orderBy(column)
    .limit(20)
    .execute()
  return rows.map((row) => {
    const value = String(row.value)
    return {
      value,
      label: value,
      views: n(row.views),
      visitors: n(row.visitors),
      visits: n(row.visits),
    }
  })
}

async function topPosts(db: Db, range: DayRange, filter: DashboardFilter | null) {
  const rows = await events(db, range, filter)
    .innerJoin('blog_posts', 'blog_posts.id', 'analytics_events.post_id')
    .select([
      'blog_posts.id as postId',
      'blog_posts.title',
      'blog_posts.slug',
      sql<number>`sum(case when kind = 'view' then 1 else 0 end)`.as('views'),
      sql<number>`count(distinct case when kind = 'view' then visitor end)`.as('visitors'),
      sql<number>`sum(case when kind = 'engagement' then 1 else 0 end)`.as('reads'),
      sql<number>`sum(case when kind = 'engagement' then depth else 0 end)`.as('depth'),
    ])
    .groupBy(['blog_posts.id', 'blog_posts.title', 'blog_posts.slug'])
    .orderBy('views', 'desc')
    .limit(20)
    .execute()
  const leads = await leadsByPost(
    db,
    rows.map((row) => String(row.postId)),
    range,
  )
  return rows.map((row) => {
    const postId = String(row.postId)
    const visitors = n(row.visitors)
    const postLeads = leads.get(postId) ?? 0
    return {
      postId,
      title: row.title,
      slug: row.slug,
      views: n(row.views),
      visitors,
      averageDepth: n(row.reads) ? Math.round(n(row.depth) / n(row.reads)) : null,
      leads: postLeads,
      conversionRate: visitors ? (postLeads / visitors) * 100 : null,
    }
  })
}

async function leadsByPost(db: Db, postIds: string[], range: DayRange) {
  if (postIds.length === 0) return new Map<string, number>()
  const rows = await db
    .selectFrom('leads')
    .select(['lead_post_id', sql<number>`count(*)`.as('count')])
    .where('lead_post_id', 'in', postIds)
    .where('created_at', '>=', new Date(dayStartMs(range.from)))
    .where('created_at', '<', new Date(dayStartMs(addDays(range.until, 1))))
    .groupBy('lead_post_id')
    .execute()
  return new Map(rows.map((row) => [String(row.lead_post_id), n(row.count)]))
}

export async function getAnalyticsDashboard(input: {
  period: PeriodKey
  custom?: DayRange
  filter?: DashboardFilter | null
  nowMs?: number
}): Promise<DashboardData> {
  await requireRole('editor')
  const { db } = getDatabase()
  const period = resolvePeriod(input.period, input.nowMs ?? Date.now(), input.custom)
  const filter = input.filter ?? null
  const [now, before] = await Promise.all([
    totals(db, period.range, filter),
    totals(db, period.previous, filter),
  ])
  const rate = (t: typeof now) => (t.visits ? (t.leads / t.visits) * 100 : 0)
  return {
    period,
    filter,
    kpis: {
      visitors: kpi(now.visitors, before.visitors),
      views: kpi(now.views, before.views),
      visits: kpi(now.visits, before.visits),
      averageDepth: kpi(now.averageDepth, before.averageDepth),
      completeReads: kpi(now.completeReads, before.completeReads),
      leads: kpi(now.leads, before.leads),
      conversionRate: kpi(rate(now), rate(before)),
    },
    series: await series(db, period.range, filter, period.granularity === 'hour'),
    pages: await top(db, period.range, filter, 'path'),
    posts: await topPosts(db, period.range, filter),
    sources: await top(db, period.range, filter, 'source'),
    campaigns: await top(db, period.range, filter, 'utm_campaign'),
    devices: await top(db, period.range, filter, 'device'),
  }
}

/** Distinct visitors with any event in the last 5 minutes. */
export async function getLiveVisitors(nowMs = Date.now()): Promise<number> {
  await requireRole('editor')
  const row = await getDatabase()
    .db.selectFrom('analytics_events')
    .select(sql<number>`count(distinct visitor)`.as('count'))
    .where('ts', '>=', nowMs - 5 * 60_000)
    .executeTakeFirst()
  return n(row?.count)
}

/** Views and leads of each post over the last 30 days, in two queries for the whole list. */
export async function getPostsAnalytics(
  postIds: string[],
  nowMs = Date.now(),
): Promise<Map<string, PostAnalytics>> {
  await requireRole('editor')
  const result = new Map<string, PostAnalytics>()
  if (postIds.length === 0) return result
  const { db } = getDatabase()
  const range = { from: addDays(dayOf(nowMs), -29), until: dayOf(nowMs) }
  const views = await db
    .selectFrom('analytics_events')
    .select(['post_id', sql<number>`count(*)`.as('views')])
    .where('kind', '=', 'view')
    .where('post_id', 'in', postIds)
    .where('day', '>=', range.from)
    .where('day', '<=', range.until)
    .groupBy('post_id')
    .execute()
  const leads = await leadsByPost(db, postIds, range)
  for (const id of postIds) result.set(id, { views: 0, leads: leads.get(id) ?? 0 })
  for (const row of views) {
    const id = String(row.post_id)
    result.set(id, { views: n(row.views), leads: leads.get(id) ?? 0 })
  }
  return result
}
