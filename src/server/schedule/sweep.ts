import 'server-only'
import type { DueSchedule, ScheduledPublication } from './publish-due'

/*
 * One pass of the scheduler, apart from the database so its rules are unit-tested: every due
 * schedule is offered to the claim; only a claim this process won is invalidated and reported;
 * one post that fails does not hold up the others, and waits before its next try.
 */

/** A publication that failed (a slug taken since it was scheduled...) is tried again after this. */
export const RETRY_AFTER_FAILURE_MS = 5 * 60_000

export interface SweepDeps {
  listDue: (now: Date) => Promise<DueSchedule[]>
  /** Claims and publishes in one transaction; null when the claim was lost. */
  publish: (due: DueSchedule, now: Date) => Promise<ScheduledPublication | null>
  invalidate: (publication: ScheduledPublication) => Promise<unknown>
  now?: () => Date
  log?: (message: string, error: unknown) => void
}

export interface SweepResult {
  published: ScheduledPublication[]
  /** Claims another process (or a change of schedule) won. */
  lost: number
  failed: number
}

export interface Sweeper {
  /** Runs a pass; a call while one runs gets that pass instead of a second one alongside. */
  sweep: () => Promise<SweepResult>
}

const key = (due: DueSchedule) => `${due.kind}:${due.postId}`

export function createSweeper(deps: SweepDeps): Sweeper {
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? ((message, error) => console.error(message, error))
  const retryAt = new Map<string, number>()
  let running: Promise<SweepResult> | null = null

  async function pass(): Promise<SweepResult> {
    const result: SweepResult = { published: [], lost: 0, failed: 0 }
    const started = now()
    for (const due of await deps.listDue(started)) {
      const waitUntil = retryAt.get(key(due))
      if (waitUntil !== undefined && waitUntil > started.getTime()) continue
      let publication: ScheduledPublication | null
      try {
        publication = await deps.publish(due, now())
      } catch (error) {
        result.failed += 1
        retryAt.set(key(due), started.getTime() + RETRY_AFTER_FAILURE_MS)
        log(
          `Não foi possível publicar o post agendado ${due.postId}; nova tentativa em 5 minutos.`,
          error,
        )
        continue
      }
      retryAt.delete(key(due))
      if (!publication) {
        result.lost += 1
        continue
      }
      result.published.push(publication)
      try {
        await deps.invalidate(publication)
      } catch (error) {
        log(`O post agendado ${due.postId} foi publicado, mas o cache não foi invalidado.`, error)
      }
    }
    return result
  }

  return {
    sweep: () => {
      running ??= pass().finally(() => {
        running = null
      })
      return running
    },
  }
}
