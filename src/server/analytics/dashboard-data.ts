import 'server-only'
import type { Kysely } from 'kysely'
import { ANALYTICS_TIME_ZONE, addDays, dayStartMs, daysBetween, HOUR_MS } from '@/lib/analytics/day'
import {
  resolvePeriod,
  type DashboardData,
  type DashboardFilter,
  type DashboardKpis,
  type DayRange,
  type ResolvedPeriod,
  type SeriesPoint,
  type TopRow,
} from '@/lib/analytics/dashboard'
import type { Database } from '../db/types'
import type { Metrics } from './aggregate'
import { countLeads } from './lead-counts'
import { planRange, readHours, readSlice, readTotals, type RangePlan } from './slices'
import { topPosts } from './top-posts'
import { readTop } from './top-slices'

export const TOP_LIMIT = 10

export interface DashboardOptions {
  period: ResolvedPeriod['key']
  custom?: DayRange
  filter?: DashboardFilter | null
  nowMs?: number
}

interface PeriodFigures {
  metrics: Metrics
  leads: number
}

/** A period's KPI figures: the summed metrics and the leads. */
export async function figures(
  db: Kysely<Database>,
  plan: RangePlan,
  filter: DashboardFilter | null,
): Promise<PeriodFigures> {
  const [metrics, leads] = await Promise.all([
    readTotals(db, plan, filter),
    countLeads(db, plan.range, filter),
  ])
  return { metrics, leads }
}

function kpis(current: PeriodFigures, previous: PeriodFigures): DashboardKpis {
  const pick = (read: (figures: PeriodFigures) => number) => ({
    current: read(current),
    previous: read(previous),
  })
  return {
    visitors: pick((f) => f.metrics.visitors),
    views: pick((f) => f.metrics.views),
    visits: pick((f) => f.metrics.visits),
    averageDepth: pick((f) => (f.metrics.reads > 0 ? f.metrics.depthSum / f.metrics.reads : 0)),
    completeReads: pick((f) => f.metrics.completeReads),
    leads: pick((f) => f.leads),
    conversionRate: pick((f) => (f.metrics.visits > 0 ? (f.leads / f.metrics.visits) * 100 : 0)),
  }
}

const hourFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ANALYTICS_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
})

/** "14h": the São Paulo hour an hourly bucket starts at. */
export function hourLabel(hourMs: number): string {
  return `${hourFormat.format(hourMs)}h`
}

/** "27/11" for 2026-11-27. */
export function dayLabel(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`
}

/** The chart's points, every bucket present. */
export async function series(
  db: Kysely<Database>,
  period: ResolvedPeriod,
  plan: RangePlan,
  filter: DashboardFilter | null,
): Promise<SeriesPoint[]> {
  if (period.granularity === 'hour') {
    const hours = await readHours(db, plan, filter)
    const points: SeriesPoint[] = []
    const untilMs = dayStartMs(addDays(period.range.until, 1))
    for (let hourMs = dayStartMs(period.range.from); hourMs < untilMs; hourMs += HOUR_MS) {
      const row = hours.get(hourMs)
      points.push({
        bucket: String(hourMs),
        label: hourLabel(hourMs),
        visitors: row?.visitors ?? 0,
        views: row?.views ?? 0,
      })
    }
    return points
  }
  const rows = await readSlice(db, plan, { dimension: 'total', filter, byDay: true })
  const byDay = new Map(rows.map((row) => [row.bucket, row]))
  return daysBetween(period.range.from, period.range.until).map((day) => ({
    bucket: day,
    label: dayLabel(day),
    visitors: byDay.get(day)?.visitors ?? 0,
    views: byDay.get(day)?.views ?? 0,
  }))
}

/** Most viewed first, ties by label; `limit` rows. */
export function rankRows<T extends { views: number; label: string }>(
  rows: T[],
  limit: number,
): T[] {
  return [...rows]
    .sort((a, b) => b.views - a.views || a.label.localeCompare(b.label, 'pt-BR'))
    .slice(0, limit)
}

/** A top table of views (pages, sources, campaigns, devices). */
export async function topRows(
  db: Kysely<Database>,
  plan: RangePlan,
  dimension: 'page' | 'source' | 'campaign' | 'device',
  filter: DashboardFilter | null,
): Promise<TopRow[]> {
  const rows = await readTop(db, plan, { dimension, filter, viewsOnly: true }, TOP_LIMIT)
  return rankRows(
    rows.map((row) => ({
      value: row.value,
      label: row.value,
      views: row.views,
      visitors: row.visitors,
      visits: row.visits,
    })),
    TOP_LIMIT,
  )
}

/** The whole dashboard for one period (and filter); no role check here (see queries.ts). */
export async function buildDashboard(
  db: Kysely<Database>,
  options: DashboardOptions,
): Promise<DashboardData> {
  const period = resolvePeriod(options.period, options.nowMs ?? Date.now(), options.custom)
  const filter = options.filter ?? null
  const [plan, previousPlan] = await Promise.all([
    planRange(db, period.range),
    planRange(db, period.previous),
  ])
  const [current, previous, points, pages, posts, sources, campaigns, devices] = await Promise.all([
    figures(db, plan, filter),
    figures(db, previousPlan, filter),
    series(db, period, plan, filter),
    topRows(db, plan, 'page', filter),
    topPosts(db, plan, filter),
    topRows(db, plan, 'source', filter),
    topRows(db, plan, 'campaign', filter),
    topRows(db, plan, 'device', filter),
  ])
  return {
    period,
    filter,
    kpis: kpis(current, previous),
    series: points,
    pages,
    posts,
    sources,
    campaigns,
    devices,
  }
}
