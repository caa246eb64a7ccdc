import 'server-only'
import { hash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { dayOf, HOUR_MS } from '@/lib/analytics/day'
import type { Database } from '../db/types'

/** A day's salt is deleted this long after it was made: the visitor keys can never be redone. */
export const SALT_LIFETIME_MS = 48 * HOUR_MS

const cache = new Map<string, string>()

/**
 * The day's random salt, made by whichever instance needs it first; the others read that one
 * (insert-or-ignore, then read), so one visitor has one key on every instance. Kept only in
 * the database and this process's memory.
 */
export async function dailySalt(
  db: Kysely<Database>,
  day: string,
  nowMs = Date.now(),
): Promise<string> {
  const cached = cache.get(day)
  if (cached) return cached
  await db
    .insertInto('analytics_salts')
    .values({ day, salt: randomBytes(32).toString('base64url'), created_ms: nowMs })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute()
  const row = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow()
  cache.clear()
  cache.set(day, row.salt)
  return row.salt
}

/** The day's salt when this process already has it: the event endpoint's path with no wait. */
export function knownSalt(day: string): string | undefined {
  return cache.get(day)
}

/** Deletes salts older than SALT_LIFETIME_MS (and forgets them here). */
export async function pruneSalts(db: Kysely<Database>, nowMs = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('analytics_salts')
    .where('created_ms', '<', nowMs - SALT_LIFETIME_MS)
    .executeTakeFirst()
  for (const day of [...cache.keys()]) if (day < dayOf(nowMs - SALT_LIFETIME_MS)) cache.delete(day)
  return Number(result.numDeletedRows)
}

/** Test hook: a new process's view (no salt remembered). */
export function forgetSalts(): void {
  cache.clear()
}

/**
 * The visitor key: a hash of the day's salt, the site, the client address and the User-Agent.
 * The address goes into the hash and nowhere else.
 */
export function visitorKey(input: {
  salt: string
  site: string
  address: string
  userAgent: string
}): string {
  // One-shot hash(): a third of createHash()'s cost, which builds a Hash object per event.
  return hash(
    'sha256',
    `${input.salt}\n${input.site}\n${input.address}\n${input.userAgent}`,
    'hex',
  ).slice(0, 32)
}
