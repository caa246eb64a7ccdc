import 'server-only'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import { editorsCanReadLeads } from './queries'

/* Apart from queries.ts, which the session guard itself imports: this module imports the guard. */

export interface AdminSettings {
  editorsCanReadLeads: boolean
}

/** The settings screen's values; admins only. */
export async function getAdminSettings(): Promise<AdminSettings> {
  await requireRole('admin')
  return { editorsCanReadLeads: await editorsCanReadLeads(getDatabase().db) }
}
