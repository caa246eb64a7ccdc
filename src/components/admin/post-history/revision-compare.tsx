'use client'

import { useMemo } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { formatDateTime } from '@/lib/dates'
import { diffRevision, type FieldNames } from '@/lib/revision-diff'
import { REVISION_KIND_LABELS, revisionActorLabel } from '@/lib/revision-labels'
import type { HistoryEntry, RevisionDetail } from '@/server/history/queries'
import type { CategoryOption } from '@/server/posts/queries'
import { STATUS_LABELS } from '../dashboard/status-badge'
import { Spinner } from '../ui/spinner'
import { DiffView } from './diff-view'
import type { PostHistoryProps } from './post-history-props'
import { RestoreRevision } from './restore-revision'
import { useJson } from './use-json'

function fieldNames(categories: CategoryOption[]): FieldNames {
  const names = new Map(categories.map((category) => [category.id, category.name]))
  return {
    category: (id) => names.get(id) ?? 'Categoria removida',
    status: (status) => STATUS_LABELS[status],
  }
}

/** One revision, fetched when selected, against the editor's current document. */
export function RevisionCompare({ entry, ...props }: PostHistoryProps & { entry: HistoryEntry }) {
  const url = `/api/posts/${props.post.id}/revisions/${entry.id}`
  const detail = useJson<{ revision: RevisionDetail }>(url)
  const revision = detail.status === 'ready' ? detail.data.revision : null
  const { current, categories } = props
  const diff = useMemo(() => {
    if (!revision) return null
    const { document } = revision
    return diffRevision(
      { ...document, status: revision.status },
      { ...current, status: current.status },
      fieldNames(categories),
    )
  }, [revision, current, categories])

  const when = formatDateTime(new Date(entry.at))
  return (
    <div className="space-y-5" data-revision-compare="">
      <div>
        <h3 className="text-lg font-bold text-ink">
          {REVISION_KIND_LABELS[entry.kind]} em {when}
        </h3>
        <p className="text-sm text-ink-muted">
          Por {revisionActorLabel(entry.actorName)}. Comparada com o texto que está no editor agora.
        </p>
      </div>
      {detail.status === 'loading' && <Spinner label="Carregando a revisão..." />}
      {detail.status === 'error' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{detail.message}</p>
          <button
            type="button"
            onClick={detail.retry}
            className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
          >
            Tentar novamente
          </button>
        </div>
      )}
      {diff && (
        <>
          <RestoreRevision
            post={props.post}
            revisionId={entry.id}
            when={when}
            unsaved={props.unsaved}
            onRestored={props.onRestored}
          />
          <DiffView diff={diff} />
        </>
      )}
    </div>
  )
}
