import 'server-only'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import { editorsCanReadLeads, isAnalyticsCollectionOn } from './queries'

/* Apart from queries.ts, which the session guard itself imports: this module imports the guard. */

export interface AdminSettings {
  editorsCanReadLeads: boolean
  analyticsCollection: boolean
}

/** The settings screen's values; admins only. */
export async function getAdminSettings(): Promise<AdminSettings> {
  await requireRole('admin')
  const { db } = getDatabase()
  return {
    editorsCanReadLeads: await editorsCanReadLeads(db),
    analyticsCollection: await isAnalyticsCollectionOn(db),
  }
}
