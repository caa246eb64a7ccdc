import 'server-only'
import { randomUUID } from 'node:crypto'
import { availableParallelism } from 'node:os'
import type { ImportUploadInput } from '@/lib/validations/import'
import { IMPORT_RUNNING_MESSAGE } from '@/lib/validations/import'
import type { SessionContext } from '../auth/session'
import { getDatabase } from '../db'
import { RouteError } from '../http/route-error'
import { revisionActor } from '../posts/post-meta'
import { completeRun, startRun } from './record'
import { runningImport } from './runs'
import { removeUpload } from './upload'

/*
 * The screen's imports run in the background of the server process that received the file: the
 * request returns the run's id at once and the screen polls its row (any process can answer,
 * since the row is in the database). One import at a time across processes; dry runs, which
 * write no content, may run beside one.
 */

const holder = globalThis as typeof globalThis & { __importRuns?: Set<Promise<unknown>> }

/** The runs this process is doing, so a test or a shutdown can wait for them. */
export function activeImports(): Set<Promise<unknown>> {
  holder.__importRuns ??= new Set()
  return holder.__importRuns
}

export async function startBackgroundImport(
  file: string,
  options: ImportUploadInput,
  session: SessionContext,
): Promise<string> {
  try {
    if (!options.simular && (await runningImport(getDatabase().db)))
      throw new RouteError(409, IMPORT_RUNNING_MESSAGE)
    const request = {
      runId: randomUUID(),
      via: 'painel' as const,
      file,
      fileName: options.nome,
      media: options.midia,
      dryRun: options.simular,
      ghostSite: options.site,
      actor: revisionActor(session),
      // The server keeps a CPU for its visitors while it imports (the command line takes all).
      mediaConcurrency: Math.max(1, availableParallelism() - 1),
    }
    const run = await startRun(request)
    const job = completeRun(run, request)
      .catch((error: unknown) => console.error('Falha ao encerrar a importação', run.id, error))
      .finally(() => removeUpload(file))
    const active = activeImports()
    active.add(job)
    void job.finally(() => active.delete(job))
    return run.id
  } catch (error) {
    await removeUpload(file)
    throw error
  }
}
