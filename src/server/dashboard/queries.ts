import 'server-only'
import { sql } from 'kysely'
import { getDatabase } from '../db'
import { requireRole } from '../auth/session'
import { fetchPostsWithRelations, type PostWithRelations } from '../posts/post-list'

export interface DashboardStats {
  total: number
  published: number
  drafts: number
}

/** The three stat cards, counted by the database in one query. */
export async function getDashboardStats(): Promise<DashboardStats> {
  await requireRole('editor')
  const { db } = getDatabase()
  const row = await db
    .selectFrom('blog_posts')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(case when status = 'published' then 1 else 0 end), 0)`.as(
        'published',
      ),
      sql<number>`coalesce(sum(case when status = 'draft' then 1 else 0 end), 0)`.as('drafts'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), published: Number(row.published), drafts: Number(row.drafts) }
}

export const RECENT_POSTS_LIMIT = 5

export type RecentPost = PostWithRelations & {
  /** A published post's scheduled update, if any. */
  updateScheduledAt: Date | null
  /** A published post whose autosaved edits readers do not see yet (its working copy). */
  unpublishedChanges: boolean
}

/** 'Posts Recentes': the five newest posts with their category and unpublished edits. */
export async function getRecentPosts(): Promise<RecentPost[]> {
  await requireRole('editor')
  const { db } = getDatabase()
  const posts = await fetchPostsWithRelations(db, { limit: RECENT_POSTS_LIMIT })
  const published = posts.filter((post) => post.status === 'published').map((post) => post.id)
  const copies =
    published.length === 0
      ? []
      : await db
          .selectFrom('post_working_copies')
          .select(['post_id', 'scheduled_at'])
          .where('post_id', 'in', published)
          .execute()
  const copyOf = new Map(copies.map((copy) => [copy.post_id, copy]))
  return posts.map((post) => {
    const copy = post.status === 'published' ? copyOf.get(post.id) : undefined
    return {
      ...post,
      updateScheduledAt: copy?.scheduled_at ?? null,
      unpublishedChanges: copy !== undefined,
    }
  })
}
