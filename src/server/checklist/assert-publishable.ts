import 'server-only'
import type { Kysely } from 'kysely'
import type { PostDocument } from '@/lib/post-document'
import { INVALID_INPUT_MESSAGE } from '../auth/action'
import { ActionError } from '../auth/errors'
import type { Database } from '../db/types'
import { publishFailures } from './publish-rules'

/**
 * Refuses to make a document public while a required item fails: the reasons, as the panel
 * words them, go to the body's field error (every required item is about the body), in one
 * message since the form shows one per field.
 */
export async function assertPublishable(db: Kysely<Database>, doc: PostDocument): Promise<void> {
  const failures = await publishFailures(db, doc)
  if (failures.length === 0) return
  throw new ActionError(INVALID_INPUT_MESSAGE, {
    content: [failures.map((item) => item.reason).join(' ')],
  })
}
