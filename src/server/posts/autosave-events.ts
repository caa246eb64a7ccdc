import 'server-only'
import type { PostDocument } from '@/lib/post-document'
import type { AutosavePostData } from '@/lib/validations/autosave'
import { slugFromTitle } from '@/lib/validations/posts'
import { sanitizePostHtml } from '../content/sanitize'
import type { PostStatus } from '../db/types'
import { readEditedDocument, sameDocument } from './autosave-conflict'
import { storedDocument } from './working-copy'
import type { Trx } from './post-write'
import { recordRevision, type RevisionActor } from './revisions'

/*
 * What the history records around an autosave besides the autosave itself, so that nothing an
 * editor saw is lost: the document as it was when this tab began editing, and the version a
 * conflict's choice left out. Both are written before the autosave, in its transaction.
 */

export interface AutosaveEvents {
  /** The editor tab's session (absent from older clients). */
  editSession: string | null
  /** The document comes from changes kept in the browser ("Recuperar"). */
  recovered: boolean
  /** The side a conflict's choice did not keep. */
  discarded: PostDocument | null
}

export function autosaveEvents(input: AutosavePostData): AutosaveEvents {
  const { discarded } = input
  return {
    editSession: input.session ?? null,
    recovered: input.recovered === true,
    discarded: discarded
      ? {
          title: discarded.title,
          slug: discarded.slug || slugFromTitle(discarded.title) || 'sem-slug',
          description: discarded.description,
          content: sanitizePostHtml(discarded.content),
          coverImage: discarded.coverImage,
          coverAlt: discarded.coverAlt ?? null,
          categoryId: discarded.categoryId,
          tags: discarded.tags,
          featured: discarded.featured,
          focusKeyword: discarded.focusKeyword ?? null,
        }
      : null,
  }
}

interface Context {
  postId: string
  status: PostStatus
  scheduledAt: Date | null
  author: { id: string | null; name: string | null }
  actor: RevisionActor
  /** The autosave's own time: these revisions are a moment older, so they list below it. */
  now: Date
}

/**
 * The first autosave of a tab's session keeps the document it started from, unless the
 * newest revision already holds it (a post saved before the history existed, or seeded,
 * holds it nowhere else).
 */
export async function recordSessionStart(trx: Trx, events: AutosaveEvents, context: Context) {
  if (!events.editSession) return
  const latest = await trx
    .selectFrom('post_revisions')
    .selectAll()
    .where('post_id', '=', context.postId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (latest?.edit_session === events.editSession) return
  const current = await readEditedDocument(trx, context.postId)
  if (!current || (latest && sameDocument(storedDocument(latest), current.doc))) return
  await recordRevision(trx, {
    ...context,
    kind: 'session',
    doc: current.doc,
    editSession: events.editSession,
    now: new Date(context.now.getTime() - 2),
  })
}

/** A conflict was settled: the version not kept stays in the history, to compare or restore. */
export async function recordDiscarded(trx: Trx, events: AutosaveEvents, context: Context) {
  if (!events.discarded) return
  await recordRevision(trx, {
    ...context,
    kind: 'conflict',
    doc: events.discarded,
    editSession: events.editSession,
    now: new Date(context.now.getTime() - 1),
  })
}
