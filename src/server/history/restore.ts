import 'server-only'
import type { PostDocument } from '@/lib/post-document'
import { CONFLICT_MESSAGE, POST_NOT_FOUND_MESSAGE } from '@/lib/validations/posts'
import { REVISION_NOT_FOUND_MESSAGE } from '@/lib/validations/revisions'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { ActionError } from '../auth/errors'
import type { SessionContext } from '../auth/session'
import type { PostSnapshot } from '../blog/cache-tags'
import { invalidatePostChange } from '../blog/invalidate'
import { readPostSnapshot } from '../blog/snapshots'
import { getDatabase } from '../db'
import { invalidateRedirects } from '../redirects/runtime'
import { releasePostAddress } from '../redirects/slug-rules'
import type { PostStatus } from '../db/types'
import { readPostDocument, readWorkingCopy, writeWorkingCopy } from '../posts/working-copy'
import { postChanges, type AuditedPost } from '../posts/post-audit'
import { postValues, updatePost, writeTags, type Trx } from '../posts/post-write'
import { readRevision, recordRevision } from '../posts/revisions'
import { isSlugUniqueViolation, slugTakenError } from '../posts/slug-conflict'
import { restorableDocument } from './restorable'

export interface RestoreInput {
  postId: string
  revisionId: string
  version: number
}

export interface RestoredPost {
  /** The post's new version: the editor's next save carries it. */
  version: number
  /** The revision this restore recorded (restoring the one before it undoes this restore). */
  revisionId: string
  /** What the editor shows now: for a published post, its new working copy. */
  document: PostDocument
  status: PostStatus
  /** True when the working copy took it: readers keep the public version until "Atualizar". */
  workingCopy: boolean
  /** The revision's slug now belongs to another post, so the current slug was kept. */
  slugKept: boolean
}

type Snapshots = [before: PostSnapshot | null, after: PostSnapshot | null]

function audited(doc: PostDocument, status: PostStatus): AuditedPost {
  return {
    title: doc.title,
    slug: doc.slug,
    status,
    description: doc.description,
    content: doc.content,
    cover_image: doc.coverImage,
    cover_alt: doc.coverAlt ?? null,
    category_id: doc.categoryId,
    featured: doc.featured,
    tags: [...doc.tags].sort(),
  }
}

/** A published post's working copy changed: only the document's version moves. */
async function bumpVersion(trx: Trx, postId: string, version: number): Promise<void> {
  const result = await trx
    .updateTable('blog_posts')
    .set({ version: version + 1 })
    .where('id', '=', postId)
    .where('version', '=', version)
    .executeTakeFirst()
  if (result.numUpdatedRows === BigInt(0)) throw new ActionError(CONFLICT_MESSAGE)
}

/**
 * "Restaurar": the revision's content becomes the post's working document, the way a save
 * would write it: a draft's own row, or a published post's working copy (readers keep the
 * public version until "Atualizar"). The status and any schedule stay as they are. The restore
 * is itself a revision (so it can be undone by restoring the one before it), bumps the
 * version and is audited, all in one transaction.
 */
export async function restoreRevision(
  input: RestoreInput,
  session: SessionContext,
): Promise<RestoredPost> {
  const { postId, revisionId, version } = input
  let outcome: { restored: RestoredPost; snapshots: Snapshots | null; redirects: boolean }
  try {
    outcome = await getDatabase()
      .db.transaction()
      .execute(async (trx) => {
        const post = await trx
          .selectFrom('blog_posts')
          .select(['status', 'version', 'author_id', 'author_name', 'scheduled_at'])
          .where('id', '=', postId)
          .executeTakeFirst()
        if (!post) throw new ActionError(POST_NOT_FOUND_MESSAGE)
        if (post.version !== version) throw new ActionError(CONFLICT_MESSAGE)
        const revision = await readRevision(trx, postId, revisionId)
        if (!revision) throw new ActionError(REVISION_NOT_FOUND_MESSAGE)

        const workingCopy = post.status === 'published'
        const copy = workingCopy ? await readWorkingCopy(trx, postId) : null
        const current = copy ?? (await readPostDocument(trx, postId))
        if (!current) throw new ActionError(POST_NOT_FOUND_MESSAGE)
        const { doc, slugKept } = await restorableDocument(trx, postId, revision.doc, current)

        let scheduledAt = post.scheduled_at
        let snapshots: Snapshots | null = null
        let redirects = false
        if (workingCopy) {
          // A scheduled update keeps its time: the restored text is what will go out.
          scheduledAt = copy?.scheduledAt ?? null
          await writeWorkingCopy(trx, postId, doc, { actorId: session.user.id, scheduledAt })
          await bumpVersion(trx, postId, version)
        } else {
          const written = await updatePost(trx, postId, version, postValues(doc, post.status))
          await writeTags(trx, postId, doc.tags)
          redirects = (await releasePostAddress(trx, doc.slug)) || written.redirects
          snapshots = [written.before, await readPostSnapshot(trx, postId)]
        }
        const recorded = await recordRevision(trx, {
          postId,
          kind: 'restore',
          doc,
          status: post.status,
          scheduledAt,
          author: { id: post.author_id, name: post.author_name },
          actor: session.user,
        })
        await recordAudit(trx, {
          action: AUDIT_ACTIONS.postRevisionRestored,
          actor: session.user,
          target: { type: 'post', id: postId, label: doc.title },
          details: {
            slug: doc.slug,
            revision: {
              id: revision.id,
              kind: revision.kind,
              at: revision.updatedAt.toISOString(),
            },
            workingCopy,
            changes: postChanges(audited(current, post.status), audited(doc, post.status)),
          },
        })
        const restored: RestoredPost = {
          version: version + 1,
          revisionId: recorded.id,
          document: doc,
          status: post.status,
          workingCopy,
          slugKept,
        }
        return { restored, snapshots, redirects }
      })
  } catch (error) {
    // The check in restorableDocument runs first; this catches a save racing for the slug.
    if (isSlugUniqueViolation(error)) throw slugTakenError()
    throw error
  }
  // Only a draft's row changed; a working copy is invisible to readers until "Atualizar".
  if (outcome.snapshots) invalidatePostChange(...outcome.snapshots)
  if (outcome.redirects) await invalidateRedirects()
  return outcome.restored
}
