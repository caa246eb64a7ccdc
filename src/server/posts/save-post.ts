import 'server-only'
import { chosenDisplayName } from '@/lib/author-name'
import type { PostDocument } from '@/lib/post-document'
import { POST_NOT_FOUND_MESSAGE, type SavePostData } from '@/lib/validations/posts'
import { ActionError } from '../auth/errors'
import { assertPublishable } from '../checklist/assert-publishable'
import type { SessionContext } from '../auth/session'
import type { PostSnapshot } from '../blog/cache-tags'
import { invalidatePostChange } from '../blog/invalidate'
import { readPostSnapshot } from '../blog/snapshots'
import { getDatabase } from '../db'
import { invalidateRedirects } from '../redirects/runtime'
import { releasePostAddress } from '../redirects/slug-rules'
import { refreshShareImageLater } from '../share-image/refresh-queue'
import type { PostStatus } from '../db/types'
import { deleteWorkingCopy } from './working-copy'
import { readAuditedPost, recordPostSave } from './post-audit'
import { manualSaveKind, readPostMeta, revisionActor, type PostMeta } from './post-meta'
import { checkReferences } from './post-references'
import { preparePostDocument } from './prepare-document'
import {
  createPost,
  postValues,
  updatePost,
  writeTags,
  type PostValues,
  type SavedPost,
  type Trx,
} from './post-write'
import { recordRevision } from './revisions'
import { isSlugUniqueViolation, slugTakenError } from './slug-conflict'

export type { SavedPost } from './post-write'

interface Written {
  before: PostSnapshot | null
  after: PostSnapshot | null
  saved: SavedPost
  redirects: boolean
}

interface SaveRequest {
  doc: PostDocument
  values: PostValues
  intent: SavePostData['intent']
  version: number
  session: SessionContext
}

/**
 * Creates or updates a post. The body is sanitized before anything is checked or stored, so
 * a body made only of markup the allowlist removes counts as empty. One transaction holds the
 * post, its tags, the old-address redirect, the audit entry and the revision; the public blog's
 * cache is expired after it commits. A published post's working copy (its autosaved edits) is
 * what the form was showing, so a save of either button replaces it.
 */
export async function savePost(input: SavePostData, session: SessionContext): Promise<SavedPost> {
  const status: PostStatus = input.intent === 'publish' ? 'published' : input.status
  const doc = preparePostDocument(input)
  const { id } = input
  const request = { doc, values: postValues(doc, status), intent: input.intent, session }

  let written: Written
  try {
    written = await getDatabase()
      .db.transaction()
      .execute(async (trx) => {
        await checkReferences(trx, request.values, id)
        if (id === undefined) {
          if (status === 'published') await assertPublishable(trx, doc)
          return createRow(trx, { ...request, version: 0 })
        }
        const meta = await readPostMeta(trx, id)
        if (!meta) throw new ActionError(POST_NOT_FOUND_MESSAGE)
        // Both buttons write the row: "Salvar Rascunho" keeps the chosen status, so on a
        // published post the change is public at once; only autosave writes a working copy.
        // What readers will see: the publishing checklist's required items must hold.
        if (status === 'published') await assertPublishable(trx, doc)
        return saveRow(trx, id, meta, { ...request, version: input.version ?? 0 })
      })
  } catch (error) {
    // The check in the transaction runs first; this catches two saves racing for one slug.
    if (isSlugUniqueViolation(error)) throw slugTakenError()
    throw error
  }
  invalidatePostChange(written.before, written.after)
  if (written.redirects) await invalidateRedirects()
  if (written.after?.status === 'published') refreshShareImageLater(written.saved.id)
  return written.saved
}

async function createRow(trx: Trx, { doc, values, intent, session }: SaveRequest) {
  const result = await createPost(trx, values, session)
  const { id } = result.saved
  await writeTags(trx, id, doc.tags)
  // An address that now belongs to a post must not redirect anywhere else.
  const released = await releasePostAddress(trx, doc.slug)
  await recordPostSave(trx, session, id, null, { ...values, tags: doc.tags })
  await recordRevision(trx, {
    postId: id,
    kind: manualSaveKind(null, values.status, intent),
    doc,
    status: values.status,
    author: { id: session.user.id, name: chosenDisplayName(session.user) },
    actor: revisionActor(session),
  })
  return { ...result, redirects: released, after: await readPostSnapshot(trx, id) }
}

/** The post row itself: drafts, publishing ("Publicar", "Atualizar") and unpublishing. */
async function saveRow(trx: Trx, id: string, meta: PostMeta, request: SaveRequest) {
  const { doc, values, intent, session } = request
  const stored = await readAuditedPost(trx, id)
  const result = await updatePost(trx, id, request.version, values)
  await writeTags(trx, id, doc.tags)
  const released = await releasePostAddress(trx, doc.slug)
  // The form was loaded from the working copy, if any: its content is now in the row.
  await deleteWorkingCopy(trx, id)
  await recordPostSave(trx, session, id, stored, { ...values, tags: doc.tags })
  await recordRevision(trx, {
    postId: id,
    kind: manualSaveKind(meta.status, values.status, intent),
    doc,
    status: values.status,
    scheduledAt: meta.scheduledAt,
    author: { id: meta.authorId, name: meta.authorName },
    actor: revisionActor(session),
  })
  const redirects = result.redirects || released
  return { ...result, redirects, after: await readPostSnapshot(trx, id) }
}
