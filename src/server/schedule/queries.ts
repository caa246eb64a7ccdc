import 'server-only'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import { HAS_SCHEDULE } from './schedule-index-range'
import type { DueKind } from './publish-due'

export interface UpcomingSchedule {
  postId: string
  title: string
  kind: DueKind
  scheduledAt: Date
}

export const UPCOMING_LIMIT = 10

/**
 * The dashboard's "Agendados": drafts and updates of published posts that are still due, soonest
 * first. One that has just come due stays until the scheduler's next sweep takes it.
 */
export async function listUpcomingSchedules(limit = UPCOMING_LIMIT): Promise<UpcomingSchedule[]> {
  await requireRole('editor')
  const { db } = getDatabase()
  // Only drafts keep a schedule (a manual publish clears it); the status is checked below so
  // the schedule index, not the status one, drives the query (see listDueSchedules).
  const posts = await db
    .selectFrom('blog_posts')
    .select(['id', 'status', 'title', 'scheduled_at'])
    .where('scheduled_at', '>', HAS_SCHEDULE)
    .orderBy('scheduled_at')
    .limit(limit)
    .execute()
  const drafts = posts.filter((row) => row.status === 'draft')
  const updates = await db
    .selectFrom('post_working_copies as w')
    .innerJoin('blog_posts as p', 'p.id', 'w.post_id')
    .select(['w.post_id', 'w.title', 'w.scheduled_at'])
    .where('w.scheduled_at', '>', HAS_SCHEDULE)
    .orderBy('w.scheduled_at')
    .limit(limit)
    .execute()
  const upcoming: UpcomingSchedule[] = []
  for (const row of drafts) {
    if (row.scheduled_at)
      upcoming.push({
        postId: row.id,
        title: row.title,
        kind: 'publish',
        scheduledAt: row.scheduled_at,
      })
  }
  for (const row of updates) {
    if (row.scheduled_at)
      upcoming.push({
        postId: row.post_id,
        title: row.title,
        kind: 'update',
        scheduledAt: row.scheduled_at,
      })
  }
  return upcoming.sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime()).slice(0, limit)
}

export interface PostSchedule {
  kind: DueKind
  /** ISO 8601, UTC (crosses to the client editor as text). */
  scheduledAt: string
}

/** The editor's "Agendado para…": the post's own schedule, or its working copy's. */
export async function getPostSchedule(postId: string): Promise<PostSchedule | null> {
  await requireRole('editor')
  const { db } = getDatabase()
  const post = await db
    .selectFrom('blog_posts as p')
    .leftJoin('post_working_copies as w', 'w.post_id', 'p.id')
    .select(['p.status', 'p.scheduled_at', 'w.scheduled_at as update_at'])
    .where('p.id', '=', postId)
    .executeTakeFirst()
  if (!post) return null
  if (post.status === 'draft' && post.scheduled_at) {
    return { kind: 'publish', scheduledAt: post.scheduled_at.toISOString() }
  }
  if (post.status === 'published' && post.update_at) {
    return { kind: 'update', scheduledAt: post.update_at.toISOString() }
  }
  return null
}
