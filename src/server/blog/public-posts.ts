import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types'
import { fetchPostsWithRelations, type PostWithRelations } from '../posts/post-list'

/* What readers may see: published posts only, newest publication first. Drafts and archived
   posts never leave these functions. Each takes the database so tests run it on both. */

export type PublicPost = PostWithRelations

export function listPublishedPosts(
  db: Kysely<Database>,
  options: { categorySlug?: string; featured?: boolean; excludeSlug?: string; limit?: number } = {},
): Promise<PublicPost[]> {
  return fetchPostsWithRelations(db, { ...options, status: 'published', orderBy: 'published_at' })
}

export async function getPublishedPost(
  db: Kysely<Database>,
  slug: string,
): Promise<PublicPost | null> {
  const [post] = await fetchPostsWithRelations(db, { slug, status: 'published', limit: 1 })
  return post ?? null
}

/** The current slug of a published post that used to live at `oldSlug`, if any. */
export async function findSlugRedirect(
  db: Kysely<Database>,
  oldSlug: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('slug_redirects as r')
    .innerJoin('blog_posts as p', 'p.id', 'r.post_id')
    .select('p.slug')
    .where('r.old_slug', '=', oldSlug)
    .where('p.status', '=', 'published')
    .executeTakeFirst()
  return row?.slug ?? null
}

export interface CategoryWithCount {
  id: string
  name: string
  slug: string
  description: string | null
  /** Published posts only. */
  postCount: number
}

/** Every category by name with its number of published posts, in one query. */
export async function listCategoriesWithCounts(db: Kysely<Database>): Promise<CategoryWithCount[]> {
  const rows = await db
    .selectFrom('blog_categories as c')
    .leftJoin('blog_posts as p', (join) =>
      join.onRef('p.category_id', '=', 'c.id').on('p.status', '=', 'published'),
    )
    .select(['c.id', 'c.name', 'c.slug', 'c.description', sql<number>`count(p.id)`.as('postCount')])
    .groupBy(['c.id', 'c.name', 'c.slug', 'c.description'])
    .orderBy('c.name')
    .execute()
  return rows.map((row) => ({ ...row, postCount: Number(row.postCount) }))
}
