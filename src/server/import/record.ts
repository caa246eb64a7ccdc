import 'server-only'
import { ImportError } from '@/lib/import/errors'
import { getDatabase } from '../db'
import type { RevisionActor } from '../posts/revisions'
import type { ImportReport } from './report'
import { runImport, type ImportRequest } from './run-import'
import { createRun, finishRun, updateRun, type NewRun, type RunProgress } from './runs'

/*
 * An import with its import_runs row: started (and audited), moved forward as it goes (at most
 * twice a second, and every 20 s while a slow image holds it, so the row never looks stopped),
 * and closed with its report or the reason it stopped.
 */

export const UNEXPECTED_IMPORT_ERROR =
  'A importação parou por um erro inesperado. Rode de novo: o que já foi importado não se repete.'

const WRITE_EVERY_MS = 500
const HEARTBEAT_MS = 20_000

export type RecordedRequest = Omit<ImportRequest, 'actor' | 'onProgress'> & {
  runId: string
  via: NewRun['via']
  actor: RevisionActor | null
  onProgress?: (progress: RunProgress) => void
}

/** The pt-BR reason a run stopped, as the screen and the command line show it. */
export function importErrorMessage(error: unknown): string {
  return error instanceof ImportError ? error.message : UNEXPECTED_IMPORT_ERROR
}

/** Writes the run's row at start. Call before anything slow, so a status request finds it. */
export async function startRun(request: RecordedRequest): Promise<NewRun> {
  const run: NewRun = {
    id: request.runId,
    fileName: request.fileName,
    media: request.media,
    dryRun: request.dryRun,
    via: request.via,
    actor: request.actor ? { id: request.actor.id, email: request.actor.email } : null,
  }
  await createRun(getDatabase().db, run)
  return run
}

/** Runs the import of a started run to its end; never throws (the row says how it ended). */
export async function completeRun(
  run: NewRun,
  request: RecordedRequest,
): Promise<{ report: ImportReport | null; error: string | null }> {
  const { db } = getDatabase()
  let latest: RunProgress | null = null
  let written = 0
  let writing: Promise<void> = Promise.resolve()
  const write = () => {
    const progress = latest
    if (!progress) return
    written = Date.now()
    writing = writing
      .then(() => updateRun(db, run.id, progress))
      .catch((error: unknown) =>
        console.error('Não foi possível gravar o progresso da importação', error),
      )
  }
  const heartbeat = setInterval(write, HEARTBEAT_MS)
  heartbeat.unref()
  let outcome: { report: ImportReport | null; error: string | null }
  try {
    const report = await runImport({
      ...request,
      onProgress: (progress) => {
        latest = progress
        request.onProgress?.(progress)
        if (Date.now() - written >= WRITE_EVERY_MS) write()
      },
    })
    outcome = { report, error: null }
  } catch (error) {
    if (!(error instanceof ImportError)) console.error('Falha na importação', run.id, error)
    outcome = { report: null, error: importErrorMessage(error) }
  } finally {
    clearInterval(heartbeat)
  }
  await writing
  await finishRun(db, run, outcome)
  return outcome
}
