import { X } from 'lucide-react'
import Link from 'next/link'
import type { DashboardData, DashboardFilter } from '@/lib/analytics/dashboard'
import { dashboardHref, type DashboardQuery } from './dashboard-query'
import { filterLabel } from './tables'

/** The filter in force, said in words, with the one link that clears it. */
export function FilterChip({
  filter,
  data,
  query,
}: {
  filter: DashboardFilter
  data: DashboardData
  query: Omit<DashboardQuery, 'notice'>
}) {
  const label = filterLabel(filter, data)
  return (
    <p
      className="mb-6 flex flex-wrap items-center gap-2 text-sm text-ink"
      data-analytics-filter={`${filter.dimension}:${filter.value}`}
    >
      <span className="font-medium text-ink-muted">Filtrando por:</span>{' '}
      <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 font-semibold text-brand-800">
        <span className="wrap-anywhere" data-filter-label="">
          {label}
        </span>
        <Link
          href={dashboardHref(query, { filter: null })}
          aria-label={`Remover o filtro ${label}`}
          data-clear-filter=""
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
        >
          <X className="size-4" aria-hidden="true" />
        </Link>
      </span>
    </p>
  )
}
