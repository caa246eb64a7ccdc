import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types'

/*
 * Old slugs of renamed categories (decisions as for posts: an old address moves for good). Run
 * inside the writer's transaction, after the category row holds its new slug.
 */

/** A slug now in use by a category is a live address: no redirect may shadow it. */
export async function releaseSlug(db: Kysely<Database>, slug: string): Promise<void> {
  await db.deleteFrom('category_slug_redirects').where('old_slug', '=', slug).execute()
}

/** Records that `oldSlug` now means category `categoryId` (a slug taken twice keeps the last). */
export async function recordCategorySlugChange(
  db: Kysely<Database>,
  categoryId: string,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  if (oldSlug === newSlug) return
  await releaseSlug(db, newSlug)
  await releaseSlug(db, oldSlug)
  await db
    .insertInto('category_slug_redirects')
    .values({ old_slug: oldSlug, category_id: categoryId, created_at: new Date() })
    .execute()
}

/** The current slug of the category that used to live at `oldSlug`, if any. */
export async function findCategorySlugRedirect(
  db: Kysely<Database>,
  oldSlug: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('category_slug_redirects as r')
    .innerJoin('blog_categories as c', 'c.id', 'r.category_id')
    .select('c.slug')
    .where('r.old_slug', '=', oldSlug)
    .executeTakeFirst()
  return row?.slug ?? null
}
