import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types'
import type { MediaStorage } from '../media/media-storage'
import { newImageKey } from '../media/storage'
import { renderShareImage } from './render'

export interface ShareImageDeps {
  db: Kysely<Database>
  storage: MediaStorage
  /** Expires the article page, whose og:image changed. */
  invalidate: (slug: string) => Promise<unknown>
  render?: typeof renderShareImage
}

export type RefreshOutcome = 'generated' | 'unchanged' | 'skipped'

/**
 * Gives a published post the share image of its current title and category, if the one it
 * has shows something else (or it has none). An unrelated edit changes neither, so nothing is
 * drawn. The new image is stored under a new key (social networks cache by URL), then the old
 * one is deleted: a post keeps one image. The row is only updated if nobody replaced the image
 * meanwhile; the loser of that race deletes what it stored.
 */
export async function refreshShareImage(
  deps: ShareImageDeps,
  postId: string,
): Promise<RefreshOutcome> {
  const post = await deps.db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select(['p.slug', 'p.status', 'p.title', 'c.name as category', 'p.share_image_key'])
    .select('p.cover_image')
    .select(['p.share_image_title', 'p.share_image_category'])
    .where('p.id', '=', postId)
    .executeTakeFirst()
  if (!post || post.status !== 'published') return 'skipped'
  const category = post.category ?? ''
  if (post.share_image_title === post.title && post.share_image_category === category) {
    return 'unchanged'
  }
  const image = await (deps.render ?? renderShareImage)({ title: post.title, category })
  const key = newImageKey()
  const url = await deps.storage.put(key, image, 'image/webp')
  const previous = post.share_image_key
  const result = await deps.db
    .updateTable('blog_posts')
    .set({
      share_image_url: url,
      share_image_key: key,
      share_image_title: post.title,
      share_image_category: category,
    })
    .where('id', '=', postId)
    .where('share_image_key', previous === null ? 'is' : '=', previous)
    .executeTakeFirst()
  if (result.numUpdatedRows !== BigInt(1)) {
    await deps.storage.delete(key)
    return 'unchanged'
  }
  if (previous) await deps.storage.delete(previous)
  // A post with a cover shares its cover: its page does not change. Expiring it anyway empties
  // every micro-cache each time the sweep draws an image (20 a minute after a large import).
  if (!post.cover_image) await deps.invalidate(post.slug)
  return 'generated'
}

/** Published posts whose image is missing or shows an old title or category name. */
export async function listStaleShareImages(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select('p.id')
    .where('p.status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb('p.share_image_title', 'is', null),
        eb('p.share_image_title', '<>', eb.ref('p.title')),
        eb('p.share_image_category', '<>', sql<string>`coalesce(${eb.ref('c.name')}, '')`),
      ]),
    )
    .orderBy('p.published_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/** Published posts of a category, whose images print its name. */
export async function listCategoryPostIds(
  db: Kysely<Database>,
  categoryId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('status', '=', 'published')
    .execute()
  return rows.map((row) => row.id)
}
