import 'server-only'
import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { TagRow, TagSource } from '@/next-adapter/cache-tags.mjs'
import type { Database } from '../db/types'
import { TAGS_CHANNEL } from './tag-notifications'

/** Invalidations written since `sinceMs` (every one with 0), on either database. */
export async function readTagExpirations(db: Kysely<Database>, sinceMs: number): Promise<TagRow[]> {
  const rows = await db
    .selectFrom('cache_tag_expirations')
    .select(['tag', 'expired_ms', 'stale_ms', 'changed_ms'])
    .where('changed_ms', '>=', sinceMs)
    .execute()
  return rows.map((row) => ({
    tag: row.tag,
    expired: Number(row.expired_ms),
    stale: Number(row.stale_ms),
    changed: Number(row.changed_ms),
  }))
}

/**
 * One upsert for all the tags of an invalidation. A row is only replaced by a later one, so two
 * processes invalidating the same tag at once keep the newest whatever order they commit in.
 */
export async function writeTagExpirations(db: Kysely<Database>, rows: TagRow[]): Promise<void> {
  if (rows.length === 0) return
  await db
    .insertInto('cache_tag_expirations')
    .values(
      rows.map((row) => ({
        tag: row.tag,
        expired_ms: row.expired,
        stale_ms: row.stale,
        changed_ms: row.changed,
      })),
    )
    .onConflict((oc) =>
      oc
        .column('tag')
        .doUpdateSet({
          expired_ms: (eb) => eb.ref('excluded.expired_ms'),
          stale_ms: (eb) => eb.ref('excluded.stale_ms'),
          changed_ms: (eb) => eb.ref('excluded.changed_ms'),
        })
        .where(sql<boolean>`excluded.changed_ms >= cache_tag_expirations.changed_ms`),
    )
    .execute()
  // Other instances listening on PostgreSQL re-read at once (tag-notifications.ts).
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_notify(${TAGS_CHANNEL}, '')`.execute(db)
}

export function tagExpirationSource(db: () => Kysely<Database>): TagSource {
  return {
    read: (sinceMs) => readTagExpirations(db(), sinceMs),
    write: (rows) => writeTagExpirations(db(), rows),
  }
}
