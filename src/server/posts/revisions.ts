import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { chosenDisplayName } from '@/lib/author-name'
import type { PostDocument } from '@/lib/post-document'
import type { Database, PostStatus, RevisionKind } from '../db/types'
import { storedDocument } from './working-copy'

/** Autosaves by one editor within this long of their last one update it instead of adding one. */
export const AUTOSAVE_FOLD_MS = 10 * 60_000
/** Autosave revisions are pruned when both beyond the newest this many and older than KEEP_DAYS. */
export const AUTOSAVE_KEEP_NEWEST = 50
export const AUTOSAVE_KEEP_DAYS = 30

/** Who made a change, as the history shows it: the display name, else the e-mail (staff only). */
export interface RevisionActor {
  id: string
  email: string
  name: string | null
}

export function actorLabel(actor: RevisionActor): string {
  return chosenDisplayName({ name: actor.name, email: actor.email }) ?? actor.email
}

export interface RevisionInput {
  postId: string
  kind: RevisionKind
  doc: PostDocument
  status: PostStatus
  scheduledAt?: Date | null
  /** The post's author at that time. */
  author: { id: string | null; name: string | null }
  /** Null for the scheduler. */
  actor: RevisionActor | null
  /** The editor tab an autosave came from (its autosaves fold only into their own). */
  editSession?: string | null
  now?: Date
}

/**
 * Records what the post is after a change. An autosave folds into the editor's own autosave
 * revision when that is the newest one, from the same editor tab's session and under 10 minutes
 * old, so typing for an hour leaves six revisions, not thousands, while a new session, a
 * conflict or a recovery always starts a new one; every other kind always adds one.
 */
export async function recordRevision(
  db: Kysely<Database>,
  input: RevisionInput,
): Promise<{ id: string; folded: boolean }> {
  const now = input.now ?? new Date()
  const fields = {
    title: input.doc.title,
    slug: input.doc.slug,
    description: input.doc.description,
    content: input.doc.content,
    cover_image: input.doc.coverImage,
    category_id: input.doc.categoryId,
    tags: JSON.stringify(input.doc.tags),
    featured: input.doc.featured,
    focus_keyword: input.doc.focusKeyword ?? null,
    cover_alt: input.doc.coverAlt ?? null,
    status: input.status,
    scheduled_at: input.scheduledAt ?? null,
    author_id: input.author.id,
    author_name: input.author.name,
    updated_at: now,
  }
  if (input.kind === 'autosave' && input.actor) {
    const latest = await db
      .selectFrom('post_revisions')
      .select(['id', 'kind', 'actor_id', 'edit_session', 'created_at'])
      .where('post_id', '=', input.postId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (
      latest?.kind === 'autosave' &&
      latest.actor_id === input.actor.id &&
      latest.edit_session === (input.editSession ?? null) &&
      now.getTime() - latest.created_at.getTime() < AUTOSAVE_FOLD_MS
    ) {
      await db.updateTable('post_revisions').set(fields).where('id', '=', latest.id).execute()
      return { id: latest.id, folded: true }
    }
  }
  const id = randomUUID()
  await db
    .insertInto('post_revisions')
    .values({
      id,
      post_id: input.postId,
      kind: input.kind,
      ...fields,
      actor_id: input.actor?.id ?? null,
      actor_name: input.actor ? actorLabel(input.actor) : null,
      edit_session: input.editSession ?? null,
      created_at: now,
    })
    .execute()
  if (input.kind === 'autosave') await pruneAutosaveRevisions(db, input.postId, now)
  return { id, folded: false }
}

/** Drops autosave revisions that are both beyond the newest 50 and older than 30 days. */
export async function pruneAutosaveRevisions(
  db: Kysely<Database>,
  postId: string,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - AUTOSAVE_KEEP_DAYS * 24 * 60 * 60_000)
  const newest = db
    .selectFrom('post_revisions')
    .select('id')
    .where('post_id', '=', postId)
    .where('kind', '=', 'autosave')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUTOSAVE_KEEP_NEWEST)
  const result = await db
    .deleteFrom('post_revisions')
    .where('post_id', '=', postId)
    .where('kind', '=', 'autosave')
    .where('created_at', '<', cutoff)
    // The LIMIT sits in a derived table, the form both SQLite and PostgreSQL accept in NOT IN.
    .where('id', 'not in', sql<string>`(select id from (${newest}) as keep)`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export interface RevisionSummary {
  id: string
  kind: RevisionKind
  title: string
  status: PostStatus
  actorName: string | null
  createdAt: Date
  updatedAt: Date
}

/** The history list: newest first, without bodies (a 200-revision history reads no body). */
export async function listRevisions(
  db: Kysely<Database>,
  postId: string,
): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom('post_revisions')
    .select(['id', 'kind', 'title', 'status', 'actor_name', 'created_at', 'updated_at'])
    .where('post_id', '=', postId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    actorName: row.actor_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }))
}

export interface Revision extends RevisionSummary {
  doc: PostDocument
  scheduledAt: Date | null
  authorId: string | null
  authorName: string | null
}

/** One revision of one post in full, or null (unknown id, or a revision of another post). */
export async function readRevision(
  db: Kysely<Database>,
  postId: string,
  revisionId: string,
): Promise<Revision | null> {
  const row = await db
    .selectFrom('post_revisions')
    .selectAll()
    .where('id', '=', revisionId)
    .where('post_id', '=', postId)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    actorName: row.actor_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    scheduledAt: row.scheduled_at,
    authorId: row.author_id,
    authorName: row.author_name,
    doc: storedDocument(row),
  }
}
