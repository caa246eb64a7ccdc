import 'server-only'
import { sql, type Kysely } from 'kysely'
import { escapeLike, normalizeSearchText } from '@/lib/text'
import type { Database, PostRow, PostStatus } from '../db/types'

export interface PostCategoryRef {
  id: string
  name: string
  slug: string
}

export type PostWithRelations = PostRow & { category: PostCategoryRef | null; tags: string[] }

export interface PostListFilters {
  status?: PostStatus
  categoryId?: string
  featured?: boolean
  /** Matched against the normalized title; wildcards match literally. */
  search?: string
  categorySlug?: string
  /** Leave one post out (the article being read, for its related posts). */
  excludeSlug?: string
  slug?: string
  /** Admin lists sort by creation, the public blog by publication. */
  orderBy?: 'created_at' | 'published_at'
  limit?: number
  offset?: number
}

/**
 * Posts newest first with their category and tags in exactly two round trips, whatever the
 * page size: one joined query for posts and categories, one for all of their tags.
 * No authorization here: callers (public pages, admin queries) decide who may see what.
 */
export async function fetchPostsWithRelations(
  db: Kysely<Database>,
  filters: PostListFilters = {},
): Promise<PostWithRelations[]> {
  let query = db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .selectAll('p')
    .select(['c.name as category_name', 'c.slug as category_slug'])
    .orderBy(filters.orderBy === 'published_at' ? 'p.published_at' : 'p.created_at', 'desc')
    .orderBy('p.id', 'desc')
  if (filters.status) query = query.where('p.status', '=', filters.status)
  if (filters.categorySlug) query = query.where('c.slug', '=', filters.categorySlug)
  if (filters.excludeSlug) query = query.where('p.slug', '!=', filters.excludeSlug)
  if (filters.slug) query = query.where('p.slug', '=', filters.slug)
  if (filters.categoryId) query = query.where('p.category_id', '=', filters.categoryId)
  if (filters.featured !== undefined) query = query.where('p.featured', '=', filters.featured)
  const search = filters.search ? normalizeSearchText(filters.search) : ''
  if (search) {
    const pattern = `%${escapeLike(search)}%`
    // ESCAPE is explicit because SQLite has no default escape character.
    query = query.where(sql<boolean>`${sql.ref('p.search_title')} like ${pattern} escape '\\'`)
  }
  if (filters.limit !== undefined) query = query.limit(filters.limit).offset(filters.offset ?? 0)

  const rows = await query.execute()
  if (rows.length === 0) return []
  const tagRows = await db
    .selectFrom('blog_tags')
    .select(['post_id', 'tag'])
    .where(
      'post_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('tag')
    .execute()
  const tagsByPost = new Map<string, string[]>()
  for (const { post_id, tag } of tagRows) {
    const list = tagsByPost.get(post_id)
    if (list) list.push(tag)
    else tagsByPost.set(post_id, [tag])
  }
  return rows.map(({ category_name, category_slug, ...post }) => ({
    ...post,
    category:
      post.category_id && category_name && category_slug
        ? { id: post.category_id, name: category_name, slug: category_slug }
        : null,
    tags: tagsByPost.get(post.id) ?? [],
  }))
}
