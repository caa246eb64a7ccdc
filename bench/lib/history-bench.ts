import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { diffRevision, type FieldNames } from '@/lib/revision-diff'
import type { DialectName } from '@/server/db/connection'
import type { HistoryEntry, RevisionDetail } from '@/server/history/queries'
import { buildIfNeeded } from '../../scripts/lib/build-cache'
import { signIn } from './admin-list'
import { REVISIONS, WORDS, seedHistory, type HistorySeed } from './history-seed'
import { benchEnv, HOST, pickPort, reservePort, runScript, startServer } from './server'
import { adminQuery } from './pg-admin'

/*
 * The budget: "the history of a 3,000-word post with 200 revisions loads in under 200 ms
 * p95". Timed as the editor waits for it: a signed-in client sends the Histórico panel's own
 * requests to the production server (built into .next-bench, as `npm run bench` does), one at a
 * time, each until its JSON body is read and parsed:
 * - list: GET /api/posts/:id/revisions (the 200 entries, no bodies; it also prunes autosaves);
 * - revision: GET /api/posts/:id/revisions/:revisionId, cycling through the history.
 * Those two requests are judged against the budget. The diff the panel then computes in the
 * browser against the editor's document is timed too (the same code, here in Node, in this
 * client's process) and reported, not judged: it is the browser's CPU, not the server's.
 * On a throwaway SQLite database, then on a throwaway database of `postgresUrl`'s server when
 * given (dropped afterwards; the database the URL names is never written to).
 */

export const HISTORY_BUDGET_MS = 200
const WARMUP = 10
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

export interface Timing {
  p50: number
  p95: number
  max: number
}

export interface HistoryDialectResult {
  dialect: DialectName
  measured: true
  runs: number
  words: number
  /** Entries the list route answered (must be 200). */
  revisions: number
  listBytes: number
  list: Timing
  /** One revision's request, to the last byte of its JSON. */
  revision: Timing
  /** The panel's diff of that revision against the editor's document, alone (reported). */
  diff: Timing
  /** The request plus the diff: opening a revision as the editor sees it (reported). */
  revisionDiff: Timing
  pass: boolean
}

export type HistoryDialectOutcome =
  HistoryDialectResult | { dialect: DialectName; measured: false; reason: string }

export interface HistoryBenchResults {
  date: string
  budgetMs: number
  results: HistoryDialectOutcome[]
  pass: boolean
}

/** Nearest-rank percentile, in milliseconds with one decimal. */
function percentile(sorted: number[], p: number): number {
  const index = Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round((sorted[index] ?? 0) * 10) / 10
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: percentile(sorted, 100) }
}

