import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type DatabaseTarget } from '@/server/db/connection'
import { buildIfNeeded } from '../../scripts/lib/build-cache'
import type { DashboardOutcome } from './analytics-dashboard-steps'
import { measureArticleUnderLoad } from './analytics-article'
import { measureIngestion } from './analytics-ingest'
import { lighthouseWithAndWithout, recordedLighthouse, scriptBytes } from './analytics-page'
import type { AnalyticsResults, IngestOutcome } from './analytics-report'
import { ARTICLE } from './parts'
import { adminQuery } from './pg-admin'
import { benchEnv, HOST, pickPort, reservePort, runScript, startServer } from './server'

/*
 * `BENCH_ONLY=analytics npm run bench`: on a throwaway database with 10,000 published posts,
 * the production server (src/next-adapter/serve.mjs, the bench's build) trusting one proxy hop:
 * the script's bytes and Lighthouse with and without it, ingestion at 2,000 events/s beside
 * /api/health, the article alone and under 500 events/s; the same ingestion on a throwaway
 * PostgreSQL database when DATABASE_URL is set. Then the dashboard at 10 million events on
 * SQLite and PostgreSQL (bench/analytics-dashboard.ts), on seeded databases kept between runs
 * (BENCH_ANALYTICS_CACHE, default /tmp/midiaplan-bench-analytics; on PostgreSQL the database
 * midiaplan_bench_analytics next to DATABASE_URL's): seeding takes minutes, a check seconds.
 */

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
const CACHE =
  process.env.BENCH_ANALYTICS_CACHE ?? path.join(os.tmpdir(), 'midiaplan-bench-analytics')
const PG_CACHE_DATABASE = 'midiaplan_bench_analytics'
const LIGHTHOUSE_PAGES = ['/', ARTICLE]

interface Site {
  env: NodeJS.ProcessEnv
  origin: string
  siteUrl: string
}

async function withDb<T>(
  target: DatabaseTarget,
  run: (handle: ReturnType<typeof openDatabase>) => Promise<T>,
) {
  const handle = openDatabase(target)
  try {
    return await run(handle)
  } finally {
    await handle.destroy()
  }
}

