import { formatDateTime } from '@/lib/dates'
import type { PostStatus } from '@/server/db/types'
import { StatusBadge } from '../dashboard/status-badge'

export const SCHEDULED_LABEL = 'Agendado'

const when = (date: Date) => (
  <time
    dateTime={date.toISOString()}
    title="Horário de Brasília"
    data-scheduled-at=""
    className="text-xs whitespace-nowrap text-ink-muted"
  >
    {formatDateTime(date)}
  </time>
)

/**
 * A post's status as the admin lists show it: a draft with a time is "Agendado" with that time
 * (São Paulo); a published post with a scheduled update says when the update goes public.
 */
export function PostStatusBadge({
  status,
  scheduledAt,
}: {
  status: PostStatus
  scheduledAt: Date | null
}) {
  if (!scheduledAt || status === 'archived') return <StatusBadge status={status} />
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {status === 'draft' ? (
        <span
          data-status="scheduled"
          className="inline-flex items-center rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-200 ring-inset"
        >
          {SCHEDULED_LABEL}
        </span>
      ) : (
        <StatusBadge status={status} />
      )}
      <span className="text-xs text-ink-muted">
        {status === 'draft' ? 'Publica em ' : 'Atualização em '}
        {when(scheduledAt)}
      </span>
    </span>
  )
}
