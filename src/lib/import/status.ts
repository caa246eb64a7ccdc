import type { PostStatus } from '@/lib/domain'

/*
 * Old statuses onto ours. Our statuses are draft / published / archived; "scheduled" is a
 * draft with a publication date (the scheduler publishes it), so a scheduled post keeps its
 * date in `scheduledAt` and arrives as a draft.
 */

export interface MappedStatus {
  status: PostStatus
  scheduledAt: Date | null
  /** False for a status this table does not know: the post arrives as a draft, reported. */
  known: boolean
}

const WORDPRESS: Record<string, PostStatus> = {
  publish: 'published',
  draft: 'draft',
  pending: 'draft',
  'auto-draft': 'draft',
  // Private posts were visible only to logged-in editors: not public, but not lost either.
  private: 'archived',
}

export function mapWordPressStatus(raw: string, date: Date | null): MappedStatus {
  if (raw === 'future') return { status: 'draft', scheduledAt: date, known: true }
  const status = WORDPRESS[raw]
  return status
    ? { status, scheduledAt: null, known: true }
    : { status: 'draft', scheduledAt: null, known: false }
}

const GHOST: Record<string, PostStatus> = {
  published: 'published',
  draft: 'draft',
  // Email-only newsletters were never on the site.
  sent: 'archived',
}

export function mapGhostStatus(raw: string, publishedAt: Date | null): MappedStatus {
  if (raw === 'scheduled') return { status: 'draft', scheduledAt: publishedAt, known: true }
  const status = GHOST[raw]
  return status
    ? { status, scheduledAt: null, known: true }
    : { status: 'draft', scheduledAt: null, known: false }
}

/** Dates outside this range are typos in the export ("20081"), not real publication dates. */
const EARLIEST = Date.UTC(1900, 0, 1)
const LATEST = Date.UTC(2200, 0, 1)

function plausible(date: Date): Date | null {
  const time = date.getTime()
  return Number.isNaN(time) || time < EARLIEST || time >= LATEST ? null : date
}

const MYSQL_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/

/**
 * WordPress's `post_date_gmt` ("2030-01-01 19:00:18", UTC). Unpublished posts carry
 * "0000-00-00 00:00:00", which is no date at all.
 */
export function parseMysqlUtc(value: string): Date | null {
  const match = MYSQL_DATE.exec(value.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (year === 0) return null
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  // Date.UTC rolls "2024-02-31" over into March; a rolled date was not what the export said.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return plausible(date)
}

/** RSS `pubDate` (RFC 822) or Ghost's ISO 8601 dates; null when absent or unreadable. */
export function parseLooseDate(value: string | null | undefined): Date | null {
  if (!value?.trim()) return null
  return plausible(new Date(value.trim()))
}
