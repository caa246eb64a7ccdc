import 'server-only'
import type { Kysely } from 'kysely'
import { addDays, isDay } from '@/lib/analytics/day'
import {
  MAX_CUSTOM_DAYS,
  resolvePeriod,
  type DashboardData,
  type DashboardFilter,
  type DayRange,
  type PeriodKey,
  type PostAnalytics,
} from '@/lib/analytics/dashboard'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import type { Database } from '../db/types'
import { buildDashboard } from './dashboard-data'
import { leadsPerPost } from './lead-counts'
import { planRange, readSlice } from './slices'

/*
 * The Análises screens' reads (editors and admins): counts only, never a visitor key.
 * Unfiltered figures come from the rollups for rolled-up days and from raw events for the
 * rest (today); see slices.ts for what a filter reads.
 */

export const LIVE_WINDOW_MS = 5 * 60_000

/** A custom period as asked, or undefined when it is no valid range (the caller falls back). */
function validCustom(custom: DayRange | undefined): DayRange | undefined {
  if (!custom || !isDay(custom.from) || !isDay(custom.until) || custom.from > custom.until)
    return undefined
  if (addDays(custom.from, MAX_CUSTOM_DAYS - 1) < custom.until) return undefined
  return custom
}

export async function getAnalyticsDashboard(options: {
  period: PeriodKey
  custom?: DayRange
  filter?: DashboardFilter | null
  nowMs?: number
}): Promise<DashboardData> {
  await requireRole('editor')
  return buildDashboard(getDatabase().db, { ...options, custom: validCustom(options.custom) })
}

/** "Agora": distinct visitors with any event in the last 5 minutes. */
export async function countLiveVisitors(db: Kysely<Database>, nowMs: number): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.count<number>('visitor').distinct().as('n'))
    .where('ts', '>', nowMs - LIVE_WINDOW_MS)
    .where('ts', '<=', nowMs)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function getLiveVisitors(nowMs = Date.now()): Promise<number> {
  await requireRole('editor')
  return countLiveVisitors(getDatabase().db, nowMs)
}

/** Views and leads of these posts in the last 30 days (today included); absent: none. */
export async function postsAnalytics(
  db: Kysely<Database>,
  postIds: readonly string[],
  nowMs: number,
): Promise<Map<string, PostAnalytics>> {
  const out = new Map<string, PostAnalytics>()
  const ids = [...new Set(postIds)]
  if (ids.length === 0) return out
  const { range } = resolvePeriod('30d', nowMs)
  const plan = await planRange(db, range)
  for (const id of ids) out.set(id, { views: 0, leads: 0 })
  for (let index = 0; index < ids.length; index += 500) {
    const part = ids.slice(index, index + 500)
    const rows = await readSlice(db, plan, { dimension: 'post', filter: null, values: part })
    for (const row of rows) {
      const entry = out.get(row.value)
      if (entry) entry.views += row.views
    }
  }
  for (const [id, leads] of await leadsPerPost(db, range, ids)) {
    const entry = out.get(id)
    if (entry) entry.leads = leads
  }
  return out
}

export async function getPostsAnalytics(
  postIds: readonly string[],
  nowMs = Date.now(),
): Promise<Map<string, PostAnalytics>> {
  await requireRole('editor')
  return postsAnalytics(getDatabase().db, postIds, nowMs)
}
