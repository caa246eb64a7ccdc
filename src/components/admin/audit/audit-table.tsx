import type { AuditLogEntry } from '@/server/db/types'
import { EmailText } from '../ui/email-text'
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
          {/* Wide enough for a usual address on one line; longer ones wrap at their dots. */}
          <td className={`${t.cell} text-ink md:min-w-48`}>
            <MobileLabel>Quem</MobileLabel>
            <EmailText text={auditActor(entry)} />
          </td>
          <td className={`${t.cell} font-semibold text-ink`}>
            <MobileLabel>Ação</MobileLabel>
            <span>{auditActionLabel(entry.action)}</span>
          </td>
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Alvo</MobileLabel>
            <EmailText text={entry.target_label ?? '-'} />
          </td>
          <td className={`${t.cell} text-ink-muted`}>
            <MobileLabel>Detalhes</MobileLabel>
            <EmailText text={auditDetailsSummary(entry.action, entry.details)} />
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
