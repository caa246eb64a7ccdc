import 'server-only'
import { CONFLICT_MESSAGE } from '@/lib/validations/posts'
import { ActionError } from '../auth/errors'
import type { Trx } from './post-write'

/**
 * Moves the post's version on for a write that leaves the row's public fields alone (its
 * working copy): the version is the document's, so another editor holding the old one is
 * refused. `updated_at` stays: it is the public version's date (sitemap, JSON-LD).
 */
export async function bumpPostVersion(trx: Trx, id: string, expected: number): Promise<number> {
  const result = await trx
    .updateTable('blog_posts')
    .set({ version: expected + 1 })
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst()
  if (result.numUpdatedRows === BigInt(0)) throw new ActionError(CONFLICT_MESSAGE)
  return expected + 1
}
