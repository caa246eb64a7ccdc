import 'server-only'
import { addDays, isDay } from '@/lib/analytics/day'
import {
  FILTER_DIMENSIONS,
  MAX_CUSTOM_DAYS,
  type DashboardData,
  type DashboardFilter,
  type DayRange,
  type PeriodKey,
  type PostAnalytics,
} from '@/lib/analytics/dashboard'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import { countLiveVisitors, postsAnalytics } from './counts'
import { buildDashboard } from './dashboard-data'

/*
 * The Análises screens' reads (editors and admins): counts only, never a visitor key.
 * Unfiltered figures come from the rollups for rolled-up days and from raw events for the
 * rest (today); see slices.ts for what a filter reads.
 */

/** A custom period as asked, or undefined when it is no valid range (the caller falls back). */
function validCustom(custom: DayRange | undefined): DayRange | undefined {
  if (!custom || !isDay(custom.from) || !isDay(custom.until) || custom.from > custom.until)
    return undefined
  if (addDays(custom.from, MAX_CUSTOM_DAYS - 1) < custom.until) return undefined
  return custom
}

/** A filter the dashboard knows, or none. */
function validFilter(filter: DashboardFilter | null | undefined): DashboardFilter | null {
  if (!filter || !FILTER_DIMENSIONS.includes(filter.dimension)) return null
  return typeof filter.value === 'string' ? filter : null
}

/**
 * The whole dashboard of a period (an invalid custom period reads as "30 dias", an unknown
 * filter as none). A filter on a row of another table than its own crosses two dimensions:
 * those tables read raw events, kept ANALYTICS_RETENTION_DAYS only.
 */
export async function getAnalyticsDashboard(options: {
  period: PeriodKey
  custom?: DayRange
  filter?: DashboardFilter | null
  nowMs?: number
}): Promise<DashboardData> {
  await requireRole('editor')
  return buildDashboard(getDatabase().db, {
    ...options,
    custom: validCustom(options.custom),
    filter: validFilter(options.filter),
  })
}

/** "Agora": distinct visitors with any event in the last 5 minutes. */
export async function getLiveVisitors(nowMs = Date.now()): Promise<number> {
  await requireRole('editor')
  return countLiveVisitors(getDatabase().db, nowMs)
}

/** Each post's views and leads in the last 30 days (every id asked gets an entry). */
export async function getPostsAnalytics(
  postIds: readonly string[],
  nowMs = Date.now(),
): Promise<Map<string, PostAnalytics>> {
  await requireRole('editor')
  return postsAnalytics(getDatabase().db, postIds, nowMs)
}