async function getJson<T>(url: string, cookie: string): Promise<{ body: T; bytes: number }> {
  const response = await fetch(url, {
    headers: { cookie, accept: 'application/json' },
    redirect: 'manual',
  })
  const text = await response.text()
  // A lost session or a missing post answers fast: never time that as the history.
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`)
  return { body: JSON.parse(text) as T, bytes: Buffer.byteLength(text) }
}

const NAMES: FieldNames = { category: () => 'Categoria', status: (status) => status }

interface Site {
  env: NodeJS.ProcessEnv
  origin: string
  siteUrl: string
}

async function measure(
  site: Site,
  seed: HistorySeed,
  dialect: DialectName,
  runs: number,
): Promise<HistoryDialectResult> {
  const cookie = await signIn(site.origin, site.siteUrl, {
    email: site.env.ADMIN_EMAIL ?? '',
    password: site.env.ADMIN_PASSWORD ?? '',
  })
  const listUrl = `${site.origin}/api/posts/${seed.postId}/revisions`
  type List = { revisions: HistoryEntry[] }
  const first = await getJson<List>(listUrl, cookie)
  const entries = first.body.revisions
  if (entries.length !== REVISIONS)
    throw new Error(`the list showed ${entries.length} revisions, not ${REVISIONS}`)
  const current = { ...seed.current, status: 'published' as const }
  const open = async (index: number) => {
    const entry = entries[(index * 7) % entries.length]!
    const started = performance.now()
    const { body } = await getJson<{ revision: RevisionDetail }>(`${listUrl}/${entry.id}`, cookie)
    const fetched = performance.now()
    const { document, status } = body.revision
    diffRevision({ ...document, status }, current, NAMES)
    const ended = performance.now()
    return { fetchMs: fetched - started, diffMs: ended - fetched, totalMs: ended - started }
  }
  for (let i = 0; i < WARMUP; i++) {
    await getJson<List>(listUrl, cookie)
    await open(i)
  }
  const list: number[] = []
  const revision: number[] = []
  const diff: number[] = []
  const revisionDiff: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const { body } = await getJson<List>(listUrl, cookie)
    list.push(performance.now() - started)
    if (body.revisions.length !== REVISIONS) throw new Error('the list lost revisions')
    const opened = await open(run)
    revision.push(opened.fetchMs)
    diff.push(opened.diffMs)
    revisionDiff.push(opened.totalMs)
  }
  const result = {
    dialect,
    measured: true as const,
    runs,
    words: WORDS,
    revisions: entries.length,
    listBytes: first.bytes,
    list: timing(list),
    revision: timing(revision),
    diff: timing(diff),
    revisionDiff: timing(revisionDiff),
  }
  const pass = result.list.p95 < HISTORY_BUDGET_MS && result.revision.p95 < HISTORY_BUDGET_MS
  return { ...result, pass }
}

/** On a database db-seed has set up: adds the history, serves it on `site`'s port, measures. */
async function onServer(
  site: Site,
  dialect: DialectName,
  runs: number,
  seedTarget: Parameters<typeof seedHistory>[0],
): Promise<HistoryDialectResult> {
  const seed = await seedHistory(seedTarget, site.env.ADMIN_EMAIL ?? '')
  const server = await startServer(site.env, site.origin)
  try {
    return await measure(site, seed, dialect, runs)
  } finally {
    await server.stop()
  }
}

async function onPostgres(baseUrl: string, site: Site, runs: number) {
  const name = `midiaplan_history_${randomBytes(6).toString('hex')}`
  try {
    await adminQuery(baseUrl, `create database ${name}`)
  } catch (error) {
    const reason = `could not create a throwaway database: ${error instanceof Error ? error.message : String(error)}`
    return { dialect: 'postgres' as const, measured: false as const, reason }
  }
  try {
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    const env = { ...site.env, DATABASE_URL: url.toString() }
    await runScript('scripts/db-seed.ts', env)
    return await onServer({ ...site, env }, 'postgres', runs, {
      dialect: 'postgres',
      url: url.toString(),
    })
  } finally {
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`).catch((error) =>
      console.warn(`could not drop ${name}: ${error instanceof Error ? error.message : error}`),
    )
  }
}

/** Builds if needed, then SQLite always; PostgreSQL too when `postgresUrl` is given. */
export async function runHistoryBench(
  options: { runs?: number; postgresUrl?: string } = {},
): Promise<HistoryBenchResults> {
  const runs = Math.max(50, options.runs ?? 200)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'midiaplan-history-bench-'))
  const port = await pickPort()
  const siteUrl = `http://localhost:${port}`
  // The SQLite part must not reach a DATABASE_URL the caller's shell has set.
  const env = benchEnv({ port, dataDir })
  const site = { env, origin: `http://${HOST}:${port}`, siteUrl }
  try {
    // The build is made for this port (SITE_URL): hold it so nobody takes it meanwhile. It
    // prerenders from the database, so that is seeded first, as bench/run.ts does.
    const releasePort = await reservePort(port)
    try {
      await runScript('scripts/db-seed.ts', env)
      await buildIfNeeded(nextBin, env, siteUrl)
    } finally {
      await releasePort()
    }
    const results: HistoryDialectOutcome[] = [
      await onServer(site, 'sqlite', runs, {
        dialect: 'sqlite',
        file: path.join(dataDir, 'app.db'),
      }),
    ]
    if (options.postgresUrl) results.push(await onPostgres(options.postgresUrl, site, runs))
    return {
      date: new Date().toISOString(),
      budgetMs: HISTORY_BUDGET_MS,
      results,
      pass: results.every((result) => !result.measured || result.pass),
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
