import 'server-only'
import { getDatabase } from '../db'
import { pruneNotFound, writeNotFound } from './store'
import { OTHER_REFERRERS, REFERRERS_PER_PATH, type PendingNotFound } from './types'

/*
 * 404s wait here and are written in one transaction every FLUSH_MS, so a flood of requests
 * costs no write each. Memory stays bounded: at most MAX_PENDING_PATHS addresses wait; a new
 * one past that only adds to a counter (written to the day's overflow), and each address keeps
 * at most REFERRERS_PER_PATH hosts. SIGTERM writes what is waiting.
 */
export const NOT_FOUND_FLUSH_MS = 5_000
export const MAX_PENDING_PATHS = 2_000
const PRUNE_EVERY_MS = 3_600_000

interface BufferState {
  pending: Map<string, PendingNotFound>
  overflow: number
  timer: ReturnType<typeof setTimeout> | null
  writing: Promise<void>
  prunedAt: number
}

const holder = globalThis as typeof globalThis & { __notFoundBuffer?: BufferState }

function state(): BufferState {
  holder.__notFoundBuffer ??= {
    pending: new Map(),
    overflow: 0,
    timer: null,
    writing: Promise.resolve(),
    prunedAt: 0,
  }
  return holder.__notFoundBuffer
}

function schedule(buffer: BufferState) {
  if (buffer.timer) return
  buffer.timer = setTimeout(() => void flushNotFound(), NOT_FOUND_FLUSH_MS)
  buffer.timer.unref?.()
}

/** Counts one 404 of `path` (normalised), with the referring host when there is one. */
export function enqueueNotFound(path: string | null, referrer: string | null, now = Date.now()) {
  const buffer = state()
  schedule(buffer)
  const entry = path === null ? undefined : buffer.pending.get(path)
  if (path === null || (!entry && buffer.pending.size >= MAX_PENDING_PATHS)) {
    buffer.overflow += 1
    return
  }
  const current = entry ?? { hits: 0, firstMs: now, lastMs: now, referrers: new Map() }
  current.hits += 1
  current.lastMs = Math.max(current.lastMs, now)
  if (referrer !== null) {
    const host =
      current.referrers.has(referrer) || current.referrers.size < REFERRERS_PER_PATH
        ? referrer
        : OTHER_REFERRERS
    current.referrers.set(host, (current.referrers.get(host) ?? 0) + 1)
  }
  if (!entry) buffer.pending.set(path, current)
}

/** Writes what is waiting; resolves once it is stored (or put back after a failure). */
export function flushNotFound(): Promise<void> {
  const buffer = state()
  if (buffer.timer) clearTimeout(buffer.timer)
  buffer.timer = null
  buffer.writing = buffer.writing.then(async () => {
    if (buffer.pending.size === 0 && buffer.overflow === 0) return
    const batch = buffer.pending
    const overflow = buffer.overflow
    buffer.pending = new Map()
    buffer.overflow = 0
    const { db } = getDatabase()
    try {
      await writeNotFound(db, batch, { overflow })
      if (Date.now() - buffer.prunedAt > PRUNE_EVERY_MS) {
        buffer.prunedAt = Date.now()
        await pruneNotFound(db)
      }
    } catch (error) {
      // Counted again with what arrives meanwhile; past the bound the rest is lost.
      for (const [path, entry] of batch) {
        if (buffer.pending.size >= MAX_PENDING_PATHS) buffer.overflow += entry.hits
        else if (!buffer.pending.has(path)) buffer.pending.set(path, entry)
      }
      buffer.overflow += overflow
      console.error('Erros 404: falha ao gravar o registro; nova tentativa em breve.', error)
      schedule(buffer)
    }
  })
  return buffer.writing
}
