'use client'

import { useMemo, useState } from 'react'
import type { PlanAssumptions } from '@/lib/planner/assumptions'
import { computePlan, type PlanInputs } from '@/lib/planner/compute'
import { AssumptionsTable, type AssumptionKey } from './assumptions-table'
import { PlanResults } from './plan-results'

interface Props {
  inputs: PlanInputs
  /** The assumptions the plan was stored with (the visitor's own conversion rate folded in). */
  assumptions: PlanAssumptions
}

/**
 * The numbers of the plan and the table that drives them. Server-rendered with the stored
 * assumptions, so the plan shows before any script runs; editing a cell recomputes in place
 * with the same pure math the server used.
 */
export function PlanExplorer({ inputs, assumptions: stored }: Props) {
  const [assumptions, setAssumptions] = useState(stored)
  const [invalid, setInvalid] = useState<ReadonlySet<AssumptionKey>>(new Set())
  const [version, setVersion] = useState(0)
  const plan = useMemo(
    () => computePlan({ ...inputs, leadToSale: null }, assumptions),
    [inputs, assumptions],
  )
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
    <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
      <PlanResults plan={plan} />
      <section
        aria-labelledby="premissas-title"
        className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="premissas-title" className="text-xl font-bold text-ink">
          Premissas do cálculo
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          Estes números são estimativas baseadas em médias de mercado do seu segmento, não
          resultados garantidos. Troque qualquer um pelo dado da sua conta e o plano é recalculado
          na hora.
        </p>
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
