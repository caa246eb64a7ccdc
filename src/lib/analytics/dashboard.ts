import { addDays, dayOf } from './day'

/*
 * The dashboard's shapes and periods, shared by the queries (src/server/analytics/) and the
 * admin screens (src/components/admin/analytics/). Days are São Paulo days, both ends included.
 */
export const PERIODS = ['hoje', 'ontem', '7d', '30d', '12m', 'personalizado'] as const
export type PeriodKey = (typeof PERIODS)[number]

export const PERIOD_LABELS: Record<PeriodKey, string> = {
  hoje: 'Hoje',
  ontem: 'Ontem',
  '7d': '7 dias',
  '30d': '30 dias',
  '12m': '12 meses',
  personalizado: 'Personalizado',
}

export interface DayRange {
  from: string
  until: string
}

export interface ResolvedPeriod {
  key: PeriodKey
  range: DayRange
  /** The period of the same length just before, for the +/- % of each figure. */
  previous: DayRange
  /** Hoje and Ontem are charted per hour, longer periods per day. */
  granularity: 'hour' | 'day'
}

/** Longest custom period: a little over a year, what the rollups answer quickly. */
export const MAX_CUSTOM_DAYS = 400

function lengthInDays(range: DayRange): number {
  return Math.round((Date.parse(range.until) - Date.parse(range.from)) / 86_400_000) + 1
}

/** The days a period covers on `nowMs`'s day; a custom one needs `custom` (validated by its caller). */
export function resolvePeriod(key: PeriodKey, nowMs: number, custom?: DayRange): ResolvedPeriod {
  const today = dayOf(nowMs)
  const ranges: Record<Exclude<PeriodKey, 'personalizado'>, DayRange> = {
    hoje: { from: today, until: today },
    ontem: { from: addDays(today, -1), until: addDays(today, -1) },
    '7d': { from: addDays(today, -6), until: today },
    '30d': { from: addDays(today, -29), until: today },
    '12m': { from: addDays(today, -364), until: today },
  }
  const range = key === 'personalizado' ? (custom ?? ranges['30d']) : ranges[key]
  const days = lengthInDays(range)
  return {
    key,
    range,
    previous: { from: addDays(range.from, -days), until: addDays(range.from, -1) },
    granularity: days === 1 ? 'hour' : 'day',
  }
}

/** What a click on a table row filters the whole dashboard by. */
export const FILTER_DIMENSIONS = ['page', 'post', 'source', 'campaign', 'device'] as const
export type FilterDimension = (typeof FILTER_DIMENSIONS)[number]

export interface DashboardFilter {
  dimension: FilterDimension
  value: string
}

export interface Kpi {
  current: number
  previous: number
}

export interface DashboardKpis {
  visitors: Kpi
  views: Kpi
  visits: Kpi
  /** Average deepest read of the articles read, 0-100 (%). */
  averageDepth: Kpi
  /** Article reads that reached at least 75 % of the body. */
  completeReads: Kpi
  leads: Kpi
  /** Leads per 100 visits. */
  conversionRate: Kpi
}

export interface SeriesPoint {
  /** 'YYYY-MM-DD', or the hour's start as epoch ms in a string for hourly charts. */
  bucket: string
  /** As shown on the axis and in the table: "27/11", "14h". */
  label: string
  visitors: number
  views: number
}

export interface TopRow {
  /** What a filter on this row matches (a path, a source label, a campaign, a device). */
  value: string
  label: string
  views: number
  visitors: number
  visits: number
}

export interface TopPostRow {
  postId: string
  title: string
  slug: string
  views: number
  visitors: number
  /** null: no read measured. */
  averageDepth: number | null
  leads: number
  /** Leads per 100 visitors of the post; null with no visitor. */
  conversionRate: number | null
}

export interface DashboardData {
  period: ResolvedPeriod
  filter: DashboardFilter | null
  kpis: DashboardKpis
  series: SeriesPoint[]
  pages: TopRow[]
  posts: TopPostRow[]
  sources: TopRow[]
  campaigns: TopRow[]
  devices: TopRow[]
}

/** A published post's last 30 days, for the posts list and the editor. */
export interface PostAnalytics {
  views: number
  leads: number
}

/** +/- % from `previous` to `current`; null when there is nothing to compare with. */
export function percentChange(kpi: Kpi): number | null {
  if (kpi.previous === 0) return null
  return ((kpi.current - kpi.previous) / kpi.previous) * 100
}
