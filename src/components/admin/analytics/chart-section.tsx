import type { DashboardData } from '@/lib/analytics/dashboard'
import { cardStyles } from '../ui/styles'
import type { DashboardQuery } from './dashboard-query'
import { formatCount } from './format'
import { LazyChart } from './lazy-chart'
import { SERIES_TABLE } from './tables'
import { ExportLink } from './top-table'

function summaryOf(data: DashboardData): string {
  const unit = data.period.granularity === 'hour' ? 'hora' : 'dia'
  const peak = data.series.reduce<DashboardData['series'][number] | null>(
    (best, point) => (best === null || point.visitors > best.visitors ? point : best),
    null,
  )
  const peakText =
    peak && peak.visitors > 0
      ? ` Pico em ${peak.label}: ${formatCount(peak.visitors)} visitantes.`
      : ''
  return `Gráfico de visitantes e visualizações por ${unit}.${peakText} Os valores estão na tabela a seguir.`
}

/** The chart, with its figures as a table for screen readers and anyone who prefers numbers. */
export function ChartSection({
  data,
  query,
}: {
  data: DashboardData
  query: Omit<DashboardQuery, 'notice'>
}) {
  const hourly = data.period.granularity === 'hour'
  return (
    <section
      aria-labelledby="grafico-titulo"
      data-analytics-series=""
      className={`${cardStyles} min-w-0 p-4 sm:p-5`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="grafico-titulo" className="text-lg font-bold text-ink">
          Visitantes e visualizações {hourly ? 'por hora' : 'por dia'}
        </h2>
        <ExportLink slug={SERIES_TABLE.slug} query={query} title={SERIES_TABLE.title} />
      </div>
      <LazyChart series={data.series} summary={summaryOf(data)} />
      <details className="mt-4" data-series-table="">
        <summary className="inline-flex min-h-6 cursor-pointer items-center text-sm font-semibold text-brand-700">
          Ver dados em tabela
        </summary>
        <div
          className="mt-3 max-h-96 overflow-auto"
          tabIndex={0}
          role="region"
          aria-label="Dados do gráfico"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Visitantes e visualizações {hourly ? 'por hora' : 'por dia'}
            </caption>
            <thead className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr className="border-b border-line">
                {SERIES_TABLE.columns.map((column) => (
                  <th
                    key={column.heading}
                    scope="col"
                    className={`px-2 py-2 ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.series.map((point) => (
                <tr key={point.bucket} data-series-row={point.bucket}>
                  <th scope="row" className="px-2 py-1.5 font-medium text-ink">
                    {point.label}
                  </th>
                  <td className="px-2 py-1.5 text-right tabular-nums">
                    {formatCount(point.visitors)}
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">
                    {formatCount(point.views)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
