/*
 * The analytics part's dashboard figures (bench/lib/analytics-part.ts runs it): `tsx
 * --conditions=react-server bench/analytics-dashboard.ts` with the app's environment pointing
 * at a database db-seed and `bench/seed-posts.ts 10000 --published` prepared (DATA_DIR or
 * DATABASE_URL), BENCH_ANALYTICS_MANIFEST (the seed's record, kept beside the database) and
 * BENCH_ANALYTICS_OUT (where the figures go, JSON).
 * Seeds 10 million events unless the database still holds the ones its manifest describes
 * (same generator, same posts, same content), rolls up the closed days when the rollup code
 * changed since, then times the 30-day KPIs, chart, top posts and sources, interleaved, p95.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { resolvePeriod } from '@/lib/analytics/dashboard'
import { getDatabase } from '@/server/db'
import { getEnv } from '@/server/env'
import { dashboardQueries, rollUpClosedDays } from './lib/analytics-adapter'
import {
  dashboardTimings,
  databaseSize,
  readManifest,
  rollupHash,
  seedVersion,
  type DashboardOutcome,
  type SeedManifest,
} from './lib/analytics-dashboard-steps'
import { fingerprint, seedEvents, type SeedTarget } from './lib/analytics-seed-write'
import { SEED_EVENTS } from './lib/analytics-seed-data'

const root = path.resolve(import.meta.dirname, '..')
const manifestPath = process.env.BENCH_ANALYTICS_MANIFEST ?? ''
const outPath = process.env.BENCH_ANALYTICS_OUT ?? ''
const runs = Math.max(30, Number(process.env.BENCH_ANALYTICS_RUNS) || 30)
const env = getEnv()
const target: SeedTarget = env.DATABASE_URL
  ? { dialect: 'postgres', url: env.DATABASE_URL }
  : { dialect: 'sqlite', file: env.SQLITE_PATH }

async function main(): Promise<DashboardOutcome> {
  const { db } = getDatabase()
  const posts = await db
    .selectFrom('blog_posts')
    .select(['id', 'slug'])
    .where('slug', 'like', 'escala-%')
    .where('status', '=', 'published')
    .orderBy('slug')
    .execute()
  if (posts.length < 10_000)
    throw new Error(`only ${posts.length} generated posts: seed them first`)
  const version = seedVersion(root, posts)
  let manifest = readManifest(manifestPath)
  const checkStarted = performance.now()
  const found = manifest?.version === version ? await fingerprint(target) : null
  const reused = manifest !== null && JSON.stringify(found) === JSON.stringify(manifest.fingerprint)
  const checkSeconds = (performance.now() - checkStarted) / 1000
  if (!manifest || !reused) {
    const nowMs = Date.now()
    console.info(`Seeding ${SEED_EVENTS.toLocaleString('en')} events (${target.dialect})...`)
    const started = performance.now()
    let shown = 0
    await seedEvents(target, posts, nowMs, (done) => {
      if (done - shown < 1_000_000) return
      shown = done
      console.info(`  ${(done / 1e6).toFixed(1)} M events...`)
    })
    const seedSeconds = (performance.now() - started) / 1000
    manifest = { version, nowMs, seedSeconds, fingerprint: await fingerprint(target), rollup: null }
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2))
  }
  const seeded: SeedManifest = manifest
  const size = await databaseSize(target)
  const base = {
    dialect: target.dialect,
    events: seeded.fingerprint.events,
    seedNowMs: seeded.nowMs,
    seedSeconds: Math.round(seeded.seedSeconds),
    reused,
    checkSeconds: Math.round(checkSeconds * 10) / 10,
    size,
  }
  const hash = rollupHash(root)
  if (seeded.rollup?.hash !== hash) {
    console.info(`Rolling up the closed days (${target.dialect})...`)
    await db.deleteFrom('analytics_daily').execute()
    await db.deleteFrom('analytics_hourly').execute()
    await db.deleteFrom('analytics_rollup_days').execute()
    const started = performance.now()
    await rollUpClosedDays(db, seeded.nowMs)
    const days = await db
      .selectFrom('analytics_rollup_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    seeded.rollup = {
      hash,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      days: Number(days?.n ?? 0),
    }
    writeFileSync(manifestPath, JSON.stringify(seeded, null, 2))
  }
  const period = resolvePeriod('30d', seeded.nowMs)
  const timings = await dashboardTimings(dashboardQueries(db, period, seeded.nowMs), runs)
  return { ...base, measured: true, rollup: seeded.rollup, runs, timings }
}

try {
  const outcome = await main()
  writeFileSync(outPath, JSON.stringify(outcome, null, 2))
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await getDatabase().destroy()
}
