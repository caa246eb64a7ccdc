import 'server-only'
import type { Kysely } from 'kysely'
import { resolvePeriod, type PostAnalytics } from '@/lib/analytics/dashboard'
import type { Database } from '../db/types'
import { leadsPerPost } from './lead-counts'
import { planRange, readSlice } from './slices'

/* The small reads behind "Agora" and the posts' columns; the role check is in queries.ts. */

export const LIVE_WINDOW_MS = 5 * 60_000

/** "Agora": distinct visitors with any event in the last 5 minutes. */
export async function countLiveVisitors(db: Kysely<Database>, nowMs: number): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.count<number>('visitor').distinct().as('n'))
    .where('ts', '>', nowMs - LIVE_WINDOW_MS)
    .where('ts', '<=', nowMs)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Views and leads of these posts in the last 30 days (today included); absent: none. */
export async function postsAnalytics(
  db: Kysely<Database>,
  postIds: readonly string[],
  nowMs: number,
): Promise<Map<string, PostAnalytics>> {
  const out = new Map<string, PostAnalytics>()
  const ids = [...new Set(postIds)]
  if (ids.length === 0) return out
  const { range } = resolvePeriod('30d', nowMs)
  const plan = await planRange(db, range)
  for (const id of ids) out.set(id, { views: 0, leads: 0 })
  for (let index = 0; index < ids.length; index += 500) {
    const part = ids.slice(index, index + 500)
    const rows = await readSlice(db, plan, { dimension: 'post', filter: null, values: part })
    for (const row of rows) {
      const entry = out.get(row.value)
      if (entry) entry.views += row.views
    }
  }
  for (const [id, leads] of await leadsPerPost(db, range, ids)) {
    const entry = out.get(id)
    if (entry) entry.leads = leads
  }
  return out
}
