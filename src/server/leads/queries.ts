import 'server-only'
import { sql, type Kysely } from 'kysely'
import { escapeLike, normalizeSearchText } from '@/lib/text'
import { headers } from 'next/headers'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { getDatabase } from '../db'
import type { Database } from '../db/types'
import { getEnv } from '../env'
import { clientIp } from '../request-ip'
import { requireLeadAccess } from './access'
import { leadFilters, type LeadFilters, type LeadsQuery } from './filters'
import { withVisitPosts } from './lead-posts'
import type { AdminLead, LeadsPage } from './types'

export const LEADS_PAGE_SIZE = 25

const COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'job_title',
  'budget_range',
  'message',
  'consent_lgpd',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'landing_path',
  'source',
  'plan_id',
  'webhook_status',
  'webhook_attempts',
  'webhook_last_error',
  'webhook_next_attempt_at',
  'webhook_delivered_at',
  'visit_landing_path',
  'visit_source',
  'visit_referrer_host',
  'visit_utm_source',
  'visit_utm_medium',
  'visit_utm_campaign',
  'visit_utm_term',
  'visit_utm_content',
  'visit_post_ids',
  'lead_post_id',
  'created_at',
] as const

function filtered(db: Kysely<Database>, filters: LeadFilters) {
  let base = db.selectFrom('leads')
  const search = filters.search ? normalizeSearchText(filters.search) : ''
  if (search) {
    // ESCAPE is explicit because SQLite has no default escape character.
    const pattern = `%${escapeLike(search)}%`
    base = base.where(sql<boolean>`${sql.ref('search_text')} like ${pattern} escape '\\'`)
  }
  if (filters.from) base = base.where('created_at', '>=', filters.from)
  if (filters.until) base = base.where('created_at', '<', filters.until)
  return base
}

/** The admin list: newest first (ties by id, so pages never overlap), 25 a page; lead access. */
export async function listLeads(filters: LeadFilters & { page?: number } = {}): Promise<LeadsPage> {
  await requireLeadAccess()
  const { db } = getDatabase()
  const base = filtered(db, filters)
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).execute()
  const total = Number(counted[0]?.n ?? 0)
  const totalPages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1)), totalPages)
  if (total === 0) return { leads: [], total, page, totalPages }
  const rows = await base
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LEADS_PAGE_SIZE)
    .offset((page - 1) * LEADS_PAGE_SIZE)
    .execute()
  return { leads: await withVisitPosts(db, rows), total, page, totalPages }
}

export type ExportQuery = Pick<LeadsQuery, 'q' | 'de' | 'ate'>

/** The filters as the person typed them, for the audit log: only those set. */
function filterDetails(query: ExportQuery): Record<string, string> {
  const details: Record<string, string> = {}
  if (query.q) details.q = query.q
  if (query.de) details.de = query.de
  if (query.ate) details.ate = query.ate
  return details
}

/**
 * Every lead the filters match, newest first, for the CSV export; lead access. Each export is
 * written to the audit log (who, when, the filters, how many rows) before the data leaves.
 */
export async function exportLeads(
  query: ExportQuery = { q: '', de: '', ate: '' },
): Promise<AdminLead[]> {
  const session = await requireLeadAccess()
  const { db } = getDatabase()
  const rows = await filtered(db, leadFilters({ ...query, pagina: 1 }))
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const leads = await withVisitPosts(db, rows)
  await recordAudit(db, {
    action: AUDIT_ACTIONS.leadsExported,
    actor: session.user,
    target: { type: 'leads', label: 'Exportação CSV' },
    details: { filter: filterDetails(query), rows: leads.length },
    ip: clientIp(await headers(), getEnv().TRUSTED_PROXY_HOPS),
  })
  return leads
}
