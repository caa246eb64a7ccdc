import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { MessageCircle, Printer } from '@/components/site/icons'
import { buttonStyles } from '@/components/ui/button-styles'
import { formatShortDate } from '@/lib/dates'
import { findSegment, planPath } from '@/lib/planner/assumptions'
import { computePlan } from '@/lib/planner/compute'
import { formatBRL, formatCount, formatPercent } from '@/lib/planner/format'
import { absoluteUrl } from '@/lib/seo/metadata'
import { getDatabase } from '@/server/db'
import { getEnv } from '@/server/env'
import { llmConfig } from '@/server/planner/llm'
import { ensurePlanNarrative } from '@/server/planner/narrative'
import { findPlan, type StoredPlan } from '@/server/planner/store'
import { PlanContactForm, PrintButton } from './plan-actions'
import { PlanExplorer } from './plan-explorer'
import { PlanResults } from './plan-results'
import { PlanNarrative, PlanNarrativeLoading, PlanNarrativeText } from './plan-narrative'
import styles from './plan-print.module.css'

/** One stored plan, all in the server's HTML: numbers, strategy text, then the lead form. */
export async function PlanView({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const plan = await findPlan(getDatabase().db, id)
  if (!plan) notFound()
  const segment = findSegment(plan.inputs.segmentId)
  const link = absoluteUrl(planPath(plan.id), getEnv().SITE_URL)
  const assumptions = {
    ...plan.assumptions,
    leadToSale: plan.inputs.leadToSale ?? plan.assumptions.leadToSale,
  }

  return (
    <div
      className={`${styles.plan} mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8`}
      id="plano"
      data-plan-id={plan.id}
    >
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Plano de mídia paga · {formatShortDate(plan.createdAt)}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {plan.inputs.product}
          </h1>
          <p className="mt-3 text-ink-muted">
            {segment ? `${segment.label} (${segment.audience})` : plan.inputs.segmentId} · ticket
            médio de {formatBRL(plan.inputs.ticket)} · verba de {formatBRL(plan.inputs.budget)} por
            mês · meta de {formatCount(plan.inputs.desiredLeads)} leads
            {plan.inputs.leadToSale !== null
              ? ` · ${formatPercent(plan.inputs.leadToSale)} dos leads viram venda`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-3 print:hidden">
          <PrintButton
            icon={<Printer className="size-4" aria-hidden="true" />}
            className={buttonStyles({ variant: 'secondary' })}
          />
          <a
            href="#formulario"
            className={buttonStyles({ variant: 'accent' })}
            data-plan-contact=""
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            Falar com um especialista
          </a>
        </div>
      </header>

      <div className="mt-6 rounded-xl border border-line bg-white p-4 print:hidden">
        <label htmlFor="plan-link" className="block text-sm font-semibold text-ink">
          Link permanente deste plano: copie e compartilhe com o seu time
        </label>
        <input
          id="plan-link"
          readOnly
          value={link}
          className="mt-2 h-11 w-full rounded-lg border border-slate-500 bg-surface px-3 text-sm text-ink"
          data-plan-link=""
        />
      </div>

      <div className="mt-8">
        <PlanExplorer
          inputs={plan.inputs}
          assumptions={assumptions}
          results={
            <PlanResults plan={computePlan({ ...plan.inputs, leadToSale: null }, assumptions)} />
          }
          intro={
            <>
              <h2 id="premissas-title" className="text-xl font-bold text-ink">
                Premissas do cálculo
              </h2>
              <p className="mt-2 text-sm text-ink-muted">
                Estes números são estimativas baseadas em médias de mercado do seu segmento, não
                resultados garantidos. Troque qualquer um pelo dado da sua conta e o plano é
                recalculado na hora.
              </p>
            </>
          }
        />
      </div>

      <section
        aria-labelledby="estrategia-title"
        className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="estrategia-title" className="text-xl font-bold text-ink">
          Estratégia recomendada
        </h2>
        <div className="mt-4">
          <Strategy plan={plan} />
        </div>
      </section>

      <section
        id="formulario"
        aria-labelledby="formulario-title"
        className="mt-12 grid gap-8 lg:grid-cols-[0.9fr_1.1fr] print:hidden"
      >
        <div>
          <h2
            id="formulario-title"
            className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
          >
            Fale com um especialista sobre este plano
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-muted">
            Um especialista do MídiaPlan recebe este plano junto com o seu contato e mostra como
            colocá-lo no ar com o AI Planner, ajustando as premissas com os dados da sua conta.
          </p>
        </div>
        <PlanContactForm
          source="planejador"
          planId={plan.id}
          permalink={`${planPath(plan.id)}#formulario`}
          submitLabel="Falar com um especialista"
        />
      </section>
    </div>
  )
}

/**
 * The strategy text is part of the page once it exists, and so is the deterministic one, which
 * takes a few milliseconds to write. Only a model's first answer (up to 20 s) streams in after
 * the plan instead of holding it up.
 */
async function Strategy({ plan }: { plan: StoredPlan }) {
  if (!plan.narrative && llmConfig()) {
    return (
      <Suspense fallback={<PlanNarrativeLoading />}>
        <PlanNarrative plan={plan} />
      </Suspense>
    )
  }
  return <PlanNarrativeText narrative={await ensurePlanNarrative(plan)} />
}
