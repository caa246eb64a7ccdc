import 'server-only'
import { revalidateTag } from 'next/cache'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import { tagsForCategoryChange, tagsForPostChange, type PostSnapshot } from './cache-tags'
import { purgeMicroCacheForTags } from './micro-cache'

/*
 * The one place admin actions tell the public blog what changed. `expire: 0` because a reader
 * must see the change on the very next request, not one stale response later.
 */
function expire(tags: string[]): string[] {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  // An article's own change drops its page; anything touching lists empties the whole cache
  // (a few seconds of responses, cheaper to refill than to map every list to its tags).
  purgeMicroCacheForTags(tags)
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

/**
 * The same invalidation for a change made outside any request (the schedule's timer), where
 * revalidateTag is not available: the tags are written to the database-backed tag state that
 * Next's cache handlers check in every process, then this process's micro-cache is emptied
 * (other processes empty theirs when their poll finds the tags).
 */
export async function invalidatePostChangeOutsideRequest(
  before: PostSnapshot | null,
  after: PostSnapshot | null,
): Promise<string[]> {
  const tags = tagsForPostChange(before, after)
  if (tags.length === 0) return tags
  await cacheTags().update(tags, { expire: 0 })
  purgeMicroCacheForTags(tags)
  return tags
}
