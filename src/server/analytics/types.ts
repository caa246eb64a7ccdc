import 'server-only'
import type { AnalyticsEventTable } from '../db/types'

/**
 * An accepted event waiting in the buffer: the post is still a slug (resolved to its post id,
 * or dropped, when the batch is written) and the visit not yet known.
 */
export type PendingEvent = Omit<AnalyticsEventTable, 'day' | 'visit_start' | 'post_id'> & {
  slug: string | null
}

/** Where a visit came from: every view of the visit carries these (src/lib/analytics/visits.ts). */
export const VISIT_ORIGIN_COLUMNS = [
  'source',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const
