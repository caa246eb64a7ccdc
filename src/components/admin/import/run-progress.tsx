'use client'

import { IMPORT_PHASE_LABELS } from '@/lib/validations/import'
import type { ImportRunView } from '@/server/import/queries'

/** The bar a running import (or dry run) moves, with its phase and posts read so far. */
export function RunProgress({ run, label }: { run: ImportRunView | null; label: string }) {
  const value = run?.progress ?? 0
  const phase = run ? IMPORT_PHASE_LABELS[run.phase] : 'Enviando o arquivo'
  const posts =
    run && run.phase === 'posts'
      ? ` · ${run.processed.toLocaleString('pt-BR')}${run.total ? ` de ${run.total.toLocaleString('pt-BR')}` : ''} posts`
      : ''
  return (
    <div className="space-y-2" data-import-progress="">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{label}</span>
        <span className="text-ink-muted" aria-live="polite">
          {phase}
          {posts} · {value}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% (${phase})`}
        className="h-3 w-full overflow-hidden rounded-full bg-brand-50"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  )
}
