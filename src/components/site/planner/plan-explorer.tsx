'use client'

import { lazyOr } from '@/components/ui/lazy-or'
import { Suspense, useState, type ReactNode } from 'react'
import type { PlanAssumptions } from '@/lib/planner/assumptions'
import type { PlanInputs } from '@/lib/planner/compute'
import { AssumptionsTable, type AssumptionKey } from './assumptions-table'

// The math and the charts come with the first edit; until then the server's rendering stands.
const LiveResults = lazyOr(
  () => import('./live-results').then((module) => module.LiveResults),
  LiveResultsUnavailable,
)

function LiveResultsUnavailable() {
  return (
    <p role="alert" className="rounded-2xl border border-line bg-white p-6 text-ink">
      Não foi possível recalcular o plano agora. Verifique a sua conexão e recarregue a página.
    </p>
  )
}

interface Props {
  inputs: PlanInputs
  /** The assumptions the plan was stored with (the visitor's own conversion rate folded in). */
  assumptions: PlanAssumptions
  /** The table's heading and notice, rendered on the server (static copy ships no JS). */
  intro: ReactNode
  /** The stored plan's results, rendered on the server. */
  results: ReactNode
}

/**
 * The numbers of the plan and the table that drives them. The stored plan's results come
 * rendered by the server; editing a cell recomputes them in place (LiveResults, fetched on the
 * first edit, so the page's JavaScript stays within budget).
 */
export function PlanExplorer({ inputs, assumptions: stored, intro, results }: Props) {
  const [assumptions, setAssumptions] = useState(stored)
  const [invalid, setInvalid] = useState<ReadonlySet<AssumptionKey>>(new Set())
  const [version, setVersion] = useState(0)
  const edited = assumptions !== stored

  function edit(next: PlanAssumptions | null, key: AssumptionKey) {
    const marked = new Set(invalid)
    if (next) {
      marked.delete(key)
      setAssumptions(next)
    } else {
      marked.add(key)
    }
    setInvalid(marked)
  }

  function reset() {
    setAssumptions(stored)
    setInvalid(new Set())
    setVersion((v) => v + 1) // remounts the inputs with the stored values
  }

  return (
    <div className="grid gap-6 *:min-w-0 lg:grid-cols-[1.4fr_1fr] lg:items-start">
      {edited ? (
        <Suspense fallback={results}>
          <LiveResults inputs={inputs} assumptions={assumptions} />
        </Suspense>
      ) : (
        results
      )}
      <section
        aria-labelledby="premissas-title"
        className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
      >
        {intro}
        <div className="mt-4" key={version}>
          <AssumptionsTable assumptions={assumptions} invalid={invalid} onEdit={edit} />
        </div>
        {edited ? (
          <button
            type="button"
            onClick={reset}
            className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-4 print:hidden"
          >
            Restaurar premissas originais
          </button>
        ) : null}
      </section>
    </div>
  )
}
