import 'server-only'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import { purgeMicroCacheForTags } from '../blog/micro-cache'

/*
 * An import runs outside any request (in the background of the server, or from the command
 * line), where Next's revalidateTag is not available: the tags the admin's save would expire
 * are written to the tag store every process checks (the command line attaches it first), and
 * this process's micro-cache is emptied of them.
 */
export async function invalidateImported(tags: Iterable<string>): Promise<void> {
  const list = [...new Set(tags)]
  if (list.length === 0) return
  await cacheTags().update(list, { expire: 0 })
  purgeMicroCacheForTags(list)
}
