'use server'

import {
  ANALYTICS_COLLECTION_LABEL,
  LEAD_ACCESS_LABEL,
  setAnalyticsCollectionSchema,
  setLeadEditorAccessSchema,
} from '@/lib/validations/settings'
import { ANALYTICS_DISABLED_KEY, forgetCollectionSetting } from '../analytics/settings'
import { adminAction } from '../auth/action'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { getDatabase } from '../db'
import { LEADS_EDITOR_ACCESS_KEY, writeSetting } from './queries'

/** Extends lead data (leads, CSV export, plans) to editors, or takes it back; audited. */
export const setLeadEditorAccessAction = adminAction(
  { role: 'admin', schema: setLeadEditorAccessSchema },
  async ({ enabled }, session) => {
    const { db } = getDatabase()
    await db.transaction().execute(async (trx) => {
      await writeSetting(trx, LEADS_EDITOR_ACCESS_KEY, String(enabled))
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.settingChanged,
        actor: session.user,
        target: { type: 'setting', id: LEADS_EDITOR_ACCESS_KEY, label: LEAD_ACCESS_LABEL },
        details: { editorsCanReadLeads: enabled },
      })
    })
    return { enabled }
  },
)

/**
 * Turns the site's own analytics on or off; audited. Off, /api/events stores nothing and new
 * leads get no visit. This process applies it at once, the others within their 5 s cache.
 */
export const setAnalyticsCollectionAction = adminAction(
  { role: 'admin', schema: setAnalyticsCollectionSchema },
  async ({ enabled }, session) => {
    const { db } = getDatabase()
    await db.transaction().execute(async (trx) => {
      await writeSetting(trx, ANALYTICS_DISABLED_KEY, String(!enabled))
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.settingChanged,
        actor: session.user,
        target: { type: 'setting', id: ANALYTICS_DISABLED_KEY, label: ANALYTICS_COLLECTION_LABEL },
        details: { analyticsCollection: enabled },
      })
    })
    forgetCollectionSetting()
    return { enabled }
  },
)
