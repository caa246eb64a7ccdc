import { formatDateTime } from '@/lib/dates'
import type { AdminLead } from '@/server/leads/types'

const STYLES = {
  none: 'bg-slate-100 text-slate-700',
  pending: 'bg-amber-100 text-amber-900',
  delivered: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
} as const

const LABELS = {
  none: 'Sem webhook',
  pending: 'Na fila',
  delivered: 'Enviado',
  failed: 'Falhou',
} as const

/** Where the lead stands with the CRM webhook; a failure says why and when it is retried. */
export function DeliveryBadge({ lead }: { lead: AdminLead }) {
  const status = lead.webhook_status
  return (
    <span className="flex flex-col gap-1">
      <span
        data-lead-delivery={status}
        className={`inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
      >
        {LABELS[status]}
      </span>
      {status === 'failed' ? (
        <span className="text-xs text-ink-muted">
          {lead.webhook_last_error}
          {lead.webhook_next_attempt_at
            ? ` · nova tentativa ${formatDateTime(lead.webhook_next_attempt_at)}`
            : ''}
        </span>
      ) : null}
    </span>
  )
}
