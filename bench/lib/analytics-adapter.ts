import type { Kysely } from 'kysely'
import type { ResolvedPeriod } from '@/lib/analytics/dashboard'
import { buildDashboard, figures, series, topRows } from '@/server/analytics/dashboard-data'
import { rollUpClosedDays } from '@/server/analytics/rollup'
import { planRange } from '@/server/analytics/slices'
import { topPosts } from '@/server/analytics/top-posts'
import type { Database } from '@/server/db/types'

/*
 * The one place the analytics bench meets the dashboard's data layer. getAnalyticsDashboard
 * checks the session (requireRole), so the bench times what it runs without one: each figure
 * the budget names on its own (the KPIs of the period and the one before, the chart, top posts,
 * sources), each planning its range as the dashboard does, and the whole screen's data.
 */

type Db = Kysely<Database>

export interface DashboardQueries {
  kpis: () => Promise<unknown>
  chart: () => Promise<unknown>
  topPosts: () => Promise<unknown>
  sources: () => Promise<unknown>
  whole: () => Promise<unknown>
}

export { rollUpClosedDays }

export function dashboardQueries(db: Db, period: ResolvedPeriod, nowMs: number): DashboardQueries {
  return {
    kpis: async () => {
      const [current, previous] = await Promise.all([
        planRange(db, period.range),
        planRange(db, period.previous),
      ])
      return Promise.all([figures(db, current, null), figures(db, previous, null)])
    },
    chart: async () => series(db, period, await planRange(db, period.range), null),
    topPosts: async () => topPosts(db, await planRange(db, period.range), null),
    sources: async () => topRows(db, await planRange(db, period.range), 'source', null),
    whole: () => buildDashboard(db, { period: period.key, nowMs }),
  }
}
