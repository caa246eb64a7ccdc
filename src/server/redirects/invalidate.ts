import 'server-only'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'

/**
 * The cache tag of the redirect rules. No page is tagged with it: what it invalidates is each
 * server's in-memory rule table (src/server/redirects/runtime.ts), which reloads when another
 * instance's change reaches it through the tag store (LISTEN/NOTIFY on PostgreSQL, the poll on
 * either database).
 */
export const REDIRECTS_TAG = 'redirects'

/** After a committed change: the other instances learn of it; this one reloads at once. */
export async function invalidateRedirects(): Promise<void> {
  await cacheTags().update([REDIRECTS_TAG], { expire: 0 })
}
