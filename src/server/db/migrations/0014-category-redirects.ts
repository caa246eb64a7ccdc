import type { Kysely } from 'kysely'
import { nowDefault, timestampType } from './helpers'

/*
 * Old slugs of renamed categories, like slug_redirects for posts: /blog/categoria/<old> (and its
 * paginated pages) answers 308 to the category's current address. The row points at the
 * category, not at a slug, so a second rename needs no update of the first one's row; deleting
 * the category drops its old slugs with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('category_slug_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) =>
      c.notNull().references('blog_categories.id').onDelete('cascade'),
    )
    .addColumn('created_at', timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute()
  await db.schema
    .createIndex('category_slug_redirects_category_idx')
    .on('category_slug_redirects')
    .column('category_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('category_slug_redirects').execute()
}
