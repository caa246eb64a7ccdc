import 'server-only'
import { revalidateTag } from 'next/cache'
import { tagsForCategoryChange, tagsForPostChange, type PostSnapshot } from './cache-tags'
import { purgeMicroCache } from './micro-cache'

/*
 * The one place admin actions tell the public blog what changed. `expire: 0` because a reader
 * must see the change on the very next request, not one stale response later.
 */
function expire(tags: string[]): string[] {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  // Whole-cache purge: it holds a few seconds of responses, cheaper to refill than to map to tags.
  if (tags.length > 0) purgeMicroCache()
  return tags
}

export function invalidatePostChange(
  before: PostSnapshot | null,
  after: PostSnapshot | null,
): string[] {
  return expire(tagsForPostChange(before, after))
}

export function invalidateCategoryChange(
  before: { slug: string } | null,
  after: { slug: string } | null,
): string[] {
  return expire(tagsForCategoryChange(before, after))
}
