import 'server-only'
import { invalidatePostChangeOutsideRequest } from '../blog/invalidate'
import { getDatabase } from '../db'
import { invalidateRedirects } from '../redirects/runtime'
import { refreshShareImageLater } from '../share-image/refresh-queue'
import { listDueSchedules, publishDueSchedule } from './publish-due'
import { createSweeper, type Sweeper } from './sweep'

/*
 * Scheduled posts are published by the server itself, with no external cron: every process
 * runs this timer (src/instrumentation.ts starts it), and the claim in the database makes a
 * post go public once however many processes share it.
 */

/** A due post is public within this (plus the publish itself), far inside the 60 s promised. */
export const SWEEP_INTERVAL_MS = 5_000

const SCHEDULER_GLOBAL = Symbol.for('midiaplan.scheduler')

interface Running {
  stop: () => void
}

function databaseSweeper(): Sweeper {
  return createSweeper({
    listDue: (now) => listDueSchedules(getDatabase().db, now),
    publish: (due, now) => publishDueSchedule(getDatabase().db, due, now),
    invalidate: async (publication) => {
      refreshShareImageLater(publication.postId)
      const tags = await invalidatePostChangeOutsideRequest(publication.before, publication.after)
      if (publication.redirects) await invalidateRedirects()
      return tags
    },
  })
}

/**
 * Starts the process's scheduler once (later calls return the running one). The first sweep
 * runs at once: what came due while the server was down is published at start.
 */
export function startScheduler(
  options: { sweeper?: Sweeper; intervalMs?: number } = {},
): () => void {
  const holder = globalThis as Record<symbol, Running | undefined>
  const existing = holder[SCHEDULER_GLOBAL]
  if (existing) return existing.stop
  const sweeper = options.sweeper ?? databaseSweeper()
  const run = () => {
    sweeper.sweep().catch((error: unknown) => {
      console.error('Não foi possível verificar os posts agendados:', error)
    })
  }
  const timer = setInterval(run, options.intervalMs ?? SWEEP_INTERVAL_MS)
  // The timer alone must not keep a process (a script, a test) alive.
  timer.unref?.()
  const running: Running = {
    stop: () => {
      clearInterval(timer)
      if (holder[SCHEDULER_GLOBAL] === running) holder[SCHEDULER_GLOBAL] = undefined
    },
  }
  holder[SCHEDULER_GLOBAL] = running
  run()
  return running.stop
}
