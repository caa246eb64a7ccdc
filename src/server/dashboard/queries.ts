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

/** 'Posts Recentes': the five newest posts with their category. */
export async function getRecentPosts(): Promise<PostWithRelations[]> {
  await requireRole('editor')
  return fetchPostsWithRelations(getDatabase().db, { limit: RECENT_POSTS_LIMIT })
}
