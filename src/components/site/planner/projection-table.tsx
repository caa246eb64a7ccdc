import type { Plan, Projection, ScenarioKey } from '@/lib/planner/compute'
import { formatBRL, formatCount, formatRoi, formatSales } from '@/lib/planner/format'

const ROWS: { label: string; value: (p: Projection) => string }[] = [
  { label: 'Cliques', value: (p) => formatCount(p.clicks) },
  { label: 'Leads', value: (p) => formatCount(p.leads) },
  { label: 'Custo por lead', value: (p) => (p.cpl === null ? '-' : formatBRL(p.cpl)) },
  { label: 'Vendas', value: (p) => formatSales(p.sales, p.revenue) },
  { label: 'Receita', value: (p) => formatBRL(p.revenue) },
  { label: 'ROI', value: (p) => formatRoi(p.roi) },
]

const SCENARIOS: { key: ScenarioKey; label: string }[] = [
  { key: 'low', label: 'Pessimista' },
  { key: 'expected', label: 'Esperado' },
  { key: 'high', label: 'Otimista' },
]

const CAPTION = 'Projeção em três cenários'
const th = 'px-2 py-2 text-left font-semibold text-ink'
// A value never makes the table wider than its card: an absurd one wraps instead of scrolling.
const td = 'px-2 py-2 text-right tabular-nums text-ink [overflow-wrap:anywhere]'

/**
 * The three scenarios of each indicator. A card wide enough for four columns gets the classic
 * table; a narrower one (a phone, or the results column beside the assumptions) gets the same
 * figures grouped by indicator, one scenario per line, so every value is seen without any
 * sideways scrolling. Only one of the two is displayed; the other is display:none for everyone.
 */
export function ProjectionTable({ projections }: { projections: Plan['projections'] }) {
  return (
    <div className="@container">
      <table className="hidden w-full text-sm @min-[34rem]:table" data-plan-projections="">
        <caption className="sr-only">{CAPTION}</caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={th}>
              Indicador
            </th>
            {SCENARIOS.map((s) => (
              <th key={s.key} scope="col" className={`${th} text-right`}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={th}>
                {row.label}
              </th>
              {SCENARIOS.map((s) => (
                <td
                  key={s.key}
                  className={s.key === 'expected' ? `${td} font-bold` : td}
                  data-expected={s.key === 'expected' ? row.label : undefined}
                >
                  {row.value(projections[s.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full text-sm @min-[34rem]:hidden" data-plan-projections-stacked="">
        <caption className="sr-only">{CAPTION}</caption>
        {ROWS.map((row) => (
          <tbody key={row.label} className="border-b border-line last:border-b-0">
            <tr>
              <th scope="rowgroup" colSpan={2} className={`${th} pt-3 pb-1`}>
                {row.label}
              </th>
            </tr>
            {SCENARIOS.map((s) => (
              <tr key={s.key} className={s.key === 'expected' ? 'font-bold' : undefined}>
                <th scope="row" className="py-1 pr-2 pl-4 text-left font-normal text-ink-muted">
                  {s.label}
                </th>
                <td className={`${td} py-1`}>{row.value(projections[s.key])}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
