import { narrativeBlocks } from '@/lib/planner/narrative'
import type { NarrativeSource } from '@/server/db/types'
import { ensurePlanNarrative } from '@/server/planner/narrative'
import type { StoredPlan } from '@/server/planner/store'

const HEADINGS = new Set([
  'Posicionamento',
  'Ideias de campanha',
  'Temas de palavras-chave',
  'Públicos',
  'Próximos passos',
])

/**
 * Awaited inside a Suspense boundary only on the first view of a plan whose text the model
 * writes, so the numbers above are not held up by it (the deterministic text after a failure or
 * 20 s). Everything is rendered as text nodes: the model's output never becomes markup.
 */
export async function PlanNarrative({ plan }: { plan: StoredPlan }) {
  return <PlanNarrativeText narrative={await ensurePlanNarrative(plan)} />
}

export function PlanNarrativeText({
  narrative,
}: {
  narrative: { text: string; source: NarrativeSource }
}) {
  return (
    <div
      data-plan-narrative={narrative.source}
      className="space-y-3 text-base leading-relaxed text-ink"
    >
      {narrativeBlocks(narrative.text).map((block, index) =>
        HEADINGS.has(block.replace(/:$/, '')) ? (
          <h3 key={index} className="pt-2 text-lg font-bold text-ink">
            {block.replace(/:$/, '')}
          </h3>
        ) : (
          <p key={index} className="whitespace-pre-line">
            {block}
          </p>
        ),
      )}
      <p className="pt-2 text-xs text-ink-muted">
        {narrative.source === 'model'
          ? 'Texto escrito por IA a partir dos números do plano; os números acima são a referência.'
          : 'Texto gerado a partir dos números do plano e das práticas do seu segmento.'}
      </p>
    </div>
  )
}

export function PlanNarrativeLoading() {
  return (
    <div role="status" className="space-y-3" data-plan-narrative-loading="">
      <p className="text-sm text-ink-muted">Escrevendo a estratégia do seu plano...</p>
      {/* The streamed text needs JavaScript to take this place; reloading shows it stored. */}
      <noscript>
        <p className="font-semibold text-ink" data-plan-narrative-noscript="">
          Recarregue a página em alguns segundos para ler a estratégia.
        </p>
      </noscript>
      {[0, 1, 2, 3].map((line) => (
        <div
          key={line}
          className="h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
        />
      ))}
    </div>
  )
}
