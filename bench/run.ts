/*
 * `npm run bench`: builds if needed, seeds a throwaway database, starts the production server on
 * loopback and measures these parts, writing bench/results.json and bench/REPORT.md:
 *   lighthouse  Lighthouse mobile preset, 3 runs per public page, median scores, LCP, TBT, CLS;
 *   weight      gzipped JS, CSS and HTML bytes each public page loads in Chromium;
 *   load        `/`, `/ai-planner`, `/blog` and the article, each against a static file of the
 *               same bytes (autocannon), and the article through deploy/nginx on loopback;
 *   admin       then 10,000 generated posts are added and the admin posts list is timed
 *               (signed-in GETs: first page, search, filters, page 200), p50/p95; again on a
 *               throwaway PostgreSQL database when DATABASE_URL is set;
 *   scale       opt-in (`BENCH_ONLY=scale`, ~15 min): /blog, a category page, the article and the
 *               sitemap with the seven launch posts, with the first pages full (79 posts), then
 *               with 10,000 published posts: HTML bytes, Lighthouse performance and req/s, each
 *               within 10 % of its full-page figure;
 *   editor      the editor (/admin/posts/new and the article's /edit) until a typed key is in
 *               its document, beside the posts list, each cold (a new server and browser) and
 *               warm, median/min/max of 5 runs (BENCH_EDITOR_RUNS), with the CPU used;
 *   schedule    five drafts scheduled 20 s ahead on the running server: due time → public on
 *               the article, /blog, the sitemap and RSS (budget 60 s);
 *   history     the Histórico panel's two requests for a 3,000-word post with 200 revisions,
 *               p50/p95, on SQLite and on PostgreSQL when DATABASE_URL is set;
 *   images      an article's image bytes on a 390 px phone before and after
 *               `npm run media:variants`;
 *   cluster     opt-in (`BENCH_ONLY=cluster`, PostgreSQL, ~3 min): the article through nginx to
 *               one and to two instances, a rolling restart under load, publish → other
 *               instance;
 *   analytics   opt-in (`BENCH_ONLY=analytics`): /api/events at 2,000 events/s beside /api/health,
 *               the article alone and under 500 events/s, the script's bytes and Lighthouse with
 *               and without it, the dashboard's queries at 10 million events (SQLite, and
 *               PostgreSQL when DATABASE_URL is set): bench/lib/analytics-part.ts;
 *   migration   opt-in (`BENCH_ONLY=migration`, ~30 min): the article with 100,000 exact and
 *               500 prefix redirect rules beside a server with none, and an old address's 301
 *               answers (bench/lib/redirects-load.ts); a 10,000-post WordPress export imported
 *               with its media from a local server, its memory, the same file again, beside its
 *               dry run and its import without media (bench/lib/import-bench.ts).
 * The server's peak memory is sampled throughout. Each figure is judged against its budget; the
 * exit code is 1 when one that ran fails.
 *
 * Run some parts alone with `BENCH_ONLY=lighthouse,weight npm run bench` or
 * `npm run bench -- --only=load`; the parts not run keep their figures from the previous
 * bench/results.json. `BENCH_LIGHTHOUSE_DIR=dir` keeps each full Lighthouse report (JSON);
 * `BENCH_LOAD_SECONDS=3` shortens load rounds while developing the bench.
 * A public page that does not answer 200 yet is reported as "not built yet", not failed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '../scripts/lib/build-cache'
import { adminListChecks } from './lib/admin-list'
import { runAdminPostgres, runAdminSqlite } from './lib/admin-part'
import { runLighthousePart, runWeightPart } from './lib/browser-parts'
import { removeStaticCopies, runLoadPart } from './lib/load-part'
import { historyChecks, historySection, previousPart, scheduleChecks } from './lib/editorial-report'
import { runHistoryBench, type HistoryBenchResults } from './lib/history-bench'
import {
  imageBytesChecks,
  imageBytesSection,
  runImageBytesPart,
  type ImageBytesPart,
} from './lib/image-bytes-part'
import { runClusterPart } from './lib/cluster-part'
import { runAnalyticsPart } from './lib/analytics-part'
import { analyticsChecks, analyticsSection, type AnalyticsResults } from './lib/analytics-report'
import { clusterChecks, clusterSection, type ClusterResults } from './lib/cluster-report'
import { migrationChecks, migrationSection, type MigrationResults } from './lib/migration-report'
import { measureImport } from './lib/import-bench'
import { measureRedirectLoad } from './lib/redirects-load'
import { runScalePart } from './lib/scale-part'
import { previousScale, scaleChecks, scaleSection, type ScaleResults } from './lib/scale-report'
import { startMemorySampler, type MemoryPeak } from './lib/memory'
import { runEditorPart } from './lib/editor-part'
import { editorReadyChecks, editorReadySection, type EditorReadyResults } from './lib/editor-report'
import {
  ARTICLE,
  LOAD_PAGES,
  lighthousePages,
  PARTS,
  SCALE_PAGES,
  selectedParts,
  type Part,
} from './lib/parts'
import { loadChecks, machine, writeFiles } from './lib/report'
import { lighthouseChecks, weightChecks, type Check } from './lib/report-browser'
import { postgresChecks, previousResults, reportMarkdown, type AllResults } from './lib/results'
import {
  measureScheduleLatency,
  scheduleLatencySection,
  type ScheduleLatencyResults,
} from './lib/schedule-latency'
import { benchEnv, HOST, pickPort, reservePort, runScript, startServer } from './lib/server'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const publicDir = path.join(root, 'public')
const jsonPath = path.join(root, 'bench', 'results.json')
const mdPath = path.join(root, 'bench', 'REPORT.md')
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'midiaplan-bench-'))
function cleanUp(): void {
  removeStaticCopies(publicDir)
  rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })

const durations: Record<string, number> = {}
/** Runs one step and records its wall time: the whole bench must stay under 15 minutes. */
async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await step()
  } finally {
    durations[name] = Math.round((performance.now() - started) / 1000)
    console.info(`(${name}: ${durations[name]} s)`)
  }
}

