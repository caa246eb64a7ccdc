import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { getDatabase } from '../db'
import { blogTags } from './cache-tags'
import {
  findSlugRedirect,
  getPublishedPost,
  listCategoriesWithCounts,
  listPublishedPosts,
  type CategoryWithCount,
  type PublicPost,
} from './public-posts'

/*
 * Cached reads for the public blog. Each entry lives until an admin change expires one of its
 * tags (src/server/blog/invalidate.ts), so readers are served from Next's cache and see an
 * edit on the next request.
 */

export async function getCachedPosts(categorySlug?: string): Promise<PublicPost[]> {
  'use cache'
  cacheLife('max')
  cacheTag(categorySlug ? blogTags.category(categorySlug) : blogTags.postLists)
  return listPublishedPosts(getDatabase().db, { categorySlug })
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

/** Where an old address of a post now lives; expired with the post's tags on a slug change. */
export async function getCachedSlugRedirect(oldSlug: string): Promise<string | null> {
  'use cache'
  cacheLife('max')
  cacheTag(blogTags.post(oldSlug), blogTags.postLists)
  return findSlugRedirect(getDatabase().db, oldSlug)
}

export async function getCachedCategories(): Promise<CategoryWithCount[]> {
  'use cache'
  cacheLife('max')
  cacheTag(blogTags.categories)
  return listCategoriesWithCounts(getDatabase().db)
}
