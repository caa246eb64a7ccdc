'use client'

import type { ChecklistItem, ChecklistTarget, ItemLevel } from '@/lib/checklist/types'

const LEVELS: Record<ItemLevel, { dot: string; label: string }> = {
  ok: { dot: 'bg-green-600', label: 'OK' },
  warn: { dot: 'bg-amber-500', label: 'Atenção' },
  error: { dot: 'bg-red-700', label: 'Impede a publicação' },
  info: { dot: 'bg-slate-400', label: 'Informação' },
}

/** The items, each with its colour (and its meaning in words), its reason and its link. */
export function ChecklistItems({
  items,
  onGo,
}: {
  items: ChecklistItem[]
  onGo: (target: ChecklistTarget) => void
}) {
  return (
    <ul className="space-y-2.5">
      {items.map((item) => {
        const level = LEVELS[item.level]
        return (
          <li key={item.id} data-check={item.id} data-level={item.level} className="flex gap-2">
            <span
              aria-hidden="true"
              className={`mt-1.5 size-2.5 shrink-0 rounded-full ${level.dot}`}
            />
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">
                {item.label}
                {item.required ? (
                  <span className="font-normal text-ink-muted"> (obrigatório)</span>
                ) : null}
                <span className="sr-only">: {level.label}.</span>
              </p>
              <p className={item.level === 'error' ? 'text-red-700' : 'text-ink-muted'}>
                {item.reason}
              </p>
              {item.target && item.level !== 'ok' ? (
                <button
                  type="button"
                  onClick={() => onGo(item.target!)}
                  className="text-xs font-medium text-brand-700 underline"
                >
                  {item.target.kind === 'field' ? 'Ir para o campo' : 'Ir para o trecho'}
                  <span className="sr-only"> ({item.label})</span>
                </button>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
