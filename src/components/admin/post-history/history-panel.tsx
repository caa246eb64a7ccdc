'use client'

import { useState } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import type { HistoryEntry } from '@/server/history/queries'
import { Spinner } from '../ui/spinner'
import type { PostHistoryProps } from './post-history-props'
import { RevisionCompare } from './revision-compare'
import { RevisionList } from './revision-list'
import { useJson } from './use-json'

/** The list on one side, the selected revision against the current text on the other. */
export function HistoryPanel(props: PostHistoryProps) {
  const history = useJson<{ revisions: HistoryEntry[] }>(`/api/posts/${props.post.id}/revisions`)
  const [selected, setSelected] = useState<HistoryEntry | null>(null)

  if (history.status === 'loading') return <Spinner label="Carregando o histórico..." />
  if (history.status === 'error') {
    return (
      <div role="alert" className="m-5 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{history.message}</p>
        <button
          type="button"
          onClick={history.retry}
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
        >
          Tentar novamente
        </button>
      </div>
    )
  }
  const { revisions } = history.data
  if (revisions.length === 0) {
    return (
      <p className="m-5 text-ink-muted">
        Este post ainda não tem revisões. Cada vez que ele for salvo, publicado ou restaurado, uma
        revisão aparece aqui.
      </p>
    )
  }
  return (
    <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,14rem)_minmax(0,1fr)] md:grid-cols-[18rem_minmax(0,1fr)] md:grid-rows-1">
      <RevisionList
        revisions={revisions}
        selectedId={selected?.id ?? null}
        onSelect={setSelected}
      />
      <section
        aria-label="Comparação com o texto atual"
        className="min-h-0 overflow-y-auto border-t border-line p-5 md:border-t-0 md:border-l"
      >
        {selected ? (
          <RevisionCompare key={selected.id} entry={selected} {...props} />
        ) : (
          <p className="text-ink-muted">
            Escolha uma revisão na lista para ver as palavras e os campos que mudaram desde ela.
          </p>
        )}
      </section>
    </div>
  )
}
