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

export const UNPUBLISHED_CHANGES_LABEL = 'Alterações não publicadas'

/**
 * A post's status as the admin lists show it: a draft with a time is "Agendado" with that time
 * (São Paulo); a published post with a scheduled update says when the update goes public, and
 * one with autosaved edits says so, since the list shows the public title, not the edited one.
 */
export function PostStatusBadge({
  status,
  scheduledAt,
  unpublishedChanges = false,
}: {
  status: PostStatus
  scheduledAt: Date | null
  unpublishedChanges?: boolean
}) {
  if (status === 'published' && unpublishedChanges && !scheduledAt) {
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <StatusBadge status={status} />
        <span
          data-unpublished-changes=""
          title="Salvas automaticamente. Os leitores veem a versão publicada até você clicar em Salvar Rascunho ou Atualizar."
          className="text-xs whitespace-nowrap text-amber-900"
        >
          {UNPUBLISHED_CHANGES_LABEL}
        </span>
      </span>
    )
  }
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
