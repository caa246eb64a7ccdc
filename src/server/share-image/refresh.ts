import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types'
import type { MediaStorage } from '../media/media-storage'
import { readCover, renderCoverShareImage } from './cover'
import { newShareImageKey, SHARE_IMAGE_TYPE } from './format'
import { renderShareImage } from './render'

export interface ShareImageDeps {
  db: Kysely<Database>
  storage: MediaStorage
  /** Expires the article page, whose og:image changed. */
  invalidate: (slug: string) => Promise<unknown>
  render?: typeof renderShareImage
  renderCover?: typeof renderCoverShareImage
}

export type RefreshOutcome = 'generated' | 'unchanged' | 'skipped'

interface DrawnFrom {
  title: string
  category: string
  /** The cover's address, '' for none: what share_image_source records. */
  source: string
}

/**
 * A post with a cover is shared with its cover cut to 1200x630; one without, with a card of its
 * title and category. A cover the storage no longer has, or that cannot be decoded, gets the
 * card too (recorded as drawn from that cover, so it is not tried again every minute).
 */
async function draw(deps: ShareImageDeps, post: DrawnFrom, postId: string): Promise<Buffer> {
  if (post.source) {
    const cover = await readCover(deps.storage, post.source)
    if (cover) {
      try {
        return await (deps.renderCover ?? renderCoverShareImage)(cover)
      } catch (error) {
        console.warn(`Capa ${post.source} do post ${postId} ilegível; imagem com o título.`, error)
      }
    } else {
      console.warn(`Capa ${post.source} do post ${postId} não encontrada; imagem com o título.`)
    }
  }
  return (deps.render ?? renderShareImage)({ title: post.title, category: post.category })
}

/**
 * Gives a published post the share image of its current cover (or, without one, of its title
 * and category), if the one it has shows something else (or it has none). An unrelated edit
 * changes none of these, so nothing is drawn. The new image is stored under a new key (social
 * networks cache by URL), then the old one is deleted: a post keeps one image. The row is only
 * updated if nobody replaced the image meanwhile; the loser of that race deletes what it stored.
 */
export async function refreshShareImage(
  deps: ShareImageDeps,
  postId: string,
): Promise<RefreshOutcome> {
  const post = await deps.db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select(['p.slug', 'p.status', 'p.title', 'c.name as category', 'p.cover_image'])
    .select(['p.share_image_key', 'p.share_image_source'])
    .select(['p.share_image_title', 'p.share_image_category'])
    .where('p.id', '=', postId)
    .executeTakeFirst()
  if (!post || post.status !== 'published') return 'skipped'
  const wanted: DrawnFrom = {
    title: post.title,
    category: post.category ?? '',
    source: post.cover_image ?? '',
  }
  const current =
    post.share_image_source === wanted.source &&
    (wanted.source !== '' ||
      (post.share_image_title === wanted.title && post.share_image_category === wanted.category))
  if (current) return 'unchanged'
  const image = await draw(deps, wanted, postId)
  const key = newShareImageKey()
  const url = await deps.storage.put(key, image, SHARE_IMAGE_TYPE)
  const previous = post.share_image_key
  const result = await deps.db
    .updateTable('blog_posts')
    .set({
      share_image_url: url,
      share_image_key: key,
      share_image_title: wanted.title,
      share_image_category: wanted.category,
      share_image_source: wanted.source,
    })
    .where('id', '=', postId)
    .where('share_image_key', previous === null ? 'is' : '=', previous)
    .executeTakeFirst()
  if (result.numUpdatedRows !== BigInt(1)) {
    await deps.storage.delete(key)
    return 'unchanged'
  }
  if (previous) await deps.storage.delete(previous)
  // The page announces the image by its address: it changed.
  await deps.invalidate(post.slug)
  return 'generated'
}

/**
 * Published posts whose image is missing or shows something else than the post: another cover,
 * or (without a cover) an old title or category name. Rows from before 0015 have no source.
 */
export async function listStaleShareImages(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select('p.id')
    .where('p.status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb('p.share_image_source', 'is', null),
        eb('p.share_image_source', '<>', sql<string>`coalesce(${eb.ref('p.cover_image')}, '')`),
        eb.and([
          eb('p.share_image_source', '=', ''),
          eb.or([
            eb('p.share_image_title', 'is', null),
            eb('p.share_image_title', '<>', eb.ref('p.title')),
            eb('p.share_image_category', 'is', null),
            eb('p.share_image_category', '<>', sql<string>`coalesce(${eb.ref('c.name')}, '')`),
          ]),
        ]),
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
