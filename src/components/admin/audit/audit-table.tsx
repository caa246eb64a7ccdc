import type { AuditLogEntry } from '@/server/db/types'
import { DateCell, MobileLabel, StackedTable, tableStyles as t } from '../ui/table-styles'
import { auditActionLabel, auditActor, auditDetailsSummary } from './audit-format'

const HEADINGS = ['Data', 'Quem', 'Ação', 'Alvo', 'Detalhes', 'IP'] as const

export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <StackedTable
      caption="Registros de auditoria, do mais recente ao mais antigo"
      headings={HEADINGS}
      marker="data-audit-table"
    >
      {entries.map((entry) => (
        <tr key={entry.id} data-audit-action={entry.action} className={t.row}>
          <DateCell date={entry.created_at} />
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
    </StackedTable>
  )
}
