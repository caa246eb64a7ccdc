import 'server-only'
import { headers } from 'next/headers'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import { clientIp } from '../request-ip'

export interface AnalyticsExportEntry {
  /** The table's visible name ("Fontes"). */
  table: string
  /** "2025-03-01 a 2025-03-30". */
  period: string
  /** "Fonte = Google", or null. */
  filter: string | null
  rows: number
}

/**
 * Writes an analytics CSV export to the audit log (who, when, which table, period, filter and
 * how many rows), before the file leaves: a failed write stops the download.
 */
export async function recordAnalyticsExport(entry: AnalyticsExportEntry): Promise<void> {
  const session = await requireRole('editor')
  await recordAudit(getDatabase().db, {
    action: AUDIT_ACTIONS.analyticsExported,
    actor: session.user,
    target: { type: 'analytics', label: entry.table },
    // pt-BR keys: the audit screen prints them as they are.
    details: {
      tabela: entry.table,
      período: entry.period,
      ...(entry.filter ? { filtro: entry.filter } : {}),
      linhas: entry.rows,
    },
    ip: clientIp(await headers(), getEnv().TRUSTED_PROXY_HOPS),
  })
}
