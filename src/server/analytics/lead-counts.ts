import 'server-only'
import type { Kysely } from 'kysely'
import { addDays, dayStartMs } from '@/lib/analytics/day'
import type { DashboardFilter, DayRange } from '@/lib/analytics/dashboard'
import type { Database } from '../db/types'

/*
 * Leads of a period: created in it, from any form. Under a filter, the leads whose visit
 * matches it: the post that brought the lead, the visit's source, campaign or landing page.
 */

const LEAD_COLUMNS = {
  post: 'lead_post_id',
  source: 'visit_source',
  campaign: 'visit_utm_campaign',
  page: 'visit_landing_path',
} as const

/**
 * Whether leads can follow this filter. A lead stores no device, so under a device filter its
 * leads (and conversion) are unknown: counted as 0, for the screen to show as not available.
 */
export function leadsFollowFilter(filter: DashboardFilter | null): boolean {
  return filter === null || filter.dimension !== 'device'
}

function createdIn(db: Kysely<Database>, range: DayRange, filter: DashboardFilter | null) {
  let query = db
    .selectFrom('leads')
    .where('created_at', '>=', new Date(dayStartMs(range.from)))
    .where('created_at', '<', new Date(dayStartMs(addDays(range.until, 1))))
  if (filter && filter.dimension !== 'device')
    query = query.where(LEAD_COLUMNS[filter.dimension], '=', filter.value)
  return query
}

export async function countLeads(
  db: Kysely<Database>,
  range: DayRange,
  filter: DashboardFilter | null,
): Promise<number> {
  if (!leadsFollowFilter(filter)) return 0
  const row = await createdIn(db, range, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Leads per post that brought them ("post que gerou o lead"), for these posts only. */
export async function leadsPerPost(
  db: Kysely<Database>,
  range: DayRange,
  postIds: readonly string[],
  filter: DashboardFilter | null = null,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (postIds.length === 0 || !leadsFollowFilter(filter)) return counts
  for (let index = 0; index < postIds.length; index += 500) {
    const rows = await createdIn(db, range, filter)
      .where('lead_post_id', 'in', postIds.slice(index, index + 500))
      .select(['lead_post_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('lead_post_id')
      .execute()
    for (const row of rows) if (row.lead_post_id) counts.set(row.lead_post_id, Number(row.n))
  }
  return counts
}
