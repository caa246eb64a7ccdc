import Link from 'next/link'
import { PERIOD_LABELS, PERIODS, type ResolvedPeriod } from '@/lib/analytics/dashboard'
import { buttonStyles } from '@/components/ui/button-styles'
import { ANALYTICS_PATH, dashboardHref, type DashboardQuery } from './dashboard-query'

const PRESETS = PERIODS.filter((key) => key !== 'personalizado')

const pill =
  'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap'
const inputStyles =
  'h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink'

/** "05/03/2025" from "2025-03-05". */
export function formatDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`
}

/**
 * The period as links (shareable, no JavaScript needed) and a plain GET form for a custom
 * range; both keep the filter in force.
 */
export function PeriodPicker({
  query,
  period,
}: {
  query: Omit<DashboardQuery, 'notice'>
  period: ResolvedPeriod
}) {
  const custom = query.period === 'personalizado'
  return (
    <div className="mb-6 flex flex-col gap-4" data-period-picker="">
      <nav aria-label="Período">
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map((key) => {
            const current = query.period === key
            return (
              <li key={key}>
                <Link
                  href={dashboardHref(query, { period: key, custom: null })}
                  aria-current={current ? 'page' : undefined}
                  data-period={key}
                  className={`${pill} ${
                    current
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50'
                  }`}
                >
                  {PERIOD_LABELS[key]}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <details open={custom} className="group">
        <summary
          className={`${pill} w-fit cursor-pointer ${
            custom ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink'
          }`}
        >
          {PERIOD_LABELS.personalizado}
        </summary>
        <form
          action={ANALYTICS_PATH}
          method="get"
          data-custom-period=""
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <input type="hidden" name="period" value="personalizado" />
          {query.filter ? (
            <input
              type="hidden"
              name="filtro"
              value={`${query.filter.dimension}:${query.filter.value}`}
            />
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="analises-de" className="mb-1.5 block text-sm font-medium text-ink">
                De
              </label>
              <input
                id="analises-de"
                type="date"
                name="de"
                required
                defaultValue={period.range.from}
                className={inputStyles}
              />
            </div>
            <div>
              <label htmlFor="analises-ate" className="mb-1.5 block text-sm font-medium text-ink">
                Até
              </label>
              <input
                id="analises-ate"
                type="date"
                name="ate"
                required
                defaultValue={period.range.until}
                className={inputStyles}
              />
            </div>
          </div>
          <button type="submit" className={buttonStyles({ className: 'h-11' })}>
            Aplicar
          </button>
        </form>
      </details>
      <p className="text-sm text-ink-muted" data-period-range="">
        {period.range.from === period.range.until
          ? formatDay(period.range.from)
          : `${formatDay(period.range.from)} a ${formatDay(period.range.until)}`}
        {' · comparado com '}
        {period.previous.from === period.previous.until
          ? formatDay(period.previous.from)
          : `${formatDay(period.previous.from)} a ${formatDay(period.previous.until)}`}
      </p>
    </div>
  )
}
