'use client'

import { History } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button-styles'
import type { LocalBackup } from './local-backup'
import { formatSaveTime } from './save-time'

/** "Recuperar alterações não salvas": what this browser kept when a save failed. */
export function RecoverBanner({
  backup,
  onRecover,
  onDiscard,
}: {
  backup: LocalBackup
  onRecover: () => void
  onDiscard: () => void
}) {
  const day = new Date(backup.keptAt).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })
  return (
    <section
      aria-labelledby="recuperar-titulo"
      data-recover-banner=""
      className="mb-6 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <History className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h2 id="recuperar-titulo" className="font-semibold text-ink">
            Recuperar alterações não salvas
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Este navegador guardou alterações de “{backup.values.title || 'Sem título'}” feitas em{' '}
            {day} às {formatSaveTime(backup.keptAt)} que não chegaram ao servidor.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-3">
        <button
          type="button"
          onClick={onDiscard}
          className={buttonStyles({ variant: 'secondary' })}
        >
          Descartar
        </button>
        <button type="button" onClick={onRecover} className={buttonStyles()}>
          Recuperar
        </button>
      </div>
    </section>
  )
}
