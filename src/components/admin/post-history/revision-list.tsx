import { formatDateTime } from '@/lib/dates'
import { REVISION_KIND_LABELS, revisionActorLabel } from '@/lib/revision-labels'
import type { HistoryEntry } from '@/server/history/queries'

/** Newest first: what made each revision, who, and when (São Paulo time). */
export function RevisionList({
  revisions,
  selectedId,
  onSelect,
}: {
  revisions: HistoryEntry[]
  selectedId: string | null
  onSelect: (entry: HistoryEntry) => void
}) {
  return (
    <nav aria-label="Revisões" className="min-h-0 overflow-y-auto p-3">
      <p className="px-2 pb-2 text-sm text-ink-muted">
        {revisions.length} {revisions.length === 1 ? 'revisão' : 'revisões'}
      </p>
      <ol className="space-y-1" data-revision-list="">
        {revisions.map((entry) => {
          const current = entry.id === selectedId
          return (
            <li key={entry.id}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(entry)}
                data-revision={entry.kind}
                className={`w-full rounded-lg border px-3 py-2 text-left text-sm ${
                  current
                    ? 'border-brand-700 bg-brand-50'
                    : 'border-transparent hover:border-line hover:bg-surface'
                }`}
              >
                <span className="block font-semibold text-ink">
                  {REVISION_KIND_LABELS[entry.kind]}
                </span>
                <span className="block text-ink-muted">
                  <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time>
                  {' · '}
                  {revisionActorLabel(entry.actorName)}
                </span>
                <span className="block truncate text-ink-muted">{entry.title}</span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
