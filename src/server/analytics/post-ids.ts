import 'server-only'
import type { Kysely } from 'kysely'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import { chunks, paddedList } from '@/lib/analytics/batches'
import { blogTags } from '../blog/cache-tags'
import type { Database } from '../db/types'

export const LOOKUP_CHUNK = 500

/**
 * Published posts by slug, as recently looked up: the same few thousand articles come back in
 * every batch. The lookup reads only the index on (slug, status, id) (migration 0022; reading
 * each post's row instead took 7.7 ms per 128 slugs on SQLite, on the event loop). Only found
 * posts are kept, and an entry is dropped as soon as the article's cache tag changes
 * (published, unpublished, deleted, slug changed: here or on another instance, as for its
 * page), and in any case after POST_ID_TTL_MS.
 */
export const POST_ID_TTL_MS = 60_000
const POST_ID_CACHE_MAX = 20_000
const postIdCache = new Map<string, { id: string; at: number }>()

function cachedPostId(slug: string, nowMs: number): string | null {
  const cached = postIdCache.get(slug)
  if (!cached) return null
  const tag = [blogTags.post(slug)]
  const tags = cacheTags()
  if (
    nowMs - cached.at >= POST_ID_TTL_MS ||
    tags.expiration(tag) >= cached.at ||
    tags.isStale(tag, cached.at - 1)
  ) {
    postIdCache.delete(slug)
    return null
  }
  return cached.id
}

/** Test hook: forget the looked-up posts (a new process). */
export function forgetPostIds(): void {
  postIdCache.clear()
}

/** The published posts among `slugs`, by slug; any other slug is absent from the map. */
export async function publishedPostIds(
  db: Kysely<Database>,
  slugs: string[],
  nowMs = Date.now(),
): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  const missing: string[] = []
  for (const slug of slugs) {
    const cached = cachedPostId(slug, nowMs)
    if (cached) ids.set(slug, cached)
    else missing.push(slug)
  }
  if (postIdCache.size + missing.length > POST_ID_CACHE_MAX) postIdCache.clear()
  for (const part of chunks(missing, LOOKUP_CHUNK)) {
    const rows = await db
      .selectFrom('blog_posts')
      .select(['id', 'slug'])
      .where('status', '=', 'published')
      .where('slug', 'in', paddedList(part))
      .execute()
    for (const row of rows) {
      ids.set(row.slug, row.id)
      postIdCache.set(row.slug, { id: row.id, at: nowMs })
    }
  }
  return ids
}
