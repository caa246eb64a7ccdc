import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { getDatabase } from '../db'
import { blogTags } from './cache-tags'
import { POSTS_PER_PAGE } from '@/lib/pagination'
import type { SitemapPost } from '@/lib/sitemap-entries'
import {
  getPublishedPost,
  listCategoriesWithCounts,
  listNewestPublished,
  listPublishedPage,
  listPublishedPosts,
  listSitemapPosts,
  type CategoryWithCount,
  type PostPage,
  type PublicPost,
} from './public-posts'

/*
 * Cached reads for the public blog. Each entry lives until an admin change expires one of its
 * tags (src/server/blog/invalidate.ts), so readers are served from Next's cache and see an
 * edit on the next request.
 */

/** One page of the index's grid (no category) or of a category's list, 12 posts a page. */
export async function getCachedPostPage(
  categorySlug: string | null,
  page: number,
): Promise<PostPage> {
  'use cache'
  cacheLife('max')
  cacheTag(categorySlug ? blogTags.category(categorySlug) : blogTags.postLists)
  return listPublishedPage(getDatabase().db, {
    categorySlug: categorySlug ?? undefined,
    page,
    perPage: POSTS_PER_PAGE,
  })
}

/** The newest `limit` published posts (the feed's 50, the articles prerendered at build). */
export async function getCachedNewestPosts(limit: number): Promise<PublicPost[]> {
  'use cache'
  cacheLife('max')
  cacheTag(blogTags.postLists)
  return listNewestPublished(getDatabase().db, limit)
}

/** Every published post's address and date, without bodies, for the sitemap. */
export async function getCachedSitemapPosts(): Promise<SitemapPost[]> {
  'use cache'
  cacheLife('max')
  // Their dates too: expiring the sitemap's document alone would read them back from here.
  cacheTag(blogTags.postLists, blogTags.sitemap)
  return listSitemapPosts(getDatabase().db)
}

export async function getCachedFeaturedPosts(): Promise<PublicPost[]> {
  'use cache'
  cacheLife('max')
  cacheTag(blogTags.postLists)
  return listPublishedPosts(getDatabase().db, { featured: true })
}

/** Up to 3 posts of the same category, never the current one (spec: 'Posts Relacionados'). */
export async function getCachedRelatedPosts(
  categorySlug: string,
  excludeSlug: string,
): Promise<PublicPost[]> {
  'use cache'
  cacheLife('max')
  cacheTag(blogTags.category(categorySlug))
  return listPublishedPosts(getDatabase().db, { categorySlug, excludeSlug, limit: 3 })
}

export async function getCachedPost(slug: string): Promise<PublicPost | null> {
  'use cache'
  cacheLife('max')
  cacheTag(blogTags.post(slug))
  const post = await getPublishedPost(getDatabase().db, slug)
  // The page prints its category's name: a category rename must reach it too.
  if (post?.category) cacheTag(blogTags.category(post.category.slug))
  return post
}

export async function getCachedCategories(): Promise<CategoryWithCount[]> {
  'use cache'
  cacheLife('max')
  cacheTag(blogTags.categories)
  return listCategoriesWithCounts(getDatabase().db)
}
