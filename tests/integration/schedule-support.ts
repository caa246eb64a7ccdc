import { randomUUID } from 'node:crypto'
import { utcToSaoPauloInput } from '@/lib/schedule-time'
import type { SchedulePostInput } from '@/lib/validations/schedule'
import type { DatabaseHandle } from '@/server/db/connection'
import type { PostStatus } from '@/server/db/types'
import { newPostInput } from './posts-support'

/* Shared by the schedule*.test.ts files. */

export const MINUTE = 60_000

/** What the editor's datetime-local field holds for an instant (São Paulo wall time). */
export const inSaoPaulo = (date: Date) => utcToSaoPauloInput(date)

/** A time `minutes` from now, as typed in the editor. */
export const minutesAhead = (minutes: number) => inSaoPaulo(new Date(Date.now() + minutes * MINUTE))

export function scheduleInput(overrides: Partial<SchedulePostInput> = {}): SchedulePostInput {
  return { ...newPostInput(), scheduledAt: minutesAhead(60), ...overrides }
}

export interface InsertedPost {
  id: string
  slug: string
}

/** A post written straight into the tables, as a save would have left it. */
export async function insertPost(
  handle: DatabaseHandle,
  options: {
    status: PostStatus
    scheduledAt?: Date | null
    title?: string
    tags?: string[]
    categoryId?: string | null
  },
): Promise<InsertedPost> {
  const id = randomUUID()
  const slug = `agenda-${id}`
  const title = options.title ?? `Agenda ${id.slice(0, 8)}`
  await handle.db
    .insertInto('blog_posts')
    .values({
      id,
      title,
      search_title: title.toLowerCase(),
      slug,
      content: '<p>Versão pública.</p>',
      reading_time: 1,
      status: options.status,
      category_id: options.categoryId ?? null,
      published_at: options.status === 'published' ? new Date(Date.now() - 60 * MINUTE) : null,
      scheduled_at: options.scheduledAt ?? null,
    })
    .execute()
  for (const tag of options.tags ?? []) {
    await handle.db.insertInto('blog_tags').values({ post_id: id, tag }).execute()
  }
  return { id, slug }
}

export async function readRow(handle: DatabaseHandle, id: string) {
  return handle.db
    .selectFrom('blog_posts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

export async function revisionsOf(handle: DatabaseHandle, postId: string) {
  return handle.db
    .selectFrom('post_revisions')
    .selectAll()
    .where('post_id', '=', postId)
    .orderBy('created_at')
    .execute()
}

export async function auditOf(handle: DatabaseHandle, postId: string) {
  return handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', postId)
    .orderBy('created_at')
    .execute()
}

/** Every row of the tables a refused schedule must leave alone. */
export async function scheduleTables(handle: DatabaseHandle): Promise<string> {
  const tables = [
    'blog_posts',
    'blog_tags',
    'post_working_copies',
    'post_revisions',
    'audit_log',
  ] as const
  const parts = await Promise.all(
    tables.map(async (table) => {
      const rows = await handle.db.selectFrom(table).selectAll().execute()
      return `${table}:${rows.map((row) => JSON.stringify(row)).sort()}`
    }),
  )
  return parts.join('\n')
}
