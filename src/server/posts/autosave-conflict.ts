import 'server-only'
import type { Kysely } from 'kysely'
import { editorDocumentOf, type PostDocument } from '@/lib/post-document'
import type { AutosaveConflict } from '@/lib/validations/autosave'
import type { Database } from '../db/types'
import { readPostDocument, readWorkingCopy } from './working-copy'
import type { PostMeta } from './post-meta'

/** What the editor loads for a post: its working copy when it has one, else the row. */
export async function readEditedDocument(
  db: Kysely<Database>,
  postId: string,
): Promise<{ doc: PostDocument; workingCopy: boolean } | null> {
  const copy = await readWorkingCopy(db, postId)
  if (copy) return { doc: copy, workingCopy: true }
  const doc = await readPostDocument(db, postId)
  return doc ? { doc, workingCopy: false } : null
}

/** Whether two documents say the same (tags in any order). */
export function sameDocument(a: PostDocument, b: PostDocument): boolean {
  // Field by field: a working copy carries more than its document (schedule, who, when).
  const key = (doc: PostDocument) =>
    JSON.stringify([
      doc.title,
      doc.slug,
      doc.description,
      doc.content,
      doc.coverImage,
      doc.categoryId,
      [...doc.tags].sort(),
      doc.featured,
      doc.focusKeyword ?? null,
      doc.coverAlt ?? null,
    ])
  return key(a) === key(b)
}

/** The version that won, with who saved it and when (the newest revision says). */
export async function readConflict(
  db: Kysely<Database>,
  postId: string,
  meta: PostMeta,
  current: PostDocument,
): Promise<AutosaveConflict> {
  const latest = await db
    .selectFrom('post_revisions')
    .select(['actor_name', 'updated_at'])
    .where('post_id', '=', postId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return {
    version: meta.version,
    document: editorDocumentOf(current, meta.status),
    savedBy: latest?.actor_name ?? null,
    savedAt: latest?.updated_at.toISOString() ?? null,
  }
}
