import { formatDateTime } from '@/lib/dates'
import type { AuditLogEntry } from '@/server/db/types'
import { cardStyles } from '../ui/styles'
import { MobileLabel, tableStyles as t } from '../ui/table-styles'
import { auditActionLabel, auditActor, auditDetailsSummary } from './audit-format'

export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <div className={`${cardStyles} overflow-hidden`}>
      <table className={t.table} data-audit-table="">
        <caption className="sr-only">
          Registros de auditoria, do mais recente ao mais antigo
        </caption>
        <thead className={t.head}>
          <tr>
            <th scope="col" className={t.th}>
              Data
            </th>
            <th scope="col" className={t.th}>
              Quem
            </th>
            <th scope="col" className={t.th}>
              Ação
            </th>
            <th scope="col" className={t.th}>
              Alvo
            </th>
            <th scope="col" className={t.th}>
              Detalhes
            </th>
            <th scope="col" className={t.th}>
              IP
            </th>
          </tr>
        </thead>
        <tbody className={t.body}>
          {entries.map((entry) => (
            <tr key={entry.id} data-audit-action={entry.action} className={t.row}>
              <td className={`${t.cell} whitespace-nowrap text-ink-muted`}>
                <MobileLabel>Data</MobileLabel>
                <time dateTime={entry.created_at.toISOString()}>
                  {formatDateTime(entry.created_at)}
                </time>
              </td>
              <td className={`${t.cell} break-all text-ink`}>
                <MobileLabel>Quem</MobileLabel>
                <span>{auditActor(entry)}</span>
              </td>
              <td className={`${t.cell} font-semibold text-ink`}>
                <MobileLabel>Ação</MobileLabel>
                <span>{auditActionLabel(entry.action)}</span>
              </td>
              <td className={`${t.cell} break-all text-ink`}>
                <MobileLabel>Alvo</MobileLabel>
                <span>{entry.target_label ?? '-'}</span>
              </td>
              <td className={`${t.cell} text-ink-muted`}>
                <MobileLabel>Detalhes</MobileLabel>
                <span>{auditDetailsSummary(entry.action, entry.details)}</span>
              </td>
              <td className={`${t.cell} whitespace-nowrap text-ink-muted`}>
                <MobileLabel>IP</MobileLabel>
                <span>{entry.ip ?? '-'}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
