import { sql, type Kysely } from 'kysely'
import { nowDefault, timestampType } from './helpers'

/*
 * The importer of WordPress and Ghost exports.
 *
 * import_items: what each thing of an old blog became here, keyed by where it came from (the
 * platform, the old site's address, the kind and the old id or GUID), so importing the same
 * export again finds its own posts, categories, tags and images instead of adding them twice.
 * `target_id` is the post, category or media image id here (a tag's is its name: tags have no
 * table of their own); `content_hash` is the hash of the old post as last written, so a post
 * that did not change on the old site is skipped without being read again.
 *
 * import_runs: one row per import or dry run, from the command line or the admin screen: its
 * file, options, progress (a phase and counts a running import updates, which the screen
 * polls), and when it ends the report as JSON. `updated_at` moves with the progress, so a run
 * a stopped server left "running" is seen as interrupted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db)
  await db.schema
    .createTable('import_items')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_site', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text')
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('import_items_pk', ['source', 'source_site', 'kind', 'source_id'])
    .addCheckConstraint('import_items_source_check', sql`source in ('wordpress', 'ghost')`)
    .addCheckConstraint(
      'import_items_kind_check',
      sql`kind in ('post', 'category', 'tag', 'media', 'author')`,
    )
    .execute()

  await db.schema
    .createTable('import_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('media_mode', 'text', (c) => c.notNull())
    .addColumn('dry_run', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('counts', 'text')
    .addColumn('report', 'text')
    .addColumn('error', 'text')
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('started_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('ended_at', ts)
    .addCheckConstraint('import_runs_source_check', sql`source in ('wordpress', 'ghost')`)
    .addCheckConstraint('import_runs_media_check', sql`media_mode in ('baixar', 'manter')`)
    .addCheckConstraint('import_runs_status_check', sql`status in ('running', 'done', 'failed')`)
    .addCheckConstraint('import_runs_via_check', sql`via in ('painel', 'cli')`)
    .execute()
  // The screen lists the latest runs, and a new import looks for one still running.
  await db.schema
    .createIndex('import_runs_started_idx')
    .on('import_runs')
    .columns(['started_at', 'id'])
    .execute()
  await db.schema.createIndex('import_runs_status_idx').on('import_runs').column('status').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['import_runs', 'import_items']) await db.schema.dropTable(table).execute()
}
