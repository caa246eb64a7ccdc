import 'server-only'
import { getDatabase } from '../db'
import type { AuditLogEntry } from '../db/types'
import { requireRole } from '../auth/session'

export const AUDIT_PAGE_SIZE = 50

/** Newest entries first, a page at a time; admins only. */
export async function listAuditLog(
  page = 1,
): Promise<{ entries: AuditLogEntry[]; hasMore: boolean }> {
  await requireRole('admin')
  const { db } = getDatabase()
  const safePage = Math.max(1, Math.floor(page))
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((safePage - 1) * AUDIT_PAGE_SIZE)
    .execute()
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), hasMore: rows.length > AUDIT_PAGE_SIZE }
}
