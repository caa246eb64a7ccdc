import 'server-only'
import type { Selectable } from 'kysely'
import type { ImportSource } from '@/lib/import/types'
import type { ImportMediaMode, ImportPhase } from '@/lib/validations/import'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import type { ImportRunTable } from '../db/types'
import type { CountKind, ImportReport, KindCounts, NotImported, ReportPost } from './report'
import { STALE_RUN_MS } from './runs'

/*
 * What the "Importar" screen reads: a run's state while it goes (polled), the latest runs, and
 * a run's whole report for download. Admins only, like the screen.
 */

/** "interrupted": a run the server stopped in the middle (it can be run again). */
export type RunState = 'running' | 'done' | 'failed' | 'interrupted'

/** The posts the screen lists; the downloadable report has them all. */
export const SCREEN_POSTS = 200

export interface ReportSummary {
  posts: ReportPost[]
  /** Posts with warnings (or, in a dry run, all posts) beyond those listed. */
  morePosts: number
  totalPosts: number
  notImported: NotImported[]
  notes: string[]
}

export interface ImportRunView {
  id: string
  fileName: string
  source: ImportSource | null
  media: ImportMediaMode
  dryRun: boolean
  state: RunState
  phase: ImportPhase
  processed: number
  total: number | null
  progress: number
  counts: Record<CountKind, KindCounts> | null
  error: string | null
  startedAt: string
  endedAt: string | null
  summary: ReportSummary | null
}

function parse<T>(json: string | null): T | null {
  if (!json) return null
  try {
    return JSON.parse(json) as T
  } catch {
    return null
  }
}

function summaryOf(report: ImportReport | null): ReportSummary | null {
  if (!report) return null
  const listed = report.posts.filter((post) => report.dryRun || post.warnings.length > 0)
  return {
    posts: listed.slice(0, SCREEN_POSTS),
    morePosts: Math.max(0, listed.length - SCREEN_POSTS),
    totalPosts: report.posts.length,
    notImported: report.notImported,
    notes: report.notes.slice(0, 50),
  }
}

const COLUMNS = [
  'id',
  'file_name',
  'source',
  'media_mode',
  'dry_run',
  'status',
  'phase',
  'processed',
  'total',
  'progress',
  'counts',
  'error',
  'started_at',
  'updated_at',
  'ended_at',
] as const

type Row = Pick<Selectable<ImportRunTable>, (typeof COLUMNS)[number]>

function viewOf(row: Row, report: ImportReport | null): ImportRunView {
  const stale = row.status === 'running' && Date.now() - row.updated_at.getTime() > STALE_RUN_MS
  return {
    id: row.id,
    fileName: row.file_name,
    source: row.source,
    media: row.media_mode,
    dryRun: row.dry_run,
    state: stale ? 'interrupted' : row.status,
    phase: row.phase,
    processed: row.processed,
    total: row.total,
    progress: row.progress,
    counts: parse(row.counts),
    error: row.error,
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    summary: summaryOf(report),
  }
}

/** One run's state and, once it ended, the summary of its report; null when there is none. */
export async function readImportRun(id: string): Promise<ImportRunView | null> {
  await requireRole('admin')
  const row = await getDatabase()
    .db.selectFrom('import_runs')
    .select([...COLUMNS, 'report'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? viewOf(row, parse<ImportReport>(row.report)) : null
}

/** The latest runs, newest first, without their reports. */
export async function listImportRuns(limit = 10): Promise<ImportRunView[]> {
  await requireRole('admin')
  const rows = await getDatabase()
    .db.selectFrom('import_runs')
    .select(COLUMNS)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => viewOf(row, null))
}

/** A finished run's whole report, for download. */
export async function readImportReport(id: string): Promise<ImportReport | null> {
  await requireRole('admin')
  const row = await getDatabase()
    .db.selectFrom('import_runs')
    .select('report')
    .where('id', '=', id)
    .executeTakeFirst()
  return parse<ImportReport>(row?.report ?? null)
}
