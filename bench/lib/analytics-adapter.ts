import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Kysely } from 'kysely'
import type { DashboardFilter, DayRange, ResolvedPeriod } from '@/lib/analytics/dashboard'
import type { Database } from '@/server/db/types'

/*
 * The one place the analytics bench meets the dashboard's data layer (src/server/analytics/
 * rollup.ts and queries.ts). getAnalyticsDashboard checks the session (requireRole), so the bench
 * times the query functions under it, each on its own, without a session: the KPIs (the period
 * and the one before, as the dashboard asks them), the chart, top posts and sources. The modules
 * are loaded at run time so the bench builds before they exist; when an export is missing the
 * part reports "not measured" with the names it looked for. Re-point DATA_LAYER when the data
 * layer's names or signatures differ.
 */

type Db = Kysely<Database>
type Query = (...args: never[]) => Promise<unknown>

export const DATA_LAYER = {
  rollup: { file: 'src/server/analytics/rollup.ts', rollUpClosedDays: 'rollUpClosedDays' },
  // The uncached functions getAnalyticsDashboard composes (one per figure the budget names).
  queries: {
    file: 'src/server/analytics/queries.ts',
    totals: 'totals',
    series: 'series',
    topPosts: 'topPosts',
    top: 'top',
  },
} as const

export interface DashboardQueries {
  kpis: () => Promise<unknown>
  chart: () => Promise<unknown>
  topPosts: () => Promise<unknown>
  sources: () => Promise<unknown>
}

export interface DataLayer {
  rollUpClosedDays: (db: Db, nowMs: number) => Promise<unknown>
  queries: (db: Db, period: ResolvedPeriod) => DashboardQueries
}

export type DataLayerLookup = { found: true; layer: DataLayer } | { found: false; missing: string }

async function exportsOf(root: string, file: string): Promise<Record<string, unknown> | null> {
  const full = path.join(root, file)
  if (!existsSync(full)) return null
  const loaded: unknown = await import(pathToFileURL(full).href)
  return typeof loaded === 'object' && loaded !== null ? { ...loaded } : null
}

function pick<T extends Query>(module: Record<string, unknown> | null, name: string): T | string {
  const value = module?.[name]
  return typeof value === 'function' ? (value as T) : name
}

/** The data layer's functions, or which of them are not there yet. */
export async function loadDataLayer(root: string): Promise<DataLayerLookup> {
  const { rollup, queries } = DATA_LAYER
  const rollupModule = await exportsOf(root, rollup.file)
  const queryModule = await exportsOf(root, queries.file)
  const rollUp = pick<(db: Db, nowMs: number) => Promise<unknown>>(
    rollupModule,
    rollup.rollUpClosedDays,
  )
  type RangeQuery = (db: Db, range: DayRange, filter: DashboardFilter | null) => Promise<unknown>
  const totals = pick<RangeQuery>(queryModule, queries.totals)
  const series = pick<(db: Db, range: DayRange, filter: null, hourly: boolean) => Promise<unknown>>(
    queryModule,
    queries.series,
  )
  const topPosts = pick<RangeQuery>(queryModule, queries.topPosts)
  const top = pick<(db: Db, range: DayRange, filter: null, column: 'source') => Promise<unknown>>(
    queryModule,
    queries.top,
  )
  if (
    typeof rollUp === 'string' ||
    typeof totals === 'string' ||
    typeof series === 'string' ||
    typeof topPosts === 'string' ||
    typeof top === 'string'
  ) {
    const missing = [
      typeof rollUp === 'string' ? `${rollup.file}: ${rollUp}` : null,
      ...[totals, series, topPosts, top]
        .filter((f) => typeof f === 'string')
        .map((name) => `${queries.file}: ${name}`),
    ].filter(Boolean)
    return { found: false, missing: `not exported yet: ${missing.join(', ')}` }
  }
  return {
    found: true,
    layer: {
      rollUpClosedDays: rollUp,
      queries: (db, period) => ({
        kpis: () =>
          Promise.all([totals(db, period.range, null), totals(db, period.previous, null)]),
        chart: () => series(db, period.range, null, period.granularity === 'hour'),
        topPosts: () => topPosts(db, period.range, null),
        sources: () => top(db, period.range, null, 'source'),
      }),
    },
  }
}
