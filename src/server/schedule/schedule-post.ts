import 'server-only'
import { chosenDisplayName } from '@/lib/author-name'
import type { PostDocument } from '@/lib/post-document'
import { CONFLICT_MESSAGE, POST_NOT_FOUND_MESSAGE } from '@/lib/validations/posts'
import {
  NOT_SCHEDULED_MESSAGE,
  type CancelScheduleInput,
  type SchedulePostData,
} from '@/lib/validations/schedule'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { ActionError } from '../auth/errors'
import type { SessionContext } from '../auth/session'
import { getDatabase } from '../db'
import type { PostStatus } from '../db/types'
import { writeWorkingCopy } from '../posts/working-copy'
import { postChanges, readAuditedPost } from '../posts/post-audit'
import { createPost, postValues, updatePost, writeTags, type Trx } from '../posts/post-write'
import { recordRevision } from '../posts/revisions'
import { assertPublishable } from '../checklist/assert-publishable'
import { checkReferences } from '../posts/post-references'
import { preparePostDocument } from '../posts/prepare-document'
import { isSlugUniqueViolation, slugTakenError } from '../posts/slug-conflict'

export interface ScheduledPost {
  id: string
  version: number
  /** ISO 8601, UTC. */
  scheduledAt: string
  /** True for a published post's scheduled update (its working copy). */
  update: boolean
  created: boolean
}

/** Bumps the post's version (the optimistic lock) for a write that leaves the row's text alone. */
async function bumpVersion(trx: Trx, id: string, version: number): Promise<number> {
  const result = await trx
    .updateTable('blog_posts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst()
  if (result.numUpdatedRows !== BigInt(1)) throw new ActionError(CONFLICT_MESSAGE)
  return version + 1
}

async function currentPost(trx: Trx, id: string, version: number | undefined) {
  const post = await trx
    .selectFrom('blog_posts')
    .select(['title', 'status', 'version', 'author_id', 'author_name', 'scheduled_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!post) throw new ActionError(POST_NOT_FOUND_MESSAGE)
  if (post.version !== version) throw new ActionError(CONFLICT_MESSAGE)
  return post
}

interface Written {
  id: string
  version: number
  status: PostStatus
  author: { id: string | null; name: string | null }
}

/** The document where it belongs: a new or draft post's row, or a published post's working copy. */
async function writeDocument(
  trx: Trx,
  input: SchedulePostData,
  doc: PostDocument,
  session: SessionContext,
): Promise<Written> {
  const values = postValues(doc, 'draft')
  if (input.id === undefined) {
    const { saved } = await createPost(trx, values, session)
    await writeTags(trx, saved.id, doc.tags)
    const author = { id: session.user.id, name: chosenDisplayName(session.user) }
    return { id: saved.id, version: saved.version, status: 'draft', author }
  }
  const post = await currentPost(trx, input.id, input.version)
  const author = { id: post.author_id, name: post.author_name }
  if (post.status === 'published') {
    await writeWorkingCopy(trx, input.id, doc, {
      actorId: session.user.id,
      scheduledAt: input.scheduledAt,
    })
    const version = await bumpVersion(trx, input.id, post.version)
    return { id: input.id, version, status: 'published', author }
  }
  const { saved } = await updatePost(trx, input.id, post.version, values)
  await writeTags(trx, input.id, doc.tags)
  return { id: input.id, version: saved.version, status: 'draft', author }
}

/**
 * "Agendar": saves the editor's document and sets when it goes public. A draft (or archived
 * post) becomes a draft with `scheduled_at`; a published post keeps what readers see, and the
 * document becomes its working copy, due at that time. One transaction holds the document, the
 * schedule, a 'schedule' revision and one audit entry; readers see nothing yet, so no cache
 * tag changes.
 */
export async function schedulePost(
  input: SchedulePostData,
  session: SessionContext,
): Promise<ScheduledPost> {
  const doc = preparePostDocument(input)
  const at = input.scheduledAt
  try {
    return await getDatabase()
      .db.transaction()
      .execute(async (trx) => {
        await checkReferences(trx, postValues(doc, 'draft'), input.id)
        // Refused now, with a field error, rather than at the time it was meant to go public.
        await assertPublishable(trx, doc)
        const stored = input.id === undefined ? null : await readAuditedPost(trx, input.id)
        const { id, version, status, author } = await writeDocument(trx, input, doc, session)
        const update = status === 'published'
        if (!update) {
          await trx
            .updateTable('blog_posts')
            .set({ scheduled_at: at })
            .where('id', '=', id)
            .execute()
        }
        await recordRevision(trx, {
          postId: id,
          kind: 'schedule',
          doc,
          status,
          scheduledAt: at,
          author,
          actor: { id: session.user.id, email: session.user.email, name: session.user.name },
        })
        const after = { ...postValues(doc, status), tags: [...new Set(doc.tags)].sort() }
        await recordAudit(trx, {
          action: AUDIT_ACTIONS.postScheduled,
          actor: session.user,
          target: { type: 'post', id, label: doc.title },
          details: {
            slug: doc.slug,
            scheduledAt: at.toISOString(),
            update,
            ...(stored ? { changes: postChanges(stored, after) } : { created: true }),
          },
        })
        const created = input.id === undefined
        return { id, version, scheduledAt: at.toISOString(), update, created }
      })
  } catch (error) {
    if (isSlugUniqueViolation(error)) throw slugTakenError()
    throw error
  }
}

/**
 * "Cancelar agendamento": the draft stays a draft, a scheduled update stays a working copy;
 * only the time is dropped. Audited; the version moves on like any write to the schedule.
 */
export async function cancelSchedule(
  input: CancelScheduleInput,
  session: SessionContext,
): Promise<{ id: string; version: number }> {
  return getDatabase()
    .db.transaction()
    .execute(async (trx) => {
      const post = await currentPost(trx, input.id, input.version)
      const copy = await trx
        .selectFrom('post_working_copies')
        .select('scheduled_at')
        .where('post_id', '=', input.id)
        .executeTakeFirst()
      const update = post.status === 'published'
      const scheduledAt = update ? copy?.scheduled_at : post.scheduled_at
      if (!scheduledAt) throw new ActionError(NOT_SCHEDULED_MESSAGE)
      if (update) {
        await trx
          .updateTable('post_working_copies')
          .set({ scheduled_at: null })
          .where('post_id', '=', input.id)
          .execute()
      } else {
        await trx
          .updateTable('blog_posts')
          .set({ scheduled_at: null })
          .where('id', '=', input.id)
          .execute()
      }
      const version = await bumpVersion(trx, input.id, post.version)
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.postScheduleCanceled,
        actor: session.user,
        target: { type: 'post', id: input.id, label: post.title },
        details: { scheduledAt: scheduledAt.toISOString(), update },
      })
      return { id: input.id, version }
    })
}
