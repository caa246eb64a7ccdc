import 'server-only'
import type { Kysely } from 'kysely'
import type { ImportSource } from '@/lib/import/types'
import type { ImportMediaMode, ImportPhase, ImportVia } from '@/lib/validations/import'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import type { Database } from '../db/types'
import type { CountKind, ImportReport, KindCounts } from './report'

/*
 * import_runs: a run's row is written when it starts, moved forward while it runs (the screen
 * polls it; another server process reads the same row) and closed with its report. Real imports
 * are audited when they start and when they end; a dry run once, when it ends.
 */

export interface RunActor {
  id: string
  email: string
}

/** A running import whose row has not moved for this long was stopped (a restart, a crash). */
export const STALE_RUN_MS = 2 * 60_000

export interface NewRun {
  id: string
  fileName: string
  media: ImportMediaMode
  dryRun: boolean
  via: ImportVia
  actor: RunActor | null
}

export async function createRun(db: Kysely<Database>, run: NewRun): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('import_runs')
      .values({
        id: run.id,
        file_name: run.fileName,
        source: null,
        media_mode: run.media,
        dry_run: run.dryRun,
        status: 'running',
        phase: 'reading',
        via: run.via,
        actor_id: run.actor?.id ?? null,
      })
      .execute()
    if (!run.dryRun)
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.importStarted,
        actor: run.actor,
        target: { type: 'import', id: run.id, label: run.fileName },
        details: { media: run.media, via: run.via },
      })
  })
}

export interface RunProgress {
  source: ImportSource | null
  phase: ImportPhase
  processed: number
  total: number | null
  /** 0-100. */
  progress: number
  counts: Record<CountKind, KindCounts> | null
}

export async function updateRun(db: Kysely<Database>, id: string, progress: RunProgress) {
  await db
    .updateTable('import_runs')
    .set({
      source: progress.source,
      phase: progress.phase,
      processed: progress.processed,
      total: progress.total,
      progress: Math.max(0, Math.min(100, Math.round(progress.progress))),
      counts: progress.counts ? JSON.stringify(progress.counts) : null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute()
}

/** Closes a run: done with its report, or failed with the pt-BR reason (and what it did). */
export async function finishRun(
  db: Kysely<Database>,
  run: NewRun,
  outcome: { report: ImportReport | null; error: string | null },
): Promise<void> {
  const now = new Date()
  const status = outcome.error === null ? 'done' : 'failed'
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('import_runs')
      .set({
        status,
        phase: 'finished',
        progress: status === 'done' ? 100 : undefined,
        source: outcome.report?.source,
        counts: outcome.report ? JSON.stringify(outcome.report.counts) : undefined,
        report: outcome.report ? JSON.stringify(outcome.report) : null,
        error: outcome.error,
        updated_at: now,
        ended_at: now,
      })
      .where('id', '=', run.id)
      .execute()
    await recordAudit(trx, {
      action: run.dryRun ? AUDIT_ACTIONS.importSimulated : AUDIT_ACTIONS.importFinished,
      actor: run.actor,
      target: { type: 'import', id: run.id, label: run.fileName },
      details: {
        status,
        via: run.via,
        media: run.media,
        ...(outcome.report
          ? {
              source: outcome.report.source,
              posts: outcome.report.counts.post,
              redirects: outcome.report.counts.redirect,
            }
          : {}),
        ...(outcome.error ? { error: outcome.error } : {}),
      },
    })
  })
}

/** An import (not a dry run) still running, in any process. */
export async function runningImport(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('import_runs')
    .select('id')
    .where('status', '=', 'running')
    .where('dry_run', '=', false)
    .where('updated_at', '>', new Date(Date.now() - STALE_RUN_MS))
    .executeTakeFirst()
  return row?.id ?? null
}
