import { postPath } from '@/lib/blog-paths'
import type { PostStatus } from '../db/types'

/**
 * Cache tags of the public blog. Each cached read tags itself with what it shows:
 * - `blog:posts`: lists across categories (index, featured, sitemap, feed);
 * - `blog:category:<slug>`: lists of one category (its page, related posts in it) and the
 *   pages that print that category's name;
 * - `blog:post:<slug>`: one article page;
 * - `blog:categories`: category tabs and the sidebar counts shown on every blog page;
 * - `blog:sitemap`: the sitemap, whose <lastmod> is each article's date of change.
 */
export const blogTags = {
  postLists: 'blog:posts',
  categories: 'blog:categories',
  sitemap: 'blog:sitemap',
  category: (slug: string) => `blog:category:${slug}`,
  post: (slug: string) => `blog:post:${slug}`,
} as const

/** What a post looks like to readers, before or after a change (null: absent or deleted). */
export interface PostSnapshot {
  slug: string
  status: PostStatus
  categorySlug: string | null
  /** Everything a card or a related-posts entry shows (title, description, cover, date, tags...). */
  listing: string
}

function isPublic(post: PostSnapshot | null): post is PostSnapshot {
  return post !== null && post.status === 'published'
}

/**
 * The tags a post change invalidates, and no more: a body-only edit touches only its page;
 * what changes a card touches the lists that show it; what changes visibility or category
 * also touches the counts. Drafts and archived posts were never public, so editing them
 * touches nothing.
 */
export function tagsForPostChange(
  before: PostSnapshot | null,
  after: PostSnapshot | null,
): string[] {
  const was = isPublic(before) ? before : null
  const is = isPublic(after) ? after : null
  if (!was && !is) return []
  const tags = new Set<string>()
  for (const post of [was, is]) if (post) tags.add(blogTags.post(post.slug))
  const sameCard =
    was &&
    is &&
    was.slug === is.slug &&
    was.categorySlug === is.categorySlug &&
    was.listing === is.listing
  // The sitemap is also tagged with the lists: a change no card shows (a new body through
  // "Atualizar") still moves the article's date, which the sitemap prints as <lastmod>.
  if (sameCard) return [...tags, blogTags.sitemap]
  tags.add(blogTags.postLists)
  for (const post of [was, is])
    if (post?.categorySlug) tags.add(blogTags.category(post.categorySlug))
  if (!was || !is || was.categorySlug !== is.categorySlug) tags.add(blogTags.categories)
  return [...tags]
}

/** A category created, renamed, re-slugged or deleted: its lists, the tabs and the cards' badges. */
export function tagsForCategoryChange(
  before: { slug: string } | null,
  after: { slug: string } | null,
): string[] {
  const tags = new Set<string>([blogTags.categories, blogTags.postLists])
  for (const category of [before, after]) if (category) tags.add(blogTags.category(category.slug))
  return [...tags]
}

const POST_TAG_PREFIX = blogTags.post('')

/**
 * The pages of the micro-cache that hold what these tags cover, or null for all of them. Only an
 * article's own tag maps to one page (its address); anything else (lists, categories) is on
 * pages no one lists here, so the whole micro-cache goes. The sitemap is never kept there (its
 * answer carries no s-maxage), so its tag maps to nothing.
 */
export function microCachePathsForTags(tags: readonly string[]): string[] | null {
  const paths: string[] = []
  for (const tag of tags) {
    if (tag === blogTags.sitemap) continue
    if (!tag.startsWith(POST_TAG_PREFIX)) return null
    paths.push(postPath(tag.slice(POST_TAG_PREFIX.length)))
  }
  return paths
}
