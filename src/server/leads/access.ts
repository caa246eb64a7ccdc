import 'server-only'
import type { Role } from '../db/types'
import { AuthError } from '../auth/errors'
import { requireRole, type SessionContext } from '../auth/session'
import { getDatabase } from '../db'
import { editorsCanReadLeads } from '../settings/queries'

/**
 * Whether a role may read lead data (the leads list, the CSV export, the plans with their
 * leads): admins always, editors only when an admin turned that on.
 */
export async function mayReadLeads(role: Role | null): Promise<boolean> {
  if (role === 'admin') return true
  if (role !== 'editor') return false
  return editorsCanReadLeads(getDatabase().db)
}

/** Call in every query and route that touches lead data: 401/403 like requireRole. */
export async function requireLeadAccess(): Promise<SessionContext> {
  const session = await requireRole('editor')
  if (!(await mayReadLeads(session.role))) throw new AuthError('forbidden')
  return session
}
