import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { benchExport, type ExportSummary } from './import-export'
import { startUploadsServer } from './import-images'
import { runImportProcess, type ImportProcessRun } from './import-process'
import { benchEnv, runScript } from './server'
import { IMPORT_TABLES } from '@/lib/import/tables'

/*
 * The import of a 10,000-post WordPress export with its media, as `npm run import` runs it on a
 * throwaway SQLite database seeded like a new site, its images downloaded from a local server
 * (IMPORT_PRIVATE_HOSTS names it: the importer refuses private addresses otherwise). Measured:
 * the import, then the same file again (nothing changed: nothing may be written or doubled);
 * beside them, from the same run, the dry run of the file (reading and converting every post,
 * writing nothing: the floor) and the import with `--midia manter` on a second database (every
 * post written, no image copied), so the image pipeline's share shows.
 */

export const IMPORT_POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 10_000)
const CACHE = process.env.BENCH_IMPORT_CACHE ?? path.join(os.tmpdir(), 'midiaplan-bench-import')
/** The export names its image host with this port: a free one keeps the cached file valid. */
const UPLOADS_PORT = 4817
const TABLES = IMPORT_TABLES
export type RowCounts = Record<(typeof TABLES)[number], number>

export interface RunCounts {
  post: Record<string, number>
  media: Record<string, number>
  redirect: Record<string, number>
}

export interface ImportBenchResults {
  export: Omit<ExportSummary, 'file'>
  cpus: number
  dryRun: ImportProcessRun
  keepMedia: ImportProcessRun & { counts: RunCounts | null }
  first: ImportProcessRun & { counts: RunCounts | null }
  second: ImportProcessRun & { counts: RunCounts | null }
  rows: { seeded: RowCounts; afterFirst: RowCounts; afterSecond: RowCounts }
  /** Image addresses the local server was asked for by the first and the second import. */
  served: { first: number; second: number; bytesFirst: number }
  /** Posts whose body or cover still names the old host after the import with media. */
  oldHostLeft: number
  /** The machine's 1-minute load average before and after the import with media. */
  load: { before: number; after: number }
}

function withDb<T>(dataDir: string, read: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(dataDir, 'app.db'), { readonly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

const count = (db: SQLite.Database, sql: string, ...params: unknown[]) =>
  Number((db.prepare(sql).get(...params) as { n: number }).n)

function rowCounts(dataDir: string): RowCounts {
  return withDb(
    dataDir,
    (db) =>
      Object.fromEntries(
        TABLES.map((table) => [table, count(db, `select count(*) as n from ${table}`)]),
      ) as RowCounts,
  )
}

function lastRunCounts(dataDir: string): RunCounts | null {
  const row = withDb(dataDir, (db) =>
    db
      .prepare(
        `select counts, status from import_runs where dry_run = 0 order by started_at desc limit 1`,
      )
      .get(),
  ) as { counts: string | null; status: string } | undefined
  if (!row?.counts || row.status !== 'done') return null
  return JSON.parse(row.counts) as RunCounts
}

export async function measureImport(): Promise<ImportBenchResults> {
  mkdirSync(CACHE, { recursive: true })
  const uploads = await startUploadsServer(CACHE, UPLOADS_PORT)
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'midiaplan-import-bench-')))
  try {
    console.info(`  export of ${IMPORT_POSTS} posts (cached in ${CACHE})...`)
    const { file, ...exported } = await benchExport(CACHE, IMPORT_POSTS, uploads.origin)
    const envs = dirs.map((dataDir, i): NodeJS.ProcessEnv => ({
      ...benchEnv({ port: 3900 + i, dataDir }),
      IMPORT_PRIVATE_HOSTS: '127.0.0.1',
    }))
    for (const env of envs) await runScript('scripts/db-seed.ts', env)
    const [mainDir, keepDir] = dirs as [string, string]
    const [mainEnv, keepEnv] = envs as [NodeJS.ProcessEnv, NodeJS.ProcessEnv]
    const seeded = rowCounts(mainDir)
    const step = async (label: string, args: string[], env: NodeJS.ProcessEnv, dir: string) => {
      const run = await runImportProcess([file, ...args], env)
      console.info(`  ${label}: ${run.seconds.toFixed(1)} s, peak ${run.hwmSumMiB} MiB`)
      return { ...run, counts: lastRunCounts(dir) }
    }
    const dryRun = await runImportProcess([file, '--simular'], mainEnv)
    console.info(`  dry run: ${dryRun.seconds.toFixed(1)} s, peak ${dryRun.hwmSumMiB} MiB`)
    const keepMedia = await step('import, --midia manter', ['--midia', 'manter'], keepEnv, keepDir)
    const before = uploads.served()
    const loadBefore = os.loadavg()[0] ?? 0
    const first = await step('import, --midia baixar', ['--midia', 'baixar'], mainEnv, mainDir)
    const loadAfter = os.loadavg()[0] ?? 0
    const afterFirst = rowCounts(mainDir)
    const middle = uploads.served()
    const second = await step('same file again', ['--midia', 'baixar'], mainEnv, mainDir)
    const afterSecond = rowCounts(mainDir)
    const end = uploads.served()
    const host = `%${new URL(uploads.origin).host}%`
    const oldHostLeft = withDb(mainDir, (db) =>
      count(
        db,
        'select count(*) as n from blog_posts where content like ? or cover_image like ?',
        host,
        host,
      ),
    )
    return {
      export: exported,
      cpus: os.availableParallelism(),
      dryRun,
      keepMedia,
      first,
      second,
      rows: { seeded, afterFirst, afterSecond },
      served: {
        first: middle.addresses - before.addresses,
        second: end.requests - middle.requests,
        bytesFirst: middle.bytes - before.bytes,
      },
      oldHostLeft,
      load: { before: loadBefore, after: loadAfter },
    }
  } finally {
    await uploads.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}
