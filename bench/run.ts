/*
 * `npm run bench`: builds if needed, seeds a throwaway database, starts the production server on
 * loopback and measures three parts, writing bench/results.json and bench/REPORT.md:
 *   lighthouse  Lighthouse mobile preset, 3 runs per public page, median scores, LCP, TBT, CLS;
 *   weight      gzipped JS, CSS and HTML bytes each public page loads in Chromium;
 *   load        the article page against a static file of the same bytes (autocannon), with
 *               the production server's micro-cache on and, for the record, off;
 *   admin       then 10,000 generated posts are added and the admin posts list is timed
 *               (signed-in GETs: first page, search, filters, page 200), p50/p95.
 * Each figure is judged against its budget; the exit code is 1 when one that ran fails.
 *
 * Run some parts alone with `BENCH_ONLY=lighthouse,weight npm run bench` or
 * `npm run bench -- --only=load`; the parts not run keep their figures from the previous
 * bench/results.json. `BENCH_LIGHTHOUSE_DIR=dir` keeps each full Lighthouse report (JSON).
 * A public page that does not answer 200 yet is reported as "not built yet", not failed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '../scripts/lib/build-cache'
import {
  adminListChecks,
  adminListSection,
  measureAdminList,
  signIn,
  type AdminListResults,
} from './lib/admin-list'
import { LIGHTHOUSE_RUNS, runLighthouse } from './lib/lighthouse'
import { measure, warm } from './lib/load'
import { measurePageWeight } from './lib/page-weight'
import { loadSection, machine, summarize, writeFiles, type LoadResults } from './lib/report'
import {
  checksSection,
  lighthouseChecks,
  lighthouseSection,
  weightChecks,
  weightSection,
  type LighthouseResults,
  type WeightResults,
} from './lib/report-browser'
import { HOST, pickPort, runScript, startServer, type RunningServer } from './lib/server'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const ARTICLE = '/blog/post/planejamento-de-midia-guia-definitivo'
// Every public page of the site (issues 4 and 6: each has the same Lighthouse and JS budget).
const PUBLIC_PAGES = [
  '/',
  '/ai-planner',
  '/planejamento-de-midia',
  '/parceiros',
  '/obrigado',
  '/politica-privacidade',
  '/termos-uso',
  '/blog',
  '/blog/categoria/martech',
  ARTICLE,
] as const
const STATIC_NAME = 'bench-static.html'
const staticFile = path.join(root, 'public', STATIC_NAME)
const jsonPath = path.join(root, 'bench', 'results.json')
const mdPath = path.join(root, 'bench', 'REPORT.md')
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

const PARTS = ['lighthouse', 'weight', 'load', 'admin'] as const
const GENERATED_POSTS = 10_000
type Part = (typeof PARTS)[number]

function selectedParts(): Set<Part> {
  const flag = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
  const raw = flag ?? process.env.BENCH_ONLY
  if (!raw) return new Set(PARTS)
  const names = raw.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !PARTS.includes(name as Part))
  if (unknown.length) throw new Error(`unknown bench part ${unknown.join(', ')}: use ${PARTS}`)
  return new Set(names as Part[])
}

interface AllResults {
  date: string
  machine: string
  node: string
  loadTest: LoadResults | null
  lighthouse: LighthouseResults | null
  pageWeight: WeightResults | null
  adminList?: AdminListResults | null
  pass: boolean
}

/** The previous figures, so a partial run keeps the parts it did not measure. */
function previousResults(): Partial<AllResults> {
  if (!existsSync(jsonPath)) return {}
  const previous = JSON.parse(readFileSync(jsonPath, 'utf8')) as Record<string, unknown>
  // Before the browser parts, results.json was the load test alone.
  if ('page' in previous && 'static' in previous) return { loadTest: previous as never }
  return previous as Partial<AllResults>
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'midiaplan-bench-'))
function cleanUp(): void {
  rmSync(staticFile, { force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })

/** The article against a static copy of its bytes; may restart the server to serve the copy. */
async function runLoadTest(
  env: NodeJS.ProcessEnv,
  origin: string,
  holder: { server: RunningServer },
): Promise<LoadResults> {
  const probe = await fetch(`${origin}${ARTICLE}`, { redirect: 'manual' })
  const pagePath = probe.ok ? ARTICLE : '/'
  const note = probe.ok
    ? null
    : `${ARTICLE} answered ${probe.status}${probe.headers.get('location') ? ` → ${probe.headers.get('location')}` : ''}: the article page is not built yet, so / was measured instead.`
  await probe.arrayBuffer()
  if (note) console.warn(note)
  const html = Buffer.from(await (await fetch(`${origin}${pagePath}`)).arrayBuffer())
  // The page's own bytes: same size and same compressibility, so only the serving differs.
  writeFileSync(staticFile, html)
  const staticPath = `/${STATIC_NAME}`
  // Next lists public/ when it starts; a file written later needs a restart to be served.
  if ((await fetch(`${origin}${staticPath}`, { method: 'HEAD' })).status !== 200) {
    await holder.server.stop()
    holder.server = await startServer(env, origin)
  }
  const servedStatic = await fetch(`${origin}${staticPath}`)
  if (servedStatic.status !== 200) throw new Error(`${staticPath} answered ${servedStatic.status}`)
  await servedStatic.arrayBuffer()

  // Same build and database, micro-cache off: what Next's own cache gives, for the report.
  const plainPort = await pickPort()
  const plainOrigin = `http://${HOST}:${plainPort}`
  const plain = await startServer(
    { ...env, PORT: String(plainPort), MICRO_CACHE_TTL_SECONDS: '0' },
    plainOrigin,
  )
  try {
    console.info('Warming up...')
    await warm(`${origin}${pagePath}`)
    await warm(`${plainOrigin}${pagePath}`)
    await warm(`${origin}${staticPath}`)
    console.info('Measuring...')
    const loadBefore = os.loadavg()[0] ?? 0
    const [page, pageNextOnly, fileResult] = await measure([
      { origin, path: pagePath, bytes: html.length },
      { origin: plainOrigin, path: pagePath, bytes: html.length },
      { origin, path: staticPath, bytes: html.length },
    ])
    if (!page || !pageNextOnly || !fileResult) throw new Error('measure returned no result')
    return report(page, pageNextOnly, fileResult, note, holder.server.peakRssMiB(), loadBefore)
  } finally {
    await plain.stop()
  }
}

function report(...args: Parameters<typeof summarize>): LoadResults {
  const results = summarize(...args)
  const { page, static: fileResult } = results
  console.info(
    `page ${page.requestsPerSecond} req/s, static ${fileResult.requestsPerSecond} req/s, ` +
      `ratio ${(results.ratio * 100).toFixed(1)} %: ${results.budget.pass ? 'PASS' : 'FAIL'}; ` +
      `server peak RSS ${results.serverPeakRssMiB ?? 'n/a'} MiB.`,
  )
  return results
}

const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100

async function runLighthousePart(siteUrl: string): Promise<LighthouseResults> {
  console.info(`Lighthouse, ${LIGHTHOUSE_RUNS} runs per page (load average ${loadAverage()})...`)
  const before = loadAverage()
  const pages = await runLighthouse(siteUrl, PUBLIC_PAGES)
  return {
    date: new Date().toISOString(),
    loadAverage: { before, after: loadAverage() },
    runs: LIGHTHOUSE_RUNS,
    pages,
  }
}

async function runWeightPart(siteUrl: string): Promise<WeightResults> {
  console.info('Page weight...')
  return { date: new Date().toISOString(), pages: await measurePageWeight(siteUrl, PUBLIC_PAGES) }
}

/** Last: the generated posts would change the public pages the other parts measure. */
async function runAdminPart(
  env: NodeJS.ProcessEnv,
  origin: string,
  siteUrl: string,
): Promise<AdminListResults> {
  console.info(`Adding ${GENERATED_POSTS} generated posts, then timing the admin list...`)
  await runScript('bench/seed-posts.ts', env)
  const cookie = await signIn(origin, siteUrl, {
    email: env.ADMIN_EMAIL ?? '',
    password: env.ADMIN_PASSWORD ?? '',
  })
  return {
    date: new Date().toISOString(),
    dialect: 'sqlite',
    posts: GENERATED_POSTS + 7,
    scenarios: await measureAdminList(origin, cookie),
  }
}

async function main(): Promise<boolean> {
  const parts = selectedParts()
  // A leftover from an interrupted run would change the build's source hash.
  rmSync(staticFile, { force: true })
  const port = await pickPort()
  const siteUrl = `http://localhost:${port}`
  const origin = `http://${HOST}:${port}`
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME_BIND: HOST,
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    ADMIN_EMAIL: 'bench@exemplo.com.br',
    ADMIN_PASSWORD: 'Bench@Senha2026!',
  }
  console.info(`Seeding ${dataDir} and building if needed...`)
  await runScript('scripts/db-seed.ts', env)
  await buildIfNeeded(nextBin, env, siteUrl)

  const previous = previousResults()
  const holder = { server: await startServer(env, origin) }
  let lighthouse = previous.lighthouse ?? null
  let pageWeight = previous.pageWeight ?? null
  let loadTest = previous.loadTest ?? null
  let adminList = previous.adminList ?? null
  try {
    // The browser parts first: the load test may restart the server and heats the machine.
    if (parts.has('lighthouse')) lighthouse = await runLighthousePart(siteUrl)
    if (parts.has('weight')) pageWeight = await runWeightPart(siteUrl)
    if (parts.has('load')) loadTest = await runLoadTest(env, origin, holder)
    if (parts.has('admin')) adminList = await runAdminPart(env, origin, siteUrl)
  } finally {
    await holder.server.stop()
  }

  const checks = [
    ...(lighthouse ? lighthouseChecks(lighthouse) : []),
    ...(pageWeight ? weightChecks(pageWeight) : []),
  ]
  const notBuilt = [
    ...new Set(
      [...(lighthouse?.pages ?? []), ...(pageWeight?.pages ?? [])]
        .filter((p) => !p.built)
        .map((p) => p.path),
    ),
  ]
  const adminChecks = adminList ? adminListChecks(adminList) : []
  const browserPass = checks.every((c) => c.pass) && adminChecks.every((c) => c.pass)
  const results: AllResults = {
    date: new Date().toISOString(),
    ...machine(),
    loadTest,
    lighthouse,
    pageWeight,
    adminList,
    pass: browserPass && (loadTest?.budget.pass ?? true),
  }
  const markdown = [
    '# Benchmark',
    '',
    `Run \`npm run bench\` (parts alone: \`BENCH_ONLY=lighthouse|weight|load\`). Report written` +
      ` ${results.date} on ${results.machine}, Node ${results.node}; each part gives its own date.` +
      ` This run measured: ${[...parts].join(', ')}.`,
    '',
    `**Overall: ${results.pass ? 'PASS' : 'FAIL'}**`,
    '',
    ...checksSection([...checks, ...adminChecks], notBuilt),
    ...(lighthouse ? lighthouseSection(lighthouse) : []),
    ...(pageWeight ? weightSection(pageWeight) : []),
    ...(loadTest ? loadSection(loadTest) : []),
    ...(adminList ? adminListSection(adminList) : []),
  ]
  await writeFiles(results, markdown, jsonPath, mdPath)
  for (const check of checks.filter((c) => !c.pass))
    console.warn(`FAIL ${check.page} ${check.figure}: ${check.value} (budget ${check.budget})`)
  console.info(`Overall ${results.pass ? 'PASS' : 'FAIL'}. See bench/REPORT.md.`)
  // The exit code judges what this run measured; kept figures are only reported.
  const ranPass =
    (!parts.has('lighthouse') && !parts.has('weight')) ||
    [
      ...(parts.has('lighthouse') && lighthouse ? lighthouseChecks(lighthouse) : []),
      ...(parts.has('weight') && pageWeight ? weightChecks(pageWeight) : []),
    ].every((c) => c.pass)
  const adminPass = !parts.has('admin') || adminChecks.every((c) => c.pass)
  return ranPass && adminPass && (!parts.has('load') || (loadTest?.budget.pass ?? false))
}

try {
  const pass = await main()
  process.exitCode = pass ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  cleanUp()
  if (existsSync(staticFile)) console.error(`could not remove ${staticFile}`)
}
