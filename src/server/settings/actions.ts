'use server'

import { LEAD_ACCESS_LABEL, setLeadEditorAccessSchema } from '@/lib/validations/settings'
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
