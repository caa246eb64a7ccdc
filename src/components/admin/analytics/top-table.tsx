import { Download } from 'lucide-react'
import Link from 'next/link'
import type { DashboardData } from '@/lib/analytics/dashboard'
import { buttonStyles } from '@/components/ui/button-styles'
import { cardStyles } from '../ui/styles'
import { dashboardHref, dashboardSearch, type DashboardQuery } from './dashboard-query'
import type { TableDefinition } from './tables'

type Query = Omit<DashboardQuery, 'notice'>

/** The address of a table's CSV, for the same period and filter as the screen. */
export function exportHref(slug: string, query: Query): string {
  const params = dashboardSearch(query)
  params.set('tabela', slug)
  return `/api/analytics/export?${params.toString()}`
}

export function ExportLink({ slug, query, title }: { slug: string; query: Query; title: string }) {
  return (
    // A plain link: the browser downloads the file (a client navigation cannot).
    <a
      href={exportHref(slug, query)}
      download
      data-analytics-export={slug}
      aria-label={`Exportar CSV: ${title}`}
      className={buttonStyles({ variant: 'secondary', size: 'sm' })}
    >
      <Download className="size-4" aria-hidden="true" />
      Exportar CSV
    </a>
  )
}

/**
 * A ranking (pages, posts, sources...). Its first cell links to the whole dashboard filtered by
 * that row; on a phone the table scrolls inside its own box, never the page.
 */
export function TopTable<Row>({
  table,
  data,
  query,
}: {
  table: TableDefinition<Row>
  data: DashboardData
  query: Query
}) {
  const rows = table.rows(data)
  const headingId = `tabela-${table.slug}`
  const [first, ...rest] = table.columns
  return (
    <section
      aria-labelledby={headingId}
      data-analytics-table={table.slug}
      className={`${cardStyles} min-w-0 p-4 sm:p-5`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {table.title}
        </h2>
        {rows.length > 0 ? (
          <ExportLink slug={table.slug} query={query} title={table.title} />
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">Nenhum dado neste período.</p>
      ) : (
        <div
          className="overflow-x-auto"
          // Scrollable: reachable with the keyboard, named by the heading.
          tabIndex={0}
          role="region"
          aria-label={`Tabela: ${table.title}`}
        >
          <table className="w-full text-left text-sm">
            <thead className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr className="border-b border-line">
                {table.columns.map((column) => (
                  <th
                    key={column.heading}
                    scope="col"
                    className={`px-2 py-2 font-semibold whitespace-nowrap ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => {
                const key = table.key(row)
                const active =
                  query.filter?.dimension === table.dimension && query.filter.value === key.value
                return (
                  <tr key={key.value} data-analytics-row={key.value}>
                    <th scope="row" className="max-w-72 px-2 py-2 text-left font-medium">
                      {table.dimension ? (
                        <Link
                          prefetch={false}
                          href={dashboardHref(query, {
                            filter: { dimension: table.dimension, value: key.value },
                          })}
                          aria-current={active ? 'true' : undefined}
                          title={`Filtrar o painel por ${key.label}`}
                          className="inline-block min-h-6 wrap-anywhere text-brand-700 hover:underline"
                        >
                          {first?.cell(row)}
                        </Link>
                      ) : (
                        first?.cell(row)
                      )}
                    </th>
                    {rest.map((column) => (
                      <td
                        key={column.heading}
                        data-column={column.heading}
                        className="px-2 py-2 text-right whitespace-nowrap text-ink tabular-nums"
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
