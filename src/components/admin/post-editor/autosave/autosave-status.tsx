'use client'

import { AUTOSAVE_TITLE_MESSAGE } from '@/lib/validations/autosave'
import type { AutosaveStatus } from './use-autosave'
import { formatSaveTime } from './save-time'

const KEPT = 'alterações guardadas neste navegador'
const NOT_KEPT = 'este navegador não permitiu guardar as alterações; não feche a página'

export function autosaveStatusText(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return ''
    case 'saving':
      return 'Salvando…'
    case 'saved':
      return `Salvo às ${formatSaveTime(status.at)}${status.note ? `. ${status.note}` : ''}`
    case 'offline':
      return `Sem conexão: ${status.kept ? KEPT : NOT_KEPT}`
    case 'error': {
      const detail = status.message ? `: ${status.message}` : '.'
      return `Erro ao salvar${detail} ${status.kept ? capitalize(KEPT) : capitalize(NOT_KEPT)}.`
    }
    case 'conflict':
      return 'Outra versão foi salva enquanto você editava: escolha qual manter.'
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The autosave's state in one line, announced politely to screen readers. The region is always
 * in the page (empty at first), so the first message is announced too.
 */
export function AutosaveStatusLine({
  status,
  needsTitle,
}: {
  status: AutosaveStatus
  needsTitle: boolean
}) {
  const text =
    needsTitle && status.kind !== 'conflict' ? AUTOSAVE_TITLE_MESSAGE : autosaveStatusText(status)
  const alert = status.kind === 'offline' || status.kind === 'error' || status.kind === 'conflict'
  return (
    <p
      role="status"
      aria-live="polite"
      data-autosave-status={status.kind}
      className={`min-h-5 text-sm ${alert ? 'font-medium text-red-700' : 'text-ink-muted'}`}
    >
      {text}
    </p>
  )
}

/**
 * Under the header's buttons: the autosave's status and, for a published post, where its
 * changes go until "Atualizar".
 */
export function AutosaveStatusArea({
  status,
  needsTitle,
  published,
}: {
  status: AutosaveStatus
  needsTitle: boolean
  published: boolean
}) {
  return (
    <div className="space-y-0.5 sm:text-right" data-autosave-area="">
      <AutosaveStatusLine status={status} needsTitle={needsTitle} />
      {published ? (
        <p className="text-sm text-ink-muted" data-working-copy-note="">
          O salvamento automático não muda o que os leitores veem: a versão publicada muda quando
          você clica em Salvar Rascunho ou Atualizar.
        </p>
      ) : null}
    </div>
  )
}
