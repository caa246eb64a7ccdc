import type { Kysely } from 'kysely'

/*
 * Automatic share images: each published post's generated 1200x630 card.
 * - share_image_url / share_image_key: where it is stored (URL readers load, storage key to
 *   delete it when it is replaced);
 * - share_image_title / share_image_category: the text it was drawn from, so "is it stale?" is
 *   a plain comparison with the post's title and its category's name, in SQL on both databases.
 */
const COLUMNS = ['share_image_url', 'share_image_key', 'share_image_title', 'share_image_category']

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('blog_posts').addColumn(column, 'text').execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS.toReversed()) {
    await db.schema.alterTable('blog_posts').dropColumn(column).execute()
  }
}
