import 'server-only'
import type { Kysely } from 'kysely'
import type { PostDocument } from '@/lib/post-document'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import type { PostSnapshot } from '../blog/cache-tags'
import { readPostSnapshot } from '../blog/snapshots'
import { publishFailures } from '../checklist/publish-rules'
import type { Database } from '../db/types'
import { releasePostAddress } from '../redirects/slug-rules'
import { deleteWorkingCopy, readPostDocument, readWorkingCopy } from '../posts/working-copy'
import { postChanges, readAuditedPost } from '../posts/post-audit'
import { postValues, updatePost, writeTags, type Trx } from '../posts/post-write'
import { recordRevision } from '../posts/revisions'
import { HAS_SCHEDULE } from './schedule-index-range'

/** 'publish': a draft ("Agendado"); 'update': a published post's working copy. */
export type DueKind = 'publish' | 'update'

export interface DueSchedule {
  postId: string
  kind: DueKind
  dueAt: Date
}

export interface ScheduledPublication extends DueSchedule {
  slug: string
  title: string
  /** What readers saw before and see after, for the cache invalidation. */
  before: PostSnapshot | null
  after: PostSnapshot | null
  /** The rules served changed: the redirects tag is invalidated too. */
  redirects: boolean
}

/** Schedules whose time has come, oldest first (at most `limit` of each kind per sweep). */
export async function listDueSchedules(
  db: Kysely<Database>,
  now: Date,
  limit = 50,
): Promise<DueSchedule[]> {
  // The status is checked here and again by the claim, not in the WHERE: with it there,
  // SQLite would read every draft through the status index, every few seconds.
  const posts = await db
    .selectFrom('blog_posts')
    .select(['id', 'status', 'scheduled_at'])
    .where('scheduled_at', '>', HAS_SCHEDULE)
    .where('scheduled_at', '<=', now)
    .orderBy('scheduled_at')
    .limit(limit)
    .execute()
  const drafts = posts.filter((row) => row.status === 'draft')
  const updates = await db
    .selectFrom('post_working_copies')
    .select(['post_id', 'scheduled_at'])
    .where('scheduled_at', '>', HAS_SCHEDULE)
    .where('scheduled_at', '<=', now)
    .orderBy('scheduled_at')
    .limit(limit)
    .execute()
  const due: DueSchedule[] = []
  for (const row of drafts)
    if (row.scheduled_at) due.push({ postId: row.id, kind: 'publish', dueAt: row.scheduled_at })
  for (const row of updates)
    if (row.scheduled_at) due.push({ postId: row.post_id, kind: 'update', dueAt: row.scheduled_at })
  return due.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
}

/**
 * The claim: clears the schedule only if it is still set and due. Whoever's UPDATE changes the
 * row wins; any other process's identical UPDATE waits for the winner's lock (PostgreSQL's row
 * lock, SQLite's write lock) and then matches nothing. It is the transaction's first statement,
 * so on SQLite no older snapshot is held when it waits.
 */
async function claim(trx: Trx, due: DueSchedule, now: Date): Promise<boolean> {
  const result =
    due.kind === 'publish'
      ? await trx
          .updateTable('blog_posts')
          .set({ scheduled_at: null })
          .where('id', '=', due.postId)
          .where('status', '=', 'draft')
          .where('scheduled_at', 'is not', null)
          .where('scheduled_at', '<=', now)
          .executeTakeFirst()
      : await trx
          .updateTable('post_working_copies')
          .set({ scheduled_at: null })
          .where('post_id', '=', due.postId)
          .where('scheduled_at', 'is not', null)
          .where('scheduled_at', '<=', now)
          .executeTakeFirst()
  return result.numUpdatedRows === BigInt(1)
}

async function dueDocument(trx: Trx, due: DueSchedule): Promise<PostDocument | null> {
  return due.kind === 'publish'
    ? readPostDocument(trx, due.postId)
    : readWorkingCopy(trx, due.postId)
}

/**
 * Claims one due schedule and publishes it in the same transaction: the draft goes public, or
 * the working copy replaces the public version (tags, the old address kept as a redirect) and
 * is deleted; a 'scheduled_publish' revision and one audit entry, both without an actor.
 * Null when the claim was lost (another process published it, or the schedule changed), or
 * when the publishing checklist refused it (audited).
 */
export async function publishDueSchedule(
  db: Kysely<Database>,
  due: DueSchedule,
  now: Date = new Date(),
): Promise<ScheduledPublication | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, due, now))) return null
    const doc = await dueDocument(trx, due)
    const stored = await readAuditedPost(trx, due.postId)
    if (!doc || !stored) return null
    if (await refuseFailing(trx, due, doc)) return null
    const values = postValues(doc, 'published')
    const written = await updatePost(trx, due.postId, null, values)
    if (due.kind === 'update') {
      await writeTags(trx, due.postId, doc.tags)
      await deleteWorkingCopy(trx, due.postId)
    }
    // An address that now belongs to a live post must not redirect anywhere else.
    const released = await releasePostAddress(trx, doc.slug)
    const author = await trx
      .selectFrom('blog_posts')
      .select(['author_id', 'author_name'])
      .where('id', '=', due.postId)
      .executeTakeFirstOrThrow()
    await recordRevision(trx, {
      postId: due.postId,
      kind: 'scheduled_publish',
      doc,
      status: 'published',
      scheduledAt: due.dueAt,
      author: { id: author.author_id, name: author.author_name },
      actor: null,
      now,
    })
    await recordAudit(trx, {
      action: AUDIT_ACTIONS.postScheduledPublished,
      actor: null,
      target: { type: 'post', id: due.postId, label: doc.title },
      details: {
        slug: doc.slug,
        scheduledAt: due.dueAt.toISOString(),
        update: due.kind === 'update',
        changes: postChanges(stored, { ...values, tags: [...new Set(doc.tags)].sort() }),
      },
    })
    const after = await readPostSnapshot(trx, due.postId)
    const redirects = written.redirects || released
    return { ...due, slug: doc.slug, title: doc.title, before: written.before, after, redirects }
  })
}

/**
 * The publishing checklist at the time it fires (a linked post may have been unpublished since
 * it was scheduled): a document failing a required item is not published. The claim already
 * dropped its schedule, so it is not tried again; the version moves on like any schedule
 * change, and the refusal, with its reasons, is audited for the editors to see.
 */
async function refuseFailing(trx: Trx, due: DueSchedule, doc: PostDocument): Promise<boolean> {
  const failures = await publishFailures(trx, doc)
  if (failures.length === 0) return false
  await trx
    .updateTable('blog_posts')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', due.postId)
    .execute()
  await recordAudit(trx, {
    action: AUDIT_ACTIONS.postScheduledRefused,
    actor: null,
    target: { type: 'post', id: due.postId, label: doc.title },
    details: {
      slug: doc.slug,
      scheduledAt: due.dueAt.toISOString(),
      update: due.kind === 'update',
      reasons: failures.map((item) => item.reason),
    },
  })
  return true
}
