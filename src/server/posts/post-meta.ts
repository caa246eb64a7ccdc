import 'server-only'
import type { Kysely } from 'kysely'
import type { SessionContext } from '../auth/session'
import type { Database, PostStatus, RevisionKind } from '../db/types'
import type { RevisionActor } from './revisions'

/** What a save needs to know of a post besides its document: state, lock, byline, schedule. */
export interface PostMeta {
  status: PostStatus
  version: number
  authorId: string | null
  authorName: string | null
  scheduledAt: Date | null
}

export async function readPostMeta(db: Kysely<Database>, id: string): Promise<PostMeta | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select(['status', 'version', 'author_id', 'author_name', 'scheduled_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  return {
    status: row.status,
    version: row.version,
    authorId: row.author_id,
    authorName: row.author_name,
    scheduledAt: row.scheduled_at,
  }
}

export function revisionActor(session: SessionContext): RevisionActor {
  return { id: session.user.id, email: session.user.email, name: session.user.name }
}

/**
 * The revision a manual save records: "Publicar"/"Atualizar" (or choosing Publicado) is a
 * publish, taking a published post off the blog an unpublish, anything else a save.
 */
export function manualSaveKind(
  before: PostStatus | null,
  after: PostStatus,
  intent: 'draft' | 'publish',
): RevisionKind {
  if (after === 'published' && (intent === 'publish' || before !== 'published')) return 'publish'
  if (before === 'published' && after !== 'published') return 'unpublish'
  return 'save'
}
