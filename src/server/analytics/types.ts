import 'server-only'
import type { AnalyticsEventKind } from '../db/types'

/** An accepted event waiting in the buffer: the post is still a slug, the visit not yet known. */
export interface PendingEvent {
  ts: number
  kind: AnalyticsEventKind
  visitor: string
  path: string
  /** An article's slug; resolved to its post id (or dropped) when the batch is written. */
  slug: string | null
  referrer_host: string | null
  source: string
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  device: string
  browser: string
  depth: number | null
  active_seconds: number | null
}
