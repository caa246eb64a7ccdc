import 'server-only'
import type { Kysely } from 'kysely'
import { dayOf, dayStartMs } from '@/lib/analytics/day'
import { getDatabase } from '../db'
import type { Database } from '../db/types'
import { flushAnalytics } from './buffer'
import { isCountable, visitorOf } from './collect'
import { VISIT_ORIGIN_COLUMNS } from './types'

/** What a lead row stores of the visit that brought it (the leads table's visit_* columns). */
export interface LeadVisit {
  visit_landing_path: string
  visit_source: string
  visit_referrer_host: string | null
  visit_utm_source: string | null
  visit_utm_medium: string | null
  visit_utm_campaign: string | null
  visit_utm_term: string | null
  visit_utm_content: string | null
  /** JSON array of post ids, each placed where it was last read, so the last is the latest. */
  visit_post_ids: string | null
  /** "Post que gerou o lead": the article read last before the form. */
  lead_post_id: string | null
}

/**
 * Posts in the order they were last read: a post read again moves to the end, so the list's
 * last entry is always the article the reader saw last before the form.
 */
function lastReadOrder(postIds: readonly string[]): string[] {
  const order = new Map<string, number>()
  postIds.forEach((id, index) => order.set(id, index))
  return [...order.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id)
}

/**
 * The visitor's latest visit opened today (São Paulo) at or before `nowMs`, and the articles
 * viewed in it since it opened. Visitor keys change with the day's salt, so yesterday's visit
 * could never match anyway; null when the visitor has no visit today.
 */
export async function findLeadVisit(
  db: Kysely<Database>,
  visitor: string,
  nowMs = Date.now(),
): Promise<LeadVisit | null> {
  const start = await db
    .selectFrom('analytics_events')
    .select(['ts', 'path', ...VISIT_ORIGIN_COLUMNS])
    .where('visitor', '=', visitor)
    .where('kind', '=', 'view')
    .where('visit_start', '=', 1)
    .where('ts', '>=', dayStartMs(dayOf(nowMs)))
    .where('ts', '<=', nowMs)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!start) return null
  const reads = await db
    .selectFrom('analytics_events')
    .select('post_id')
    .where('visitor', '=', visitor)
    .where('kind', '=', 'view')
    .where('post_id', 'is not', null)
    // bigint comes back as a string from pg.
    .where('ts', '>=', Number(start.ts))
    .where('ts', '<=', nowMs)
    .orderBy('ts', 'asc')
    .execute()
  const posts = lastReadOrder(reads.flatMap((row) => (row.post_id ? [row.post_id] : [])))
  return {
    visit_landing_path: start.path,
    visit_source: start.source,
    visit_referrer_host: start.referrer_host,
    visit_utm_source: start.utm_source,
    visit_utm_medium: start.utm_medium,
    visit_utm_campaign: start.utm_campaign,
    visit_utm_term: start.utm_term,
    visit_utm_content: start.utm_content,
    visit_post_ids: posts.length > 0 ? JSON.stringify(posts) : null,
    lead_post_id: posts.at(-1) ?? null,
  }
}

/**
 * The visit a lead sent with these request headers belongs to, found by the same visitor key
 * the page views got (no cookie). Null when the request would not have been counted (Global
 * Privacy Control, a bot, collection off) or no visit is found. Never throws: a lead matters
 * more than its attribution, so a failure is logged and the lead is stored without it.
 */
export async function attributeLead(
  headers: Headers,
  nowMs = Date.now(),
): Promise<LeadVisit | null> {
  try {
    if (!(await isCountable(headers))) return null
    // The visitor's last page views may still wait in this process's buffer.
    await flushAnalytics()
    return await findLeadVisit(getDatabase().db, await visitorOf(headers, nowMs), nowMs)
  } catch (error) {
    console.error('Análises: falha ao atribuir o lead a uma visita; gravado sem atribuição.', error)
    return null
  }
}
