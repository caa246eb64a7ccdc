import type { ReactNode } from 'react'
import { formatDateTime } from '@/lib/dates'
import { cardStyles } from './styles'

/**
 * Tables that turn into stacked cards below md: each row a card, each cell a line with a
 * label (MobileLabel), so a 390 px phone needs no sideways scrolling.
 */
export const tableStyles = {
  table: 'w-full text-left text-sm max-md:block',
  head: 'bg-surface text-xs font-semibold tracking-wide text-ink-muted uppercase max-md:hidden',
  th: 'px-4 py-3 font-semibold',
  body: 'divide-y divide-line max-md:block',
  row: 'align-middle max-md:block max-md:px-4 max-md:py-4',
  cell: 'px-4 py-3 max-md:flex max-md:gap-2 max-md:px-0 max-md:py-1',
} as const

export function MobileLabel({ children }: { children: string }) {
  return <span className="shrink-0 font-semibold text-ink md:hidden">{children}:</span>
}

/** The first column of the stacked tables: when the row was recorded. */
export function DateCell({ date }: { date: Date }) {
  return (
    <td className={`${tableStyles.cell} whitespace-nowrap text-ink-muted`}>
      <MobileLabel>Data</MobileLabel>
      <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>
    </td>
  )
}

/**
 * The card, caption and header row every stacked admin table repeats; rows go in `children`.
 * `marker` names the table for tests (data-leads-table, data-plans-table...).
 */
export function StackedTable({
  caption,
  headings,
  marker,
  children,
}: {
  caption: string
  headings: readonly string[]
  marker: `data-${string}`
  children: ReactNode
}) {
  return (
    <div className={`${cardStyles} overflow-hidden`}>
      <table className={tableStyles.table} {...{ [marker]: '' }}>
        <caption className="sr-only">{caption}</caption>
        <thead className={tableStyles.head}>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={tableStyles.th}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={tableStyles.body}>{children}</tbody>
      </table>
    </div>
  )
}
