import 'server-only'
import { sql, type Kysely } from 'kysely'
import { postRuleSource } from '@/lib/redirects/slug-addresses'
import type { SitemapPost } from '@/lib/sitemap-entries'
import type { Database } from '../db/types'
import { fetchPostsWithRelations, type PostWithRelations } from '../posts/post-list'

/* What readers may see: published posts only, newest publication first. Drafts and archived
   posts never leave these functions. Each takes the database so tests run it on both. */

export type PublicPost = PostWithRelations

export function listPublishedPosts(
  db: Kysely<Database>,
  options: {
    categorySlug?: string
    featured?: boolean
    excludeSlug?: string
    limit?: number
    offset?: number
  } = {},
): Promise<PublicPost[]> {
  return fetchPostsWithRelations(db, { ...options, status: 'published', orderBy: 'published_at' })
}

/** One page of a public list and the size of the whole list, for "Página 2 de 9". */
export interface PostPage {
  posts: PublicPost[]
  total: number
}

/**
 * Page `page` (1-based) of a category's published posts, or of the index's grid: every
 * published post that is not featured (the featured ones open page 1 as 'Destaques').
 */
export async function listPublishedPage(
  db: Kysely<Database>,
  options: { categorySlug?: string; page: number; perPage: number },
): Promise<PostPage> {
  const filters = options.categorySlug
    ? { categorySlug: options.categorySlug }
    : { featured: false as const }
  let count = db
    .selectFrom('blog_posts as p')
    .select(sql<number>`count(*)`.as('n'))
    .where('p.status', '=', 'published')
  if (filters.categorySlug)
    count = count
      .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
      .where('c.slug', '=', filters.categorySlug)
  else count = count.where('p.featured', '=', false)
  const [posts, row] = await Promise.all([
    listPublishedPosts(db, {
      ...filters,
      limit: options.perPage,
      offset: (options.page - 1) * options.perPage,
    }),
    count.executeTakeFirstOrThrow(),
  ])
  return { posts, total: Number(row.n) }
}

/** The newest published posts, capped: the feed and the articles prerendered at build. */
export function listNewestPublished(db: Kysely<Database>, limit: number): Promise<PublicPost[]> {
  return listPublishedPosts(db, { limit })
}

/** What the sitemap needs of every published post, without bodies: it lists them all. */
export async function listSitemapPosts(db: Kysely<Database>): Promise<SitemapPost[]> {
  const rows = await db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select(['p.slug', 'p.updated_at', 'c.slug as category_slug'])
    .where('p.status', '=', 'published')
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute()
  return rows.map(({ category_slug, ...row }) => ({
    ...row,
    category: category_slug ? { slug: category_slug } : null,
  }))
}

export async function getPublishedPost(
  db: Kysely<Database>,
  slug: string,
): Promise<PublicPost | null> {
  const [post] = await fetchPostsWithRelations(db, { slug, status: 'published', limit: 1 })
  return post ?? null
}

/**
 * The current slug of a published post that used to live at `oldSlug`, if any: the rule its
 * slug change left (src/server/redirects/slug-rules.ts), served only while it is published.
 */
export async function findSlugRedirect(
  db: Kysely<Database>,
  oldSlug: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('redirects as r')
    .innerJoin('blog_posts as p', 'p.id', 'r.post_id')
    .select('p.slug')
    .where('r.source_path', '=', postRuleSource(oldSlug))
    .where('r.match', '=', 'exact')
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
