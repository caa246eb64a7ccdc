import type { PlanAssumptions } from '@/lib/planner/assumptions'
import { platformCpl } from '@/lib/planner/compute'
import { formatBRL, formatDecimal } from '@/lib/planner/format'
import { parseBrazilianNumber } from '@/lib/validations/planner-fields'

type Key = 'searchCpc' | 'socialCpc' | 'searchRate' | 'socialRate' | 'searchShare' | 'leadToSale'

interface Row {
  key: Key
  label: string
  unit: 'R$' | '%'
  min: number
  max: number
  read: (a: PlanAssumptions) => number
  write: (a: PlanAssumptions, value: number) => PlanAssumptions
}

const pct = (min: number, max: number) => ({ unit: '%' as const, min, max })

const ROWS: readonly Row[] = [
  {
    key: 'searchCpc',
    label: 'CPC médio no Google Ads',
    unit: 'R$',
    min: 0.05,
    max: 500,
    read: (a) => a.search.cpc,
    write: (a, v) => ({ ...a, search: { ...a.search, cpc: v } }),
  },
  {
    key: 'socialCpc',
    label: 'CPC médio no Meta Ads',
    unit: 'R$',
    min: 0.05,
    max: 500,
    read: (a) => a.social.cpc,
    write: (a, v) => ({ ...a, social: { ...a.social, cpc: v } }),
  },
  {
    key: 'searchRate',
    label: 'Conversão de clique em lead no Google Ads',
    ...pct(0.1, 100),
    read: (a) => a.search.clickToLead * 100,
    write: (a, v) => ({ ...a, search: { ...a.search, clickToLead: v / 100 } }),
  },
  {
    key: 'socialRate',
    label: 'Conversão de clique em lead no Meta Ads',
    ...pct(0.1, 100),
    read: (a) => a.social.clickToLead * 100,
    write: (a, v) => ({ ...a, social: { ...a.social, clickToLead: v / 100 } }),
  },
  {
    key: 'searchShare',
    label: 'Parte da verba em busca (o resto vai para social)',
    ...pct(0, 100),
    read: (a) => a.searchShare * 100,
    write: (a, v) => ({ ...a, searchShare: v / 100 }),
  },
  {
    key: 'leadToSale',
    label: 'Conversão de lead em venda',
    ...pct(0.1, 100),
    read: (a) => a.leadToSale * 100,
    write: (a, v) => ({ ...a, leadToSale: v / 100 }),
  },
]

interface Props {
  assumptions: PlanAssumptions
  invalid: ReadonlySet<Key>
  onEdit: (next: PlanAssumptions | null, key: Key) => void
}

/** Every assumption as an editable cell; each valid edit recomputes the plan at once. */
export function AssumptionsTable({ assumptions, invalid, onEdit }: Props) {
  return (
    <table className="w-full text-sm" data-assumptions-table="">
      <caption className="sr-only">Premissas do plano, editáveis</caption>
      <thead className="border-b border-line">
        <tr>
          <th scope="col" className="px-3 py-2 text-left font-semibold text-ink">
            Premissa
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold text-ink">
            Valor
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {ROWS.map((row) => {
          const id = `premissa-${row.key}`
          const bad = invalid.has(row.key)
          return (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-ink">
                <label htmlFor={id}>
                  {row.label} ({row.unit})
                </label>
                {bad ? (
                  <p id={`${id}-error`} className="text-xs font-medium text-red-700">
                    Use um valor entre {formatDecimal(row.min)} e {formatDecimal(row.max)}.
                  </p>
                ) : null}
              </th>
              <td className="px-3 py-2 text-right">
                <input
                  id={id}
                  name={row.key}
                  type="text"
                  inputMode="decimal"
                  defaultValue={formatDecimal(row.read(assumptions))}
                  aria-invalid={bad || undefined}
                  aria-describedby={bad ? `${id}-error` : undefined}
                  onChange={(event) => {
                    const value = parseBrazilianNumber(event.currentTarget.value)
                    const ok = value !== null && value >= row.min && value <= row.max
                    onEdit(ok ? row.write(assumptions, value) : null, row.key)
                  }}
                  className="h-10 w-24 rounded-lg border border-slate-500 bg-white px-2 text-right text-ink tabular-nums aria-[invalid=true]:border-red-700"
                />
              </td>
            </tr>
          )
        })}
        <tr>
          <th scope="row" className="px-3 py-2 text-left font-normal text-ink">
            Custo por lead resultante no Google Ads / Meta Ads
          </th>
          <td
            className="px-3 py-2 text-right whitespace-nowrap text-ink tabular-nums"
            data-assumption-cpl=""
          >
            {formatBRL(platformCpl(assumptions.search))} /{' '}
            {formatBRL(platformCpl(assumptions.social))}
          </td>
        </tr>
      </tbody>
    </table>
  )
}

export type AssumptionKey = Key
