import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { DashboardQueries } from './analytics-adapter'
import type { Fingerprint, SeedTarget } from './analytics-seed-write'

/* The steps of bench/analytics-dashboard.ts: the seed's record, the database's size, timings. */

export interface SeedManifest {
  /** Hash of the generator, the migrations and the posts' ids: any change means a new seed. */
  version: string
  /** The seed's "now": the dashboard is timed as of then, so a kept seed stays a year long. */
  nowMs: number
  seedSeconds: number
  fingerprint: Fingerprint
  /** Hash of the analytics code that rolled the closed days up, and how long it took. */
  rollup: { hash: string; seconds: number; days: number } | null
}

export interface Timing {
  p50: number
  p95: number
  max: number
}

export type QueryName = keyof DashboardQueries
export const QUERY_NAMES: QueryName[] = ['kpis', 'chart', 'topPosts', 'sources', 'whole']

interface DashboardBase {
  dialect: SeedTarget['dialect']
  events: number
  seedNowMs: number
  /** How long the seed took when it was made (this run or the one that made it). */
  seedSeconds: number
  /** true: this run found the seeded database unchanged and used it. */
  reused: boolean
  checkSeconds: number
  size: { databaseBytes: number; eventsTableBytes: number | null }
}

export type DashboardOutcome =
  | (DashboardBase & { measured: false; reason: string })
  | (DashboardBase & {
      measured: true
      rollup: SeedManifest['rollup']
      runs: number
      timings: Record<QueryName, Timing>
    })

function hashFiles(root: string, entries: string[]): string {
  const hash = createHash('sha256')
  const visit = (entry: string) => {
    const full = path.join(root, entry)
    if (!existsSync(full)) return
    if (statSync(full).isDirectory())
      for (const name of readdirSync(full).sort()) visit(path.join(entry, name))
    else hash.update(entry).update('\0').update(readFileSync(full))
  }
  for (const entry of entries) visit(entry)
  return hash.digest('hex')
}

export function seedVersion(root: string, posts: readonly { id: string }[]): string {
  const files = hashFiles(root, [
    'bench/lib/analytics-seed-data.ts',
    'bench/lib/analytics-seed-write.ts',
    'src/lib/analytics/day.ts',
  ])
  const migrations = readdirSync(path.join(root, 'src/server/db/migrations')).sort().join(',')
  return createHash('sha256')
    .update(files)
    .update(migrations)
    .update(posts.map((post) => post.id).join(','))
    .digest('hex')
}

/** Any change to the analytics code may change what the rollups hold: roll up again. */
export function rollupHash(root: string): string {
  return hashFiles(root, ['src/server/analytics', 'src/lib/analytics'])
}

export function readManifest(file: string): SeedManifest | null {
  if (!existsSync(file)) return null
  return JSON.parse(readFileSync(file, 'utf8')) as SeedManifest
}

export async function databaseSize(target: SeedTarget): Promise<DashboardBase['size']> {
  if (target.dialect === 'sqlite') {
    const bytes = [target.file, `${target.file}-wal`]
      .filter((file) => existsSync(file))
      .reduce((sum, file) => sum + statSync(file).size, 0)
    return { databaseBytes: bytes, eventsTableBytes: null }
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ database: string; events: string }>(
      `select pg_database_size(current_database()) as database,
        pg_total_relation_size('analytics_events') as events`,
    )
    return {
      databaseBytes: Number(rows[0]?.database ?? 0),
      eventsTableBytes: Number(rows[0]?.events ?? 0),
    }
  } finally {
    await client.end()
  }
}

/** Nearest-rank percentile, in ms with one decimal. */
function percentile(sorted: number[], p: number): number {
  const index = Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round((sorted[index] ?? 0) * 10) / 10
}

/**
 * Each query `runs` times after 3 warm-up rounds, all in turn within each round, so a
 * busy moment of the shared machine weighs on all of them alike.
 */
export async function dashboardTimings(
  queries: DashboardQueries,
  runs: number,
): Promise<Record<QueryName, Timing>> {
  const samples: Record<QueryName, number[]> = {
    kpis: [],
    chart: [],
    topPosts: [],
    sources: [],
    whole: [],
  }
  for (let round = -3; round < runs; round++)
    for (const name of QUERY_NAMES) {
      const started = performance.now()
      await queries[name]()
      if (round >= 0) samples[name].push(performance.now() - started)
    }
  const timing = (values: number[]): Timing => {
    const sorted = [...values].sort((a, b) => a - b)
    return {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: percentile(sorted, 100),
    }
  }
  return {
    kpis: timing(samples.kpis),
    chart: timing(samples.chart),
    topPosts: timing(samples.topPosts),
    sources: timing(samples.sources),
    whole: timing(samples.whole),
  }
}
