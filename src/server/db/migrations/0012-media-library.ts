import type { Kysely } from 'kysely'
import { nowDefault, timestampType } from './helpers'

/*
 * The media library: one row per uploaded image, with what the library shows and
 * searches (file name, alt text), its size, who sent it and which responsive widths
 * (640/1024/1600, never wider than the original) are stored next to it. Uploads made before
 * this table existed are registered by `npm run media:variants`, which reads them from storage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db)
  await db.schema
    .createTable('media_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    // File name and alt text, lower-case and without accents: the same search on both databases.
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    // JSON array of the stored variant widths, e.g. [640,1024]; [] for a small image.
    .addColumn('variant_widths', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('uploaded_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute()
  await db.schema
    .createIndex('media_images_created_idx')
    .on('media_images')
    .columns(['created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_images').execute()
}
