import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { Database } from './db/types'

export interface RateLimitRule {
  limit: number
  windowMs: number
}

export interface RateLimitResult {
  allowed: boolean
  count: number
  retryAfterMs: number
}

/**
 * Fixed-window counter kept in the database, so every app instance shares it.
 * One atomic upsert per hit: no read-then-write race between concurrent requests.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const resetMs = now + rule.windowMs
  const expired = sql<boolean>`${sql.ref('rate_limit_buckets.reset_ms')} <= ${now}`
  const row = await db
    .insertInto('rate_limit_buckets')
    .values({ key, count: 1, reset_ms: resetMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limit_buckets.count')} + 1 end`,
        reset_ms: sql<number>`case when ${expired} then ${resetMs} else ${sql.ref('rate_limit_buckets.reset_ms')} end`,
      }),
    )
    .returning(['count', 'reset_ms'])
    .executeTakeFirstOrThrow()
  const count = Number(row.count)
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterMs: count <= rule.limit ? 0 : Math.max(0, Number(row.reset_ms) - now),
  }
}

/** Drops windows that ended; called now and then so the table stays small. */
export async function pruneRateLimits(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('reset_ms', '<=', now).execute()
}

/**
 * Whether one more hit would still be allowed, without counting one: a client already over a
 * limit is refused before any write (no new rows, no upsert per blocked request).
 */
export async function peekRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const row = await db
    .selectFrom('rate_limit_buckets')
    .select(['count', 'reset_ms'])
    .where('key', '=', key)
    .executeTakeFirst()
  const resetMs = Number(row?.reset_ms ?? 0)
  const count = row && resetMs > now ? Number(row.count) : 0
  const allowed = count < rule.limit
  return { allowed, count, retryAfterMs: allowed ? 0 : resetMs - now }
}

/** Takes back one hit of a live window (an attempt that turned out not to count). */
export async function refundRateLimit(
  db: Kysely<Database>,
  key: string,
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('rate_limit_buckets')
    .set({ count: sql<number>`${sql.ref('count')} - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('reset_ms', '>', now)
    .execute()
}
