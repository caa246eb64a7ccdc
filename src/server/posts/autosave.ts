import 'server-only'
import type { Kysely } from 'kysely'
import { chosenDisplayName } from '@/lib/author-name'
import type { PostDocument } from '@/lib/post-document'
import type { AutosavePostData, AutosaveResult } from '@/lib/validations/autosave'
import { CONFLICT_MESSAGE, POST_NOT_FOUND_MESSAGE, slugFromTitle } from '@/lib/validations/posts'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { INVALID_INPUT_MESSAGE } from '../auth/action'
import { ActionError } from '../auth/errors'
import type { SessionContext } from '../auth/session'
import { sanitizePostHtml } from '../content/sanitize'
import { getDatabase } from '../db'
import type { Database } from '../db/types'
import { readConflict, readEditedDocument, sameDocument } from './autosave-conflict'
import {
  autosaveEvents,
  recordDiscarded,
  recordSessionStart,
  type AutosaveEvents,
} from './autosave-events'
import { readWorkingCopy, writeWorkingCopy } from './working-copy'
import { recordPostSave } from './post-audit'
import { readPostMeta, revisionActor, type PostMeta } from './post-meta'
import { assertSiteImages } from './post-images'
import { checkReferences } from './post-references'
import { bumpPostVersion } from './post-version'
import { createPost, postValues, updatePost, writeTags, type Trx } from './post-write'
import { recordRevision } from './revisions'
import { isSlugUniqueViolation, slugTakenError } from './slug-conflict'

/**
 * The editor's own save, a couple of seconds after the last change. A draft is written into
 * the post; a published post's edits into its working copy, so readers see nothing until
 * "Atualizar". A new post becomes a draft. A stale version is never overwritten: the answer is
 * the version that won, for the editor to compare and choose. Nothing public changes, so no
 * cache is expired. Autosaves fold into one revision per editor per 10 minutes, and the audit
 * log gets one entry per revision (not one per keystroke pause).
 */
export async function autosavePost(
  input: AutosavePostData,
  session: SessionContext,
): Promise<AutosaveResult> {
  const content = sanitizePostHtml(input.content)
  assertSiteImages(input.coverImage, content)
  const slug = input.slug || slugFromTitle(input.title)
  if (!slug) {
    throw new ActionError(INVALID_INPUT_MESSAGE, {
      slug: ['Informe um slug com letras ou números.'],
    })
  }
  const doc: PostDocument = {
    title: input.title,
    slug,
    description: input.description,
    content,
    coverImage: input.coverImage,
    categoryId: input.categoryId,
    tags: input.tags,
    featured: input.featured,
    focusKeyword: input.focusKeyword ?? null,
    coverAlt: input.coverAlt ?? null,
  }
  const events = autosaveEvents(input)
  const { db } = getDatabase()
  const { id } = input
  try {
    return await db.transaction().execute(async (trx) => {
      const references = { category_id: doc.categoryId, slug }
      if (id === undefined) {
        await checkReferences(trx, references, undefined)
        return createDraft(trx, doc, session, events)
      }
      const meta = await readPostMeta(trx, id)
      if (!meta) throw new ActionError(POST_NOT_FOUND_MESSAGE)
      if (meta.version !== input.version) return answerStale(trx, id, meta, doc)
      await checkReferences(trx, references, id)
      return writeDocument(trx, id, meta, doc, session, events)
    })
  } catch (error) {
    if (isSlugUniqueViolation(error)) throw slugTakenError()
    // Another save got in between this one's read and its write.
    if (id !== undefined && error instanceof ActionError && error.message === CONFLICT_MESSAGE) {
      const meta = await readPostMeta(db, id)
      if (meta) return answerStale(db, id, meta, doc)
    }
    throw error
  }
}

async function createDraft(
  trx: Trx,
  doc: PostDocument,
  session: SessionContext,
  events: AutosaveEvents,
): Promise<AutosaveResult> {
  const values = postValues(doc, 'draft')
  const { saved } = await createPost(trx, values, session)
  await writeTags(trx, saved.id, doc.tags)
  await recordPostSave(trx, session, saved.id, null, { ...values, tags: doc.tags })
  await recordRevision(trx, {
    postId: saved.id,
    kind: events.recovered ? 'recovery' : 'autosave',
    doc,
    status: 'draft',
    author: { id: session.user.id, name: chosenDisplayName(session.user) },
    actor: revisionActor(session),
    editSession: events.editSession,
  })
  return savedResult(saved.id, saved.version, true, false)
}

async function writeDocument(
  trx: Trx,
  id: string,
  meta: PostMeta,
  doc: PostDocument,
  session: SessionContext,
  events: AutosaveEvents,
): Promise<AutosaveResult> {
  const workingCopy = meta.status === 'published'
  // A scheduled update keeps its time.
  const scheduledAt = workingCopy
    ? ((await readWorkingCopy(trx, id))?.scheduledAt ?? null)
    : meta.scheduledAt
  const context = {
    postId: id,
    status: meta.status,
    scheduledAt,
    author: { id: meta.authorId, name: meta.authorName },
    actor: revisionActor(session),
    now: new Date(),
  }
  await recordSessionStart(trx, events, context)
  await recordDiscarded(trx, events, context)
  let version: number
  if (workingCopy) {
    version = await bumpPostVersion(trx, id, meta.version)
    await writeWorkingCopy(trx, id, doc, { actorId: session.user.id, scheduledAt })
  } else {
    // The row keeps its status: choosing "Publicado" in the form publishes only on a save.
    version = (await updatePost(trx, id, meta.version, postValues(doc, meta.status))).saved.version
    await writeTags(trx, id, doc.tags)
  }
  const revision = await recordRevision(trx, {
    ...context,
    kind: events.recovered ? 'recovery' : 'autosave',
    doc,
    editSession: events.editSession,
  })
  if (!revision.folded) {
    await recordAudit(trx, {
      action: AUDIT_ACTIONS.postAutosaved,
      actor: session.user,
      target: { type: 'post', id, label: doc.title },
      details: { slug: doc.slug, workingCopy },
    })
  }
  return savedResult(id, version, false, workingCopy)
}

/**
 * The editor's version is not the post's: someone saved meanwhile. If what they saved is what
 * this editor sends (its own save whose answer was lost), that is no conflict.
 */
async function answerStale(
  db: Kysely<Database>,
  id: string,
  meta: PostMeta,
  doc: PostDocument,
): Promise<AutosaveResult> {
  const current = await readEditedDocument(db, id)
  if (!current) throw new ActionError(POST_NOT_FOUND_MESSAGE)
  if (sameDocument(current.doc, doc)) {
    return savedResult(id, meta.version, false, current.workingCopy)
  }
  return { state: 'conflict', conflict: await readConflict(db, id, meta, current.doc) }
}

function savedResult(
  id: string,
  version: number,
  created: boolean,
  workingCopy: boolean,
): AutosaveResult {
  return { state: 'saved', id, version, savedAt: new Date().toISOString(), created, workingCopy }
}
