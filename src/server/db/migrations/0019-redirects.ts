import { sql, type Kysely } from 'kysely'
import { nowDefault, timestampType } from './helpers'

/*
 * The redirect manager and the 404 log.
 *
 * redirects: one rule per old address. `source_path` is the normalised path (percent-encoding
 * in upper case, no trailing slash), with a normalised query for the WordPress addresses that
 * carry their key in it (`/?p=123`); `match` says whether it is that exact address or every
 * address under it (a path prefix, cut at a `/`). `target` is a path of this site or an
 * absolute URL, '' for 410. The same source may be held once per match type. `origin` says who
 * made it: the admin, an import, or a slug change of a post or category. Hits are counted in
 * memory by each server and added here in batches.
 *
 * not_found_paths: every address that answered 404 on a public route, counted, with its first
 * and last time; bounded by the application (a cap on rows; past it only
 * not_found_overflow counts, per day), so a flood of random addresses cannot grow it without
 * end. not_found_referrers keeps the referring hosts of each path, a few per path, so the
 * screen can show the real top referrer with its count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db)
  await db.schema
    .createTable('redirects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source_path', 'text', (c) => c.notNull())
    .addColumn('match', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('hits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addUniqueConstraint('redirects_source_match_unique', ['source_path', 'match'])
    .addCheckConstraint('redirects_match_check', sql`match in ('exact', 'prefix')`)
    .addCheckConstraint('redirects_status_check', sql`status in (301, 302, 307, 308, 410)`)
    .addCheckConstraint(
      'redirects_origin_check',
      sql`origin in ('manual', 'import', 'post-slug', 'category-slug')`,
    )
    .execute()
  // The admin list: newest first, and the importer's and slug changes' own rows.
  await db.schema
    .createIndex('redirects_created_idx')
    .on('redirects')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema.createIndex('redirects_origin_idx').on('redirects').column('origin').execute()
  // Chains are collapsed on save: the rules pointing at an address are found by their target.
  await db.schema.createIndex('redirects_target_idx').on('redirects').column('target').execute()

  await db.schema
    .createTable('not_found_paths')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('first_seen_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('not_found_paths_hits_idx')
    .on('not_found_paths')
    .columns(['hits', 'last_seen_at'])
    .execute()
  await db.schema
    .createIndex('not_found_paths_last_seen_idx')
    .on('not_found_paths')
    .column('last_seen_at')
    .execute()

  await db.schema
    .createTable('not_found_referrers')
    .addColumn('path', 'text', (c) =>
      c.notNull().references('not_found_paths.path').onDelete('cascade'),
    )
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('not_found_referrers_pk', ['path', 'host'])
    .execute()

  await db.schema
    .createTable('not_found_overflow')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['not_found_overflow', 'not_found_referrers', 'not_found_paths', 'redirects'])
    await db.schema.dropTable(table).execute()
}
