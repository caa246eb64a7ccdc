import 'server-only'
import { sql, type SqlBool } from 'kysely'
import { addDays, dayOf } from '@/lib/analytics/day'
import { escapeLike } from '@/lib/text'
import { NOT_FOUND_PAGE_SIZE } from '@/lib/validations/redirects'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import { NOT_FOUND_MAX_PATHS, OTHER_REFERRERS } from './types'

export interface NotFoundEntry {
  path: string
  hits: number
  firstSeenAt: Date
  lastSeenAt: Date
  /** The host that sent the most visitors to it, with how many; null when none was told. */
  topReferrer: { host: string; hits: number } | null
  /** Visitors from hosts past the few kept per address ("outros sites"). */
  otherReferrerHits: number
}

export interface NotFoundPage {
  items: NotFoundEntry[]
  total: number
  page: number
  totalPages: number
  /** 404s of the last 30 days not logged by address because the log was full. */
  overflow30Days: number
  maxPaths: number
}

/** The 404 log, most hit first, searched in the address. Admins only. */
export async function listNotFound(
  options: { search?: string; page?: number } = {},
): Promise<NotFoundPage> {
  await requireRole('admin')
  const { db } = getDatabase()
  const search = options.search?.trim().toLowerCase() ?? ''
  const base = search
    ? db
        .selectFrom('not_found_paths')
        .where(sql<SqlBool>`lower(path) like ${`%${escapeLike(search)}%`} escape '\\'`)
    : db.selectFrom('not_found_paths')
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).execute()
  const total = Number(counted[0]?.n ?? 0)
  const totalPages = Math.max(1, Math.ceil(total / NOT_FOUND_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), totalPages)
  const rows = await base
    .select(['path', 'hits', 'first_seen_at', 'last_seen_at'])
    .orderBy('hits', 'desc')
    .orderBy('last_seen_at', 'desc')
    .orderBy('path')
    .limit(NOT_FOUND_PAGE_SIZE)
    .offset((page - 1) * NOT_FOUND_PAGE_SIZE)
    .execute()
  const referrers =
    rows.length === 0
      ? []
      : await db
          .selectFrom('not_found_referrers')
          .select(['path', 'host', 'hits'])
          .where(
            'path',
            'in',
            rows.map((row) => row.path),
          )
          .execute()
  const overflow = await db
    .selectFrom('not_found_overflow')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('hits'), eb.val(0)).as('n'))
    .where('day', '>=', addDays(dayOf(Date.now()), -29))
    .executeTakeFirstOrThrow()
  const items = rows.map((row): NotFoundEntry => {
    let top: { host: string; hits: number } | null = null
    let other = 0
    for (const referrer of referrers) {
      if (referrer.path !== row.path) continue
      if (referrer.host === OTHER_REFERRERS) other += referrer.hits
      else if (
        !top ||
        referrer.hits > top.hits ||
        (referrer.hits === top.hits && referrer.host < top.host)
      )
        top = { host: referrer.host, hits: referrer.hits }
    }
    return {
      path: row.path,
      hits: row.hits,
      firstSeenAt: row.first_seen_at,
      lastSeenAt: row.last_seen_at,
      topReferrer: top,
      otherReferrerHits: other,
    }
  })
  return {
    items,
    total,
    page,
    totalPages,
    overflow30Days: Number(overflow.n),
    maxPaths: NOT_FOUND_MAX_PATHS,
  }
}
