import 'server-only'
import { getDatabase } from './db'
import { pruneRateLimits } from './rate-limit'

const PRUNE_INTERVAL_MS = 5 * 60_000

const timers = globalThis as typeof globalThis & { __rateLimitPruning?: NodeJS.Timeout }

/**
 * Deletes ended rate-limit windows now and then every few minutes, once per server process
 * (started from instrumentation.ts), so the table holds only the windows still running.
 * Returns a stop function (tests).
 */
export function startRateLimitPruning(intervalMs = PRUNE_INTERVAL_MS): () => void {
  const stop = () => {
    clearInterval(timers.__rateLimitPruning)
    timers.__rateLimitPruning = undefined
  }
  if (timers.__rateLimitPruning) return stop
  const prune = () => {
    // A bad configuration (getDatabase throws) is reported here and by the first request.
    Promise.resolve()
      .then(() => pruneRateLimits(getDatabase().db))
      .catch((error: unknown) => {
        console.error('Falha ao limpar os limites de tentativas expirados', error)
      })
  }
  prune()
  timers.__rateLimitPruning = setInterval(prune, intervalMs)
  // Never keeps a process (a script, a test run) alive on its own.
  timers.__rateLimitPruning.unref()
  return stop
}