async function main(): Promise<boolean> {
  const parts = selectedParts()
  // A leftover from an interrupted run would change the build's source hash.
  removeStaticCopies(publicDir)
  const port = await pickPort()
  const releasePort = await reservePort(port)
  const siteUrl = `http://localhost:${port}`
  const origin = `http://${HOST}:${port}`
  const postgresUrl = process.env.DATABASE_URL
  const env = benchEnv({ port, dataDir })
  console.info(`Seeding ${dataDir} and building if needed...`)
  try {
    await timed('seed', async () => {
      await runScript('scripts/db-seed.ts', env)
      await runScript('bench/seed-plan.ts', env)
    })
    await timed('build', () => buildIfNeeded(nextBin, env, siteUrl))
  } finally {
    await releasePort()
  }

  const previous = previousResults(jsonPath)
  const holder = { server: await startServer(env, origin) }
  const sampler = startMemorySampler(() => holder.server.process.pid)
  let lighthouse = previous.lighthouse ?? null
  let pageWeight = previous.pageWeight ?? null
  let loadTest = previous.loadTest ?? null
  let adminList = previous.adminList ?? null
  let adminListPostgres = previous.adminListPostgres ?? null
  let scale: ScaleResults | null = previousScale(jsonPath)
  let schedule = previousPart<ScheduleLatencyResults>(jsonPath, 'schedule')
  let history = previousPart<HistoryBenchResults>(jsonPath, 'history')
  let imageBytes = previousPart<ImageBytesPart>(jsonPath, 'imageBytes')
  let cluster = previousPart<ClusterResults>(jsonPath, 'cluster')
  let editorReady = previousPart<EditorReadyResults>(jsonPath, 'editorReady')
  let analytics = previousPart<AnalyticsResults>(jsonPath, 'analytics')
  let migration = previousPart<MigrationResults>(jsonPath, 'migration')
  const serverMemory = { sqlite: null as MemoryPeak | null, postgres: null as MemoryPeak | null }
  const site = { env, origin, siteUrl }
  let stopped = false
  const stopMainServer = async () => {
    if (stopped) return
    stopped = true
    sampler.sample()
    serverMemory.sqlite = sampler.stop()
    await holder.server.stop()
  }
  try {
    // The browser parts first: the load test restarts the server and heats the machine.
    if (parts.has('lighthouse'))
      lighthouse = await timed('lighthouse', () => runLighthousePart(siteUrl, lighthouse))
    if (parts.has('weight')) pageWeight = await timed('weight', () => runWeightPart(siteUrl))
    if (parts.has('load'))
      loadTest = await timed('load', () =>
        runLoadPart({ root, env, origin, holder, pages: LOAD_PAGES, article: ARTICLE }),
      )
    // Before admin, whose 10,000 mixed posts would change the seven-post figures.
    if (parts.has('scale')) scale = await timed('scale', () => runScalePart(site, SCALE_PAGES))
    // Publishes five posts: after the parts that count the seven launch posts.
    if (parts.has('schedule'))
      schedule = await timed('schedule', () => measureScheduleLatency(site, { samples: 5 }))
    if (parts.has('admin')) {
      adminList = await timed('admin (SQLite)', () => runAdminSqlite(site))
      // Seeded while the SQLite server still holds the port, then served on it: one at a time.
      adminListPostgres = postgresUrl
        ? await timed('admin (PostgreSQL)', () =>
            runAdminPostgres(postgresUrl, site, stopMainServer),
          )
        : null
      if (adminListPostgres?.measured) serverMemory.postgres = adminListPostgres.memory
    }
  } finally {
    await stopMainServer()
  }
  // Its own servers on the bench's database and port (the same build), one per open.
  if (parts.has('editor'))
    editorReady = await timed('editor', () => runEditorPart(site, ARTICLE.split('/').at(-1) ?? ''))
  // Each on its own throwaway database and server (same port, so the same build).
  if (parts.has('history'))
    history = await timed('history', () => runHistoryBench({ runs: 200, postgresUrl }))
  if (parts.has('images')) imageBytes = await timed('images', () => runImageBytesPart())
  // Its own instances on PostgreSQL, on other ports, once the main server is stopped.
  if (parts.has('cluster')) cluster = await timed('cluster', () => runClusterPart({ root, env }))
  // Its own databases and servers (same port and build), the seeded ones kept between runs.
  if (parts.has('analytics'))
    analytics = await timed('analytics', () => runAnalyticsPart(postgresUrl))
  // Two servers of its own on throwaway databases (the same build), then imports on two more.
  if (parts.has('migration'))
    migration = await timed('migration', async () => ({
      date: new Date().toISOString(),
      redirects: await measureRedirectLoad(),
      import: await measureImport(),
    }))

  // Every check, and the ones of the parts this run measured (kept figures are only reported).
  const partChecks: Record<Part, Check[]> = {
    lighthouse: lighthouse ? lighthouseChecks(lighthouse) : [],
    weight: pageWeight ? weightChecks(pageWeight) : [],
    load: loadTest ? loadChecks(loadTest) : [],
    scale: scale ? scaleChecks(scale) : [],
    schedule: schedule ? scheduleChecks(schedule) : [],
    history: history ? historyChecks(history) : [],
    images: imageBytes ? imageBytesChecks(imageBytes) : [],
    cluster: cluster ? clusterChecks(cluster) : [],
    admin: [...(adminList ? adminListChecks(adminList) : []), ...postgresChecks(adminListPostgres)],
    editor: editorReady ? editorReadyChecks(editorReady) : [],
    analytics: analytics ? analyticsChecks(analytics) : [],
    migration: migration ? migrationChecks(migration) : [],
  }
  const checks = PARTS.flatMap((part) => partChecks[part])
  const notBuilt = [
    ...new Set(
      [...(lighthouse?.pages ?? []), ...(pageWeight?.pages ?? [])]
        .filter((p) => !p.built)
        .map((p) => p.path),
    ),
  ]
  const results: AllResults & {
    scale: ScaleResults | null
    schedule: ScheduleLatencyResults | null
    history: HistoryBenchResults | null
    imageBytes: ImageBytesPart | null
    cluster: ClusterResults | null
    editorReady: EditorReadyResults | null
    analytics: AnalyticsResults | null
    migration: MigrationResults | null
  } = {
    date: new Date().toISOString(),
    ...machine(),
    loadTest,
    lighthouse,
    pageWeight,
    adminList,
    adminListPostgres,
    serverMemory,
    scale,
    schedule,
    history,
    imageBytes,
    cluster,
    editorReady,
    analytics,
    migration,
    durationsSeconds: { ...durations, total: Math.round(performance.now() / 1000) },
    pass: checks.every((c) => c.pass),
  }
  const markdown = [
    ...reportMarkdown(results, [...parts], checks, notBuilt),
    ...(editorReady ? editorReadySection(editorReady) : []),
    ...(scale ? scaleSection(scale) : []),
    ...(schedule ? scheduleLatencySection(schedule) : []),
    ...(history ? historySection(history) : []),
    ...(imageBytes ? imageBytesSection(imageBytes) : []),
    ...(cluster ? clusterSection(cluster) : []),
    ...(analytics ? analyticsSection(analytics) : []),
    ...(migration ? migrationSection(migration) : []),
  ]
  await writeFiles(results, markdown, jsonPath, mdPath)
  for (const check of checks.filter((c) => !c.pass))
    console.warn(`FAIL ${check.page} ${check.figure}: ${check.value} (budget ${check.budget})`)
  console.info(`Overall ${results.pass ? 'PASS' : 'FAIL'}. See bench/REPORT.md.`)
  // The exit code judges what this run measured (kept Lighthouse pages are only reported).
  const audited = new Set<string>(lighthousePages())
  return [...parts]
    .flatMap((part) =>
      part === 'lighthouse'
        ? partChecks.lighthouse.filter((c) => audited.has(c.page))
        : partChecks[part],
    )
    .every((c) => c.pass)
}

try {
  const pass = await main()
  process.exitCode = pass ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  cleanUp()
}
