import 'server-only'
import { sql, type Kysely } from 'kysely'
import { dayOf } from '@/lib/analytics/day'
import type { Database } from '../db/types'
import {
  NOT_FOUND_MAX_PATHS,
  NOT_FOUND_RETENTION_DAYS,
  OTHER_REFERRERS,
  REFERRERS_PER_PATH,
  type PendingNotFound,
} from './types'

/*
 * One batch of 404s into the log, in one transaction. Addresses already there are counted; new
 * ones take the room left under NOT_FOUND_MAX_PATHS, the most hit first; the rest are only
 * added to the day's overflow counter. Two instances writing at once can pass the cap by at
 * most one batch each, never more. Referrers: a few hosts per address, exact counts; a host
 * arriving when an address already has REFERRERS_PER_PATH is counted with the "other sites".
 */

const CHUNK = 400

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK))
  return out
}

async function addOverflow(trx: Kysely<Database>, day: string, hits: number): Promise<void> {
  if (hits <= 0) return
  await trx
    .insertInto('not_found_overflow')
    .values({ day, hits })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet({ hits: sql<number>`not_found_overflow.hits + excluded.hits` }),
    )
    .execute()
}

export async function writeNotFound(
  db: Kysely<Database>,
  batch: ReadonlyMap<string, PendingNotFound>,
  options: { overflow?: number; now?: number; maxPaths?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now()
  const maxPaths = options.maxPaths ?? NOT_FOUND_MAX_PATHS
  const day = dayOf(now)
  await db.transaction().execute(async (trx) => {
    const paths = [...batch.keys()]
    const known = new Set<string>()
    for (const part of chunks(paths)) {
      const rows = await trx
        .selectFrom('not_found_paths')
        .select('path')
        .where('path', 'in', part)
        .execute()
      for (const row of rows) known.add(row.path)
    }
    const counted = await trx
      .selectFrom('not_found_paths')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    let room = Math.max(0, maxPaths - Number(counted.n))
    let overflow = options.overflow ?? 0
    const kept: string[] = []
    const fresh = paths.filter((path) => !known.has(path))
    fresh.sort((a, b) => (batch.get(b)?.hits ?? 0) - (batch.get(a)?.hits ?? 0))
    for (const path of fresh) {
      if (room > 0) {
        kept.push(path)
        room -= 1
      } else overflow += batch.get(path)?.hits ?? 0
    }
    kept.push(...known)
    await addOverflow(trx, day, overflow)
    for (const part of chunks(kept)) {
      await trx
        .insertInto('not_found_paths')
        .values(
          part.flatMap((path) => {
            const entry = batch.get(path)
            if (!entry) return []
            return [
              {
                path,
                hits: entry.hits,
                first_seen_at: new Date(entry.firstMs),
                last_seen_at: new Date(entry.lastMs),
              },
            ]
          }),
        )
        .onConflict((oc) =>
          oc.column('path').doUpdateSet({
            hits: sql<number>`not_found_paths.hits + excluded.hits`,
            last_seen_at: sql<Date>`case when excluded.last_seen_at > not_found_paths.last_seen_at then excluded.last_seen_at else not_found_paths.last_seen_at end`,
          }),
        )
        .execute()
    }
    await writeReferrers(trx, batch, kept)
  })
}

async function writeReferrers(
  trx: Kysely<Database>,
  batch: ReadonlyMap<string, PendingNotFound>,
  kept: readonly string[],
): Promise<void> {
  const withReferrers = kept.filter((path) => (batch.get(path)?.referrers.size ?? 0) > 0)
  if (withReferrers.length === 0) return
  const hosts = new Map<string, Set<string>>()
  for (const part of chunks(withReferrers)) {
    const rows = await trx
      .selectFrom('not_found_referrers')
      .select(['path', 'host'])
      .where('path', 'in', part)
      .execute()
    for (const row of rows) hosts.set(row.path, (hosts.get(row.path) ?? new Set()).add(row.host))
  }
  const values: { path: string; host: string; hits: number }[] = []
  for (const path of withReferrers) {
    const stored = hosts.get(path) ?? new Set<string>()
    const named = () => [...stored].filter((host) => host !== OTHER_REFERRERS).length
    const add = new Map<string, number>()
    for (const [host, hits] of batch.get(path)?.referrers ?? []) {
      let key = host
      if (!stored.has(host) && (host === OTHER_REFERRERS || named() >= REFERRERS_PER_PATH))
        key = OTHER_REFERRERS
      stored.add(key)
      add.set(key, (add.get(key) ?? 0) + hits)
    }
    for (const [host, hits] of add) values.push({ path, host, hits })
  }
  for (const part of chunks(values)) {
    await trx
      .insertInto('not_found_referrers')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['path', 'host'])
          .doUpdateSet({ hits: sql<number>`not_found_referrers.hits + excluded.hits` }),
      )
      .execute()
  }
}

/** Addresses not seen for NOT_FOUND_RETENTION_DAYS, and old overflow days, leave the log. */
export async function pruneNotFound(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const cutoff = now - NOT_FOUND_RETENTION_DAYS * 86_400_000
  await db.deleteFrom('not_found_paths').where('last_seen_at', '<', new Date(cutoff)).execute()
  await db.deleteFrom('not_found_overflow').where('day', '<', dayOf(cutoff)).execute()
}
