import type { Plan } from '@/lib/planner/compute'
import { formatBRL, formatCount } from '@/lib/planner/format'
import type { Verdict } from '@/lib/planner/viability'
import { ProjectionTable } from './projection-table'
import { RangeChart } from './range-chart'
import { CHANNEL_LABELS, SplitChart } from './split-chart'

const VERDICT_STYLES: Record<Verdict, string> = {
  Viável: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  'Viável com ajustes': 'border-amber-300 bg-amber-50 text-amber-900',
  Inviável: 'border-red-300 bg-red-50 text-red-900',
}

const card = 'rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8'

/** Verdict, projected range and budget split: everything the assumptions table feeds. */
export function PlanResults({ plan }: { plan: Plan }) {
  const { viability, projections: p, inputs } = plan
  return (
    <div className="grid gap-6 *:min-w-0">
      <section
        aria-labelledby="veredito-title"
        className={`rounded-2xl border p-6 sm:p-8 ${VERDICT_STYLES[viability.verdict]}`}
      >
        <h2 id="veredito-title" className="text-sm font-semibold tracking-wide uppercase">
          Viabilidade
        </h2>
        <div aria-live="polite" data-plan-verdict={viability.verdict}>
          <p className="mt-2 text-3xl font-extrabold">{viability.verdict}</p>
          <p className="mt-3 text-base leading-relaxed">{viability.reason}</p>
          <p className="mt-2 text-base leading-relaxed font-semibold">{viability.change}</p>
        </div>
        <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt>Verba para a meta de {formatCount(inputs.desiredLeads)} leads</dt>
            <dd className="text-lg font-bold">{formatBRL(plan.budgetForDesiredLeads)}</dd>
          </div>
          <div>
            <dt>Mínimo da fase de aprendizado (CPA × 50)</dt>
            <dd className="text-lg font-bold">{formatBRL(plan.learningPhaseBudget)}</dd>
          </div>
          <div>
            <dt>Custo por lead estimado</dt>
            <dd className="text-lg font-bold">{formatBRL(plan.cpl.blended)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="projecao-title" className={card}>
        <h2 id="projecao-title" className="text-xl font-bold text-ink">
          Resultados projetados por mês
        </h2>
        <div className="mt-4">
          <RangeChart
            low={p.low}
            expected={p.expected}
            high={p.high}
            desiredLeads={inputs.desiredLeads}
          />
        </div>
        <div className="mt-4">
          <ProjectionTable projections={p} />
        </div>
      </section>

      <section aria-labelledby="divisao-title" className={card}>
        <h2 id="divisao-title" className="text-xl font-bold text-ink">
          Divisão da verba de {formatBRL(inputs.budget)}
        </h2>
        <div className="mt-4">
          <SplitChart split={plan.split} />
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {plan.split.map((channel) => (
            <div key={channel.channel} data-plan-channel={channel.channel}>
              <h3 className="font-bold text-ink">
                {CHANNEL_LABELS[channel.channel]}: {formatBRL(channel.amount)}
              </h3>
              <ul className="mt-2 space-y-1 text-sm text-ink">
                {channel.allocation.map((part) => (
                  <li key={part.key} className="flex justify-between gap-4">
                    <span>
                      {part.label} ({Math.round(part.share * 100)}%)
                    </span>
                    <span className="font-semibold tabular-nums">{formatBRL(part.amount)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  )
}