/** `bench/seed-posts.ts 10000 --published` (server.ts's runScript passes no arguments). */
function seedPublishedPosts(env: NodeJS.ProcessEnv): Promise<void> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  const args = [tsx, '--conditions=react-server', 'bench/seed-posts.ts', '10000', '--published']
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bench/seed-posts.ts exited ${code}`)),
    )
  })
}

const slugsOf = (target: DatabaseTarget) =>
  withDb(target, async ({ db }) =>
    (
      await db
        .selectFrom('blog_posts')
        .select('slug')
        .where('slug', 'like', 'escala-%')
        .orderBy('slug')
        .execute()
    ).map((row) => row.slug),
  )

const storedEvents = (target: DatabaseTarget) =>
  withDb(target, async ({ db }) => {
    const row = await db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  })

/** Ingestion (and, on SQLite, the page figures) on a server using `target`. */
async function onServer(site: Site, target: DatabaseTarget, withPageFigures: boolean) {
  await seedPublishedPosts(site.env)
  const slugs = await slugsOf(target)
  // Events for an address that is no published article are dropped when written.
  if (slugs.length < 10_000) throw new Error(`only ${slugs.length} published generated posts`)
  const server = await startServer(site.env, site.origin)
  let page = null
  let ingestion
  let article = null
  let before = 0
  try {
    if (withPageFigures) {
      console.info('Analytics: script bytes, Lighthouse with and without it...')
      page = {
        bytes: await scriptBytes(site.origin, ARTICLE),
        lighthouse: await lighthouseWithAndWithout(site.origin, LIGHTHOUSE_PAGES),
        recorded: recordedLighthouse(path.resolve('bench', 'results.json'), LIGHTHOUSE_PAGES),
      }
    }
    // The Lighthouse runs with the script sent real page views: counted apart, once written.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    before = await storedEvents(target)
    console.info(`Analytics: ingestion (${target.dialect})...`)
    ingestion = await measureIngestion(site.origin, site.siteUrl, slugs, server.process.pid)
    if (withPageFigures) {
      console.info('Analytics: the article alone and under 500 events/s...')
      article = await measureArticleUnderLoad({
        origin: site.origin,
        siteUrl: site.siteUrl,
        article: ARTICLE,
        slugs,
        serverPid: server.process.pid,
      })
    }
  } finally {
    // SIGTERM: the server writes its buffer before it exits.
    await server.stop()
  }
  const stored = await storedEvents(target)
  const outcome: IngestOutcome = {
    dialect: target.dialect,
    measured: true,
    ...ingestion,
    accepted: ingestion.accepted + (article?.accepted ?? 0),
    unanswered: ingestion.unanswered + (article?.unanswered ?? 0),
    stored: stored - before,
    storedBefore: before,
  }
  return { outcome, page, article }
}

async function dashboard(
  site: Site,
  name: string,
): Promise<DashboardOutcome | { measured: false; reason: string; dialect: string }> {
  const out = path.join(CACHE, `${name}-result.json`)
  rmSync(out, { force: true })
  const env = {
    ...site.env,
    BENCH_ANALYTICS_MANIFEST: path.join(CACHE, `${name}.json`),
    BENCH_ANALYTICS_OUT: out,
    ANALYTICS_RETENTION_DAYS: '3650',
  }
  try {
    await runScript('scripts/db-seed.ts', env)
    await seedPublishedPosts(env)
    await runScript('bench/analytics-dashboard.ts', env)
    return JSON.parse(readFileSync(out, 'utf8')) as DashboardOutcome
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { measured: false, reason, dialect: site.env.DATABASE_URL ? 'postgres' : 'sqlite' }
  }
}

export async function runAnalyticsPart(postgresUrl: string | undefined): Promise<AnalyticsResults> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'midiaplan-analytics-bench-'))
  const port = await pickPort()
  const siteUrl = `http://localhost:${port}`
  // One trusted hop: the load's X-Forwarded-For is each reader's address, as nginx sends it.
  const env = { ...benchEnv({ port, dataDir }), TRUSTED_PROXY_HOPS: '1' }
  const site = { env, origin: `http://${HOST}:${port}`, siteUrl }
  mkdirSync(path.join(CACHE, 'sqlite'), { recursive: true })
  try {
    const releasePort = await reservePort(port)
    try {
      await runScript('scripts/db-seed.ts', env)
      await buildIfNeeded(nextBin, env, siteUrl)
    } finally {
      await releasePort()
    }
    const sqlite = await onServer(
      site,
      { dialect: 'sqlite', file: path.join(dataDir, 'app.db') },
      true,
    )
    const ingestion: IngestOutcome[] = [sqlite.outcome]
    if (postgresUrl) ingestion.push(await ingestPostgres(postgresUrl, site))
    console.info('Analytics: the dashboard at 10 million events (SQLite)...')
    const dashboards = [
      await dashboard({ ...site, env: { ...env, DATA_DIR: path.join(CACHE, 'sqlite') } }, 'sqlite'),
    ]
    if (postgresUrl) {
      const url = new URL(postgresUrl)
      url.pathname = `/${PG_CACHE_DATABASE}`
      await adminQuery(postgresUrl, `create database ${PG_CACHE_DATABASE}`).catch(() => {})
      console.info(
        `Analytics: the dashboard at 10 million events (PostgreSQL, ${PG_CACHE_DATABASE})...`,
      )
      dashboards.push(
        await dashboard(
          { ...site, env: { ...env, DATABASE_URL: url.toString() } },
          `postgres-${url.host}`,
        ),
      )
    }
    return {
      date: new Date().toISOString(),
      page: sqlite.page,
      ingestion,
      article: sqlite.article,
      dashboards,
      cacheDir: CACHE,
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function ingestPostgres(baseUrl: string, site: Site): Promise<IngestOutcome> {
  const name = `midiaplan_analytics_${randomBytes(6).toString('hex')}`
  try {
    await adminQuery(baseUrl, `create database ${name}`)
  } catch (error) {
    const reason = `could not create a throwaway database: ${error instanceof Error ? error.message : error}`
    return { dialect: 'postgres', measured: false, reason }
  }
  try {
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    const env = { ...site.env, DATABASE_URL: url.toString() }
    await runScript('scripts/db-seed.ts', env)
    const { outcome } = await onServer(
      { ...site, env },
      { dialect: 'postgres', url: url.toString() },
      false,
    )
    return outcome
  } finally {
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`).catch(() => {})
  }
}
