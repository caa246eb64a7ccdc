import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types'
import type { PostSnapshot } from './cache-tags'

/**
 * A post as readers see it, read inside the writer's transaction before and after a change;
 * the pair goes to invalidatePostChange. Null when the post does not exist (created or deleted).
 */
export async function readPostSnapshot(
  db: Kysely<Database>,
  postId: string,
): Promise<PostSnapshot | null> {
  const post = await db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select([
      'p.slug',
      'p.status',
      'p.title',
      'p.description',
      'p.cover_image',
      'p.cover_alt',
      'p.published_at',
      'p.reading_time',
      'p.featured',
      'p.author_name',
      'c.slug as category_slug',
    ])
    .where('p.id', '=', postId)
    .executeTakeFirst()
  if (!post) return null
  const tags = await db
    .selectFrom('blog_tags')
    .select('tag')
    .where('post_id', '=', postId)
    .orderBy('tag')
    .execute()
  // Everything a card or a related-posts entry prints; the body is deliberately not part of it.
  const listing = JSON.stringify([
    post.title,
    post.description,
    post.cover_image,
    post.cover_alt,
    post.published_at?.toISOString() ?? null,
    post.reading_time,
    post.featured,
    post.author_name,
    tags.map((t) => t.tag),
  ])
  return { slug: post.slug, status: post.status, categorySlug: post.category_slug, listing }
}
