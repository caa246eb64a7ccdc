'use client'

import { AlertDialog } from 'radix-ui'
import { dialogStyles } from '@/components/admin/categories/dialog-styles'
import { STATUS_LABELS } from '@/components/admin/dashboard/status-badge'
import { buttonStyles } from '@/components/ui/button-styles'
import { htmlText } from '@/lib/html-text'
import type { EditorDocument } from '@/lib/post-document'
import type { CategoryOption } from '@/server/posts/queries'
import { differingExcerpts } from './compare-text'
import { FIELD_LABELS, fieldList } from './merge'
import { formatSaveTime } from './save-time'
import type { EditorConflict } from './use-autosave'

interface Difference {
  label: string
  mine: string
  theirs: string
  /** Long text: shown in a scrolling box. */
  long?: boolean
}

/** The fields where the two versions differ, as a person reads them. */
export function differences(
  mine: EditorDocument,
  theirs: EditorDocument,
  categories: CategoryOption[],
): Difference[] {
  const category = (id: string) =>
    id ? (categories.find((c) => c.id === id)?.name ?? 'Categoria removida') : 'Sem categoria'
  const text = (html: string) => htmlText(html).replace(/\s+/g, ' ').trim()
  const rows: [string, (v: EditorDocument) => string, boolean?][] = [
    ['Título', (v) => v.title],
    ['Slug', (v) => v.slug],
    ['Descrição', (v) => v.description || '(vazia)'],
    ['Status', (v) => STATUS_LABELS[v.status]],
    ['Categoria', (v) => category(v.categoryId)],
    ['Tags', (v) => v.tags.join(', ') || '(nenhuma)'],
    ['Em destaque', (v) => (v.featured ? 'Sim' : 'Não')],
    ['Imagem de capa', (v) => v.coverImage || '(nenhuma)'],
    ['Texto alternativo da capa', (v) => v.coverAlt || '(nenhum)'],
    ['Palavra-chave principal', (v) => v.focusKeyword || '(nenhuma)'],
    ['Conteúdo', (v) => text(v.content) || '(vazio)', true],
  ]
  const found: Difference[] = []
  for (const [label, read, long] of rows) {
    const [a, b] = [read(mine), read(theirs)]
    if (a === b) continue
    const [shownA, shownB] = long ? differingExcerpts(a, b) : [a, b]
    found.push({ label, mine: shownA, theirs: shownB, long })
  }
  if (mine.content !== theirs.content && !found.some((d) => d.label === 'Conteúdo')) {
    found.push({ label: 'Conteúdo', mine: 'Mesmo texto', theirs: 'Outra formatação' })
  }
  return found
}

/**
 * Someone saved the post while this editor was writing (another person, or this person in
 * another tab), changing some of the same fields. The other fields are already merged; for
 * these the editor compares and chooses, and the side not kept goes to the history.
 */
export function ConflictDialog({
  conflict,
  mine,
  categories,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: EditorConflict | null
  mine: EditorDocument
  categories: CategoryOption[]
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  const who = conflict?.savedBy ?? 'Outra pessoa'
  const when = conflict?.savedAt ? ` às ${formatSaveTime(conflict.savedAt)}` : ''
  const both = new Set<string>(conflict?.merge.conflicts.map((field) => FIELD_LABELS[field]))
  const rows = conflict
    ? differences(mine, conflict.theirs, categories).filter((row) => both.has(row.label))
    : []
  const taken = conflict?.merge.taken ?? []
  return (
    <AlertDialog.Root open={conflict !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content
          data-conflict-dialog=""
          className={`${dialogStyles.content} max-w-3xl`}
          onEscapeKeyDown={(event) => event.preventDefault()}
        >
          <AlertDialog.Title className={dialogStyles.title}>
            Este post foi salvo em outro lugar
          </AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {who} salvou uma versão{when} enquanto você editava (pode ter sido você, em outra aba).{' '}
            {taken.length > 0
              ? `${fieldList(taken)} ${taken.length > 1 ? 'vieram' : 'veio'} dessa versão e já ${taken.length > 1 ? 'estão' : 'está'} no formulário, com as suas outras alterações. `
              : null}
            Vocês dois mudaram {fieldList(conflict?.merge.conflicts ?? [])}: escolha qual versão
            manter. A outra fica guardada no Histórico; nada foi sobrescrito.
          </AlertDialog.Description>
          <dl className="mt-5 space-y-4" data-conflict-differences="">
            {rows.map((row) => (
              <div key={row.label}>
                <dt className="text-sm font-semibold text-ink">{row.label}</dt>
                <dd className="mt-1 grid grid-cols-1 gap-2 sm:grid-cols-2">
                  <Version label="Sua versão" text={row.mine} long={row.long} />
                  <Version label="Versão salva" text={row.theirs} long={row.long} />
                </dd>
              </div>
            ))}
          </dl>
          <div className={dialogStyles.footer}>
            <button
              type="button"
              onClick={onTakeTheirs}
              className={buttonStyles({ variant: 'secondary' })}
            >
              Usar a versão salva
            </button>
            <button type="button" onClick={onKeepMine} className={buttonStyles()}>
              Manter a minha versão
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

function Version({ label, text, long }: { label: string; text: string; long?: boolean }) {
  return (
    <div className="min-w-0 rounded-lg border border-line bg-surface p-3">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
      <p
        className={`mt-1 text-sm wrap-break-word whitespace-pre-wrap text-ink ${long ? 'max-h-40 overflow-y-auto' : ''}`}
        // A scrolling box must be reachable by keyboard to be read.
        tabIndex={long ? 0 : undefined}
      >
        {text}
      </p>
    </div>
  )
}
