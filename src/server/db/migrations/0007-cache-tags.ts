import type { Kysely } from 'kysely'

/*
 * When each cache tag was last invalidated, so Next's caches (the route cache on disk, the
 * 'use cache' entries in memory) can tell a page older than an admin's change from a fresh one
 * after a restart, a crash, or in another process (src/next-adapter/cache-tags.mjs). One row per
 * tag, overwritten by the next invalidation; times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_tag_expirations')
    .addColumn('tag', 'text', (c) => c.primaryKey())
    .addColumn('expired_ms', 'bigint', (c) => c.notNull())
    .addColumn('stale_ms', 'bigint', (c) => c.notNull())
    .addColumn('changed_ms', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('cache_tag_expirations_changed_idx')
    .on('cache_tag_expirations')
    .column('changed_ms')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_tag_expirations').execute()
}
