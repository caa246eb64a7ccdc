import 'server-only'
import { getDatabase, type DialectName } from '../db'
import { getEnv } from '../env'
import { writeEvents } from './store'
import type { PendingEvent } from './types'

/*
 * Accepted events wait here and are written at most FLUSH_MS after the first one, or at once
 * when BATCH_SIZE are waiting: one transaction per BATCH_SIZE events on PostgreSQL, per
 * WRITE_CHUNK on SQLite. There a transaction runs on the event loop (better-sqlite3 is
 * synchronous): one of 500 events held every request for 15-25 ms, which was the whole p99 of
 * the event endpoint at 2,000 events/s; between two chunks the loop goes back to the requests
 * waiting (setImmediate), so none waits behind more than one chunk. SIGTERM writes what is
 * waiting (registerShutdownFlush); a kill -9 loses what has not been written yet, at most one
 * batch window. While the database is unreachable the buffer holds up to MAX_BUFFERED events
 * and drops the oldest past that, so memory stays bounded.
 */
export const FLUSH_MS = 1_000
export const BATCH_SIZE = 500
export const WRITE_CHUNK = 100
export const MAX_BUFFERED = 20_000

interface BufferState {
  events: PendingEvent[]
  timer: ReturnType<typeof setTimeout> | null
  writing: Promise<void>
  lost: number
}

const globalForBuffer = globalThis as typeof globalThis & { __analyticsBuffer?: BufferState }

function state(): BufferState {
  globalForBuffer.__analyticsBuffer ??= {
    events: [],
    timer: null,
    writing: Promise.resolve(),
    lost: 0,
  }
  return globalForBuffer.__analyticsBuffer
}

export function enqueueEvent(event: PendingEvent): void {
  const buffer = state()
  buffer.events.push(event)
  if (buffer.events.length > MAX_BUFFERED) {
    buffer.lost += buffer.events.length - MAX_BUFFERED
    buffer.events.splice(0, buffer.events.length - MAX_BUFFERED)
  }
  if (buffer.events.length >= BATCH_SIZE) void flushAnalytics()
  else buffer.timer ??= setTimeout(() => void flushAnalytics(), FLUSH_MS)
}

/**
 * Whether this process is the only one writing events to its database: one server per SQLite
 * file (the instance lock), unless a second one was allowed; several may share PostgreSQL.
 */
export function isOnlyEventWriter(
  dialect: DialectName,
  env: { SQLITE_ALLOW_SECOND_INSTANCE: boolean },
): boolean {
  return dialect === 'sqlite' && !env.SQLITE_ALLOW_SECOND_INSTANCE
}

/** Writes everything waiting, one batch after another; resolves once it is stored. */
export function flushAnalytics(): Promise<void> {
  const buffer = state()
  if (buffer.timer) clearTimeout(buffer.timer)
  buffer.timer = null
  buffer.writing = buffer.writing.then(async () => {
    const { db, dialect } = getDatabase()
    // PostgreSQL's queries do not hold the event loop: there fewer, larger transactions cost less.
    const chunk = dialect === 'sqlite' ? WRITE_CHUNK : BATCH_SIZE
    while (buffer.events.length > 0) {
      const batch = buffer.events.splice(0, chunk)
      try {
        await writeEvents(db, batch, {
          dailyCap: getEnv().ANALYTICS_DAILY_EVENT_CAP,
          onlyWriter: isOnlyEventWriter(dialect, getEnv()),
        })
      } catch (error) {
        // Put the batch back for the next attempt (the database may be restarting).
        buffer.events.unshift(...batch)
        console.error('Análises: falha ao gravar eventos; nova tentativa em breve.', error)
        buffer.timer ??= setTimeout(() => void flushAnalytics(), FLUSH_MS * 5)
        return
      }
      if (dialect === 'sqlite' && buffer.events.length > 0)
        await new Promise((resolve) => setImmediate(resolve))
    }
  })
  return buffer.writing
}

export function pendingEventCount(): number {
  return state().events.length
}

const SHUTDOWN_HOOKS = Symbol.for('midiaplan.shutdown-hooks')
type ShutdownHooks = Set<() => Promise<void>>

/**
 * The custom server (src/next-adapter/graceful-shutdown.mjs) runs these hooks after the last
 * request finished and before the process exits, so a restart writes what is buffered.
 */
export function registerShutdownFlush(): void {
  const holder = globalThis as typeof globalThis & { [SHUTDOWN_HOOKS]?: ShutdownHooks }
  holder[SHUTDOWN_HOOKS] ??= new Set()
  holder[SHUTDOWN_HOOKS].add(flushAnalytics)
}
