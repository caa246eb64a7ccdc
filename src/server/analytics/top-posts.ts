import 'server-only'
import type { Kysely } from 'kysely'
import type { DashboardFilter, TopPostRow } from '@/lib/analytics/dashboard'
import type { Database } from '../db/types'
import { leadsPerPost } from './lead-counts'
import type { RangePlan } from './slices'
import { readTop } from './top-slices'

export const TOP_POSTS_LIMIT = 20

/** Shown for the views of a post deleted since (its figures stay in the totals). */
export const REMOVED_POST_TITLE = 'Post removido'

async function postTitles(
  db: Kysely<Database>,
  ids: string[],
): Promise<Map<string, { title: string; slug: string }>> {
  const titles = new Map<string, { title: string; slug: string }>()
  for (let index = 0; index < ids.length; index += 500) {
    const rows = await db
      .selectFrom('blog_posts')
      .select(['id', 'title', 'slug'])
      .where('id', 'in', ids.slice(index, index + 500))
      .execute()
    for (const row of rows) titles.set(row.id, { title: row.title, slug: row.slug })
  }
  return titles
}

/** The most viewed posts of the period, ties by title. */
export async function topPosts(
  db: Kysely<Database>,
  plan: RangePlan,
  filter: DashboardFilter | null,
): Promise<TopPostRow[]> {
  const candidates = await readTop(db, plan, { dimension: 'post', filter }, TOP_POSTS_LIMIT)
  const titles = await postTitles(
    db,
    candidates.map((row) => row.value),
  )
  const ranked = candidates
    .map((row) => ({ row, title: titles.get(row.value)?.title ?? REMOVED_POST_TITLE }))
    .sort((a, b) => b.row.views - a.row.views || a.title.localeCompare(b.title, 'pt-BR'))
    .slice(0, TOP_POSTS_LIMIT)
  const leads = await leadsPerPost(
    db,
    plan.range,
    ranked.map(({ row }) => row.value),
    filter,
  )
  return ranked.map(({ row, title }) => {
    const postLeads = leads.get(row.value) ?? 0
    return {
      postId: row.value,
      title,
      slug: titles.get(row.value)?.slug ?? '',
      views: row.views,
      visitors: row.visitors,
      averageDepth: row.reads > 0 ? row.depthSum / row.reads : null,
      leads: postLeads,
      conversionRate: row.visitors > 0 ? (postLeads / row.visitors) * 100 : null,
    }
  })
}
