import 'server-only'
import type { Kysely } from 'kysely'
import type { PostDocument } from '@/lib/post-document'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import type { Database, PostStatus, RevisionKind } from '../db/types'
import { listRevisions, pruneAutosaveRevisions, readRevision } from '../posts/revisions'

/*
 * The "Histórico" panel's two reads, as JSON for its route handlers: the list (no bodies: a
 * 200-revision history of a 3,000-word post reads a few kilobytes) and one revision in full,
 * fetched when it is selected. Dates travel as ISO strings.
 */

/** The routes' answer when a read fails for a reason the editor cannot fix. */
export const HISTORY_READ_FAILED = 'Não foi possível carregar o histórico. Tente novamente.'

export interface HistoryEntry {
  id: string
  kind: RevisionKind
  title: string
  status: PostStatus
  /** Null: the scheduler. */
  actorName: string | null
  /** When the revision's content is from (a folded autosave: its latest save). */
  at: string
}

export interface RevisionDetail extends HistoryEntry {
  document: PostDocument
}

/**
 * Retention runs here as well as on each new autosave revision: autosaves that aged past 30
 * days since a post's last autosave would otherwise stay until the next one, and this is the
 * only place they are ever read. One indexed delete; no timer in every server process.
 */
export async function loadHistory(
  db: Kysely<Database>,
  postId: string,
): Promise<HistoryEntry[] | null> {
  const post = await db
    .selectFrom('blog_posts')
    .select('id')
    .where('id', '=', postId)
    .executeTakeFirst()
  if (!post) return null
  await pruneAutosaveRevisions(db, postId)
  return (await listRevisions(db, postId)).map((revision) => ({
    id: revision.id,
    kind: revision.kind,
    title: revision.title,
    status: revision.status,
    actorName: revision.actorName,
    at: revision.updatedAt.toISOString(),
  }))
}

export async function loadRevision(
  db: Kysely<Database>,
  postId: string,
  revisionId: string,
): Promise<RevisionDetail | null> {
  const revision = await readRevision(db, postId, revisionId)
  if (!revision) return null
  return {
    id: revision.id,
    kind: revision.kind,
    title: revision.title,
    status: revision.status,
    actorName: revision.actorName,
    at: revision.updatedAt.toISOString(),
    document: revision.doc,
  }
}

/** A post's revisions, newest first; null when the post does not exist. Editors and admins. */
export async function getPostHistory(postId: string): Promise<HistoryEntry[] | null> {
  await requireRole('editor')
  return loadHistory(getDatabase().db, postId)
}

/** One revision of that post in full; null for an unknown id or another post's revision. */
export async function getRevisionDetail(
  postId: string,
  revisionId: string,
): Promise<RevisionDetail | null> {
  await requireRole('editor')
  return loadRevision(getDatabase().db, postId, revisionId)
}
