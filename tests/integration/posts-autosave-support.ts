import type { AutosavePostInput } from '@/lib/validations/autosave'
import type { SavePostInput } from '@/lib/validations/posts'
import { sitemapEntries } from '@/lib/sitemap-entries'
import {
  findSlugRedirect,
  getPublishedPost,
  listCategoriesWithCounts,
  listPublishedPosts,
} from '@/server/blog/public-posts'
import type { DatabaseHandle } from '@/server/db/connection'
import { getPostForEdit } from '@/server/posts/queries'

/* Shared by posts-autosave*.test.ts and posts-save-revisions.test.ts. */

/** What the editor form holds for a post (its working copy when it has one) and sends back. */
export async function formOf(id: string) {
  const post = await getPostForEdit(id)
  if (!post) throw new Error('post not found')
  return {
    id,
    version: post.version,
    title: post.title,
    slug: post.slug,
    description: post.description ?? '',
    content: post.content,
    coverImage: post.coverImage ?? '',
    coverAlt: post.coverAlt ?? '',
    categoryId: post.categoryId ?? '',
    tags: post.tags,
    featured: post.featured,
    status: post.status,
  }
}

export async function saveInput(
  id: string,
  overrides: Partial<SavePostInput> = {},
): Promise<SavePostInput> {
  return { ...(await formOf(id)), intent: 'draft', ...overrides }
}

export async function autosaveInput(
  id: string,
  overrides: Partial<AutosavePostInput> = {},
): Promise<AutosavePostInput> {
  const { status: _status, ...form } = await formOf(id)
  return { ...form, ...overrides }
}

/**
 * Everything a reader can get from the database about the blog: the article page's query, the
 * lists (index, feed), the sitemap, the category counts and an old address's redirect.
 */
export async function publicView(handle: DatabaseHandle, slugs: string[]) {
  const { db } = handle
  // The rows come whole; their version is the editors' lock, which no page prints. The share
  // image columns are written in the background after an earlier publish, whenever it lands.
  const unlocked = <T extends ({ version: number } & ShareImageColumns) | null>(post: T) =>
    post && { ...post, ...NO_SHARE_IMAGE, version: undefined }
  const posts = (await listPublishedPosts(db)).map(unlocked)
  const categories = await listCategoriesWithCounts(db)
  return JSON.stringify({
    pages: await Promise.all(slugs.map(async (slug) => unlocked(await getPublishedPost(db, slug)))),
    redirects: await Promise.all(slugs.map((slug) => findSlugRedirect(db, slug))),
    posts,
    categories,
    sitemap: sitemapEntries('https://midiaplan.com.br', posts, categories),
  })
}

type ShareImageColumns = {
  share_image_url: string | null
  share_image_key: string | null
  share_image_title: string | null
  share_image_category: string | null
  share_image_source: string | null
}
const NO_SHARE_IMAGE = {
  share_image_url: undefined,
  share_image_key: undefined,
  share_image_title: undefined,
  share_image_category: undefined,
  share_image_source: undefined,
}

/** The post's row, less the share image columns the background drawer fills in on its own time. */
export async function readRow(handle: DatabaseHandle, id: string) {
  const row = await handle.db
    .selectFrom('blog_posts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { ...row, ...NO_SHARE_IMAGE }
}

export async function revisionKinds(handle: DatabaseHandle, id: string) {
  const rows = await handle.db
    .selectFrom('post_revisions')
    .select(['kind', 'title', 'status', 'actor_id'])
    .where('post_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows
}

export async function auditActions(handle: DatabaseHandle, id: string): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('audit_log')
    .select(['action', 'created_at'])
    .where('target_id', '=', id)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => row.action)
}
