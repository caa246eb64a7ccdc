import 'server-only'
import { sql } from 'kysely'
import { getDatabase } from '../db'

/*
 * Hits per rule, counted in memory and added to the table in one transaction every FLUSH_MS:
 * a redirect costs no write of its own (a crawler walking an old sitemap makes thousands a
 * minute). SIGTERM writes what is waiting; a kill -9 loses at most FLUSH_MS of counts.
 */
export const HITS_FLUSH_MS = 5_000

interface Pending {
  count: number
  last: number
}

interface HitState {
  pending: Map<string, Pending>
  timer: ReturnType<typeof setTimeout> | null
  writing: Promise<void>
}

const holder = globalThis as typeof globalThis & { __redirectHits?: HitState }

function state(): HitState {
  holder.__redirectHits ??= { pending: new Map(), timer: null, writing: Promise.resolve() }
  return holder.__redirectHits
}

export function countRedirectHit(id: string, now = Date.now()): void {
  const hits = state()
  const entry = hits.pending.get(id)
  if (entry) {
    entry.count += 1
    entry.last = now
  } else hits.pending.set(id, { count: 1, last: now })
  if (!hits.timer) {
    hits.timer = setTimeout(() => void flushRedirectHits(), HITS_FLUSH_MS)
    hits.timer.unref?.()
  }
}

/** Writes the waiting counts; resolves once they are stored (or put back after a failure). */
export function flushRedirectHits(): Promise<void> {
  const hits = state()
  if (hits.timer) clearTimeout(hits.timer)
  hits.timer = null
  hits.writing = hits.writing.then(async () => {
    if (hits.pending.size === 0) return
    const batch = hits.pending
    hits.pending = new Map()
    try {
      await getDatabase()
        .db.transaction()
        .execute(async (trx) => {
          for (const [id, { count, last }] of batch) {
            const at = new Date(last)
            await trx
              .updateTable('redirects')
              .set({
                hits: sql<number>`hits + ${count}`,
                last_hit_at: sql<Date>`case when last_hit_at is null or last_hit_at < ${at} then ${at} else last_hit_at end`,
              })
              .where('id', '=', id)
              .execute()
          }
        })
    } catch (error) {
      // The database may be restarting: the counts wait for the next try.
      for (const [id, entry] of batch) {
        const now = hits.pending.get(id)
        hits.pending.set(
          id,
          now ? { count: now.count + entry.count, last: Math.max(now.last, entry.last) } : entry,
        )
      }
      console.error(
        'Redirecionamentos: falha ao gravar os acessos; nova tentativa em breve.',
        error,
      )
      hits.timer ??= setTimeout(() => void flushRedirectHits(), HITS_FLUSH_MS)
    }
  })
  return hits.writing
}

export function pendingRedirectHits(): number {
  let total = 0
  for (const entry of state().pending.values()) total += entry.count
  return total
}
