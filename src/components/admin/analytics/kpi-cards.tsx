import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react'
import type { ReactNode } from 'react'
import type { DashboardKpis } from '@/lib/analytics/dashboard'
import { cardStyles } from '../ui/styles'
import { describeChange, formatCount, formatPercent, type Change } from './format'

const KPIS: { key: keyof DashboardKpis; label: string; percent?: boolean }[] = [
  { key: 'visitors', label: 'Visitantes' },
  { key: 'views', label: 'Visualizações' },
  { key: 'visits', label: 'Visitas' },
  { key: 'averageDepth', label: 'Leitura média', percent: true },
  { key: 'completeReads', label: 'Leituras completas' },
  { key: 'leads', label: 'Leads' },
  { key: 'conversionRate', label: 'Taxa de conversão', percent: true },
]

const TONES: Record<NonNullable<Change['direction']>, string> = {
  up: 'text-emerald-800',
  down: 'text-red-700',
  flat: 'text-ink-muted',
}

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const

function ChangeLine({ change }: { change: Change }) {
  const Icon = change.direction ? ICONS[change.direction] : null
  const tone = change.direction ? TONES[change.direction] : 'text-ink-muted'
  return (
    <p className={`mt-1 flex flex-wrap items-center gap-x-1 text-sm font-medium ${tone}`}>
      {Icon ? <Icon className="size-4 shrink-0" aria-hidden="true" /> : null}
      <span aria-hidden="true">{change.text}</span>
      <span className="sr-only">{change.spoken}</span>
      <span aria-hidden="true" className="font-normal text-ink-muted">
        vs. anterior
      </span>
    </p>
  )
}

/** The period's figures, each with its +/- % against the period just before, in words too. */
export function KpiCards({ kpis, live }: { kpis: DashboardKpis; live: ReactNode }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-analytics-kpis="">
      {live}
      {KPIS.map(({ key, label, percent }) => {
        const kpi = kpis[key]
        const change = describeChange(kpi)
        return (
          <div
            key={key}
            data-kpi={key}
            data-kpi-value={kpi.current}
            className={`${cardStyles} min-w-0 p-4`}
          >
            <dt className="text-sm font-medium text-ink-muted">{label}</dt>
            <dd className="mt-1">
              <span className="block font-display text-2xl font-extrabold text-ink sm:text-3xl">
                {percent ? formatPercent(kpi.current) : formatCount(kpi.current)}
              </span>
              <ChangeLine change={change} />
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
