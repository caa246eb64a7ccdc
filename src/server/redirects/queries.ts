import 'server-only'
import { sql, type Expression, type SqlBool } from 'kysely'
import { normalisePath } from '@/lib/redirects/paths'
import type { RedirectMatch, RedirectOrigin, RedirectStatus } from '@/lib/redirects/types'
import { escapeLike } from '@/lib/text'
import { REDIRECTS_PAGE_SIZE } from '@/lib/validations/redirects'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'

export interface AdminRedirect {
  id: string
  source: string
  target: string
  status: RedirectStatus
  match: RedirectMatch
  origin: RedirectOrigin
  hits: number
  lastHitAt: Date | null
  createdAt: Date
}

export interface RedirectsPage {
  items: AdminRedirect[]
  total: number
  page: number
  totalPages: number
}

/**
 * The spellings a search may meet a stored address in: as typed (lower case) and
 * percent-encoded the way sources are stored, so "ação" finds `/a%C3%A7%C3%A3o`.
 */
function searchPatterns(search: string): string[] {
  const typed = search.toLowerCase()
  const encoded = normalisePath(`/${search}`).slice(1).toLowerCase()
  return [...new Set([typed, encoded])].map((value) => `%${escapeLike(value)}%`)
}

function matchesSearch(search: string) {
  return (eb: { or: (items: Expression<SqlBool>[]) => Expression<SqlBool> }) =>
    eb.or(
      searchPatterns(search).flatMap((pattern) => [
        sql<SqlBool>`lower(${sql.ref('source_path')}) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(${sql.ref('target')}) like ${pattern} escape '\\'`,
      ]),
    )
}

const COLUMNS = [
  'id',
  'source_path',
  'target',
  'status',
  'match',
  'origin',
  'hits',
  'last_hit_at',
  'created_at',
] as const

type Row = {
  id: string
  source_path: string
  target: string
  status: RedirectStatus
  match: RedirectMatch
  origin: RedirectOrigin
  hits: number
  last_hit_at: Date | null
  created_at: Date
}

function toAdmin(row: Row): AdminRedirect {
  return {
    id: row.id,
    source: row.source_path,
    target: row.target,
    status: row.status,
    match: row.match,
    origin: row.origin,
    hits: Number(row.hits),
    lastHitAt: row.last_hit_at,
    createdAt: row.created_at,
  }
}

/** The rules, newest first, searched in the old address and the target. Admins only. */
export async function listRedirects(
  options: { search?: string; page?: number } = {},
): Promise<RedirectsPage> {
  await requireRole('admin')
  const { db } = getDatabase()
  const search = options.search?.trim() ?? ''
  const base = search
    ? db.selectFrom('redirects').where(matchesSearch(search))
    : db.selectFrom('redirects')
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).execute()
  const total = Number(counted[0]?.n ?? 0)
  const totalPages = Math.max(1, Math.ceil(total / REDIRECTS_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), totalPages)
  const rows = await base
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(REDIRECTS_PAGE_SIZE)
    .offset((page - 1) * REDIRECTS_PAGE_SIZE)
    .execute()
  return { items: rows.map(toAdmin), total, page, totalPages }
}

/**
 * Every rule for "Exportar CSV", by old address, with the export written to the audit log in
 * the same go (a failed audit write fails the export). Admins only.
 */
export async function exportRedirects(): Promise<AdminRedirect[]> {
  const session = await requireRole('admin')
  const { db } = getDatabase()
  const rows = await db.selectFrom('redirects').select(COLUMNS).orderBy('source_path').execute()
  await recordAudit(db, {
    action: AUDIT_ACTIONS.redirectsExported,
    actor: session.user,
    target: { type: 'redirect', id: 'csv', label: 'CSV' },
    details: { rows: rows.length },
  })
  return rows.map(toAdmin)
}
