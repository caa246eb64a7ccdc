import { Search } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'
import type { LeadsQuery } from '@/server/leads/filters'

const inputStyles =
  'h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink placeholder:text-slate-500'

/** A plain GET form (works without JavaScript): the URL holds the search and the date range. */
export function LeadsFilters({ query, filtered }: { query: LeadsQuery; filtered: boolean }) {
  return (
    <form
      action="/admin/leads"
      method="get"
      role="search"
      data-leads-filters=""
      className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-end"
    >
      <div className="relative flex-1">
        <label htmlFor="buscar-leads" className="mb-1.5 block text-sm font-medium text-ink">
          Buscar
        </label>
        <Search
          className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-ink-muted"
          aria-hidden="true"
        />
        <input
          id="buscar-leads"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={200}
          placeholder="Nome, email ou empresa..."
          autoComplete="off"
          className={`${inputStyles} pl-9`}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="leads-de" className="mb-1.5 block text-sm font-medium text-ink">
            De
          </label>
          <input
            id="leads-de"
            type="date"
            name="de"
            defaultValue={query.de}
            className={inputStyles}
          />
        </div>
        <div>
          <label htmlFor="leads-ate" className="mb-1.5 block text-sm font-medium text-ink">
            Até
          </label>
          <input
            id="leads-ate"
            type="date"
            name="ate"
            defaultValue={query.ate}
            className={inputStyles}
          />
        </div>
      </div>
      <div className="flex gap-3">
        <button type="submit" className={buttonStyles({ className: 'h-11' })}>
          Filtrar
        </button>
        {filtered ? (
          <Link
            href="/admin/leads"
            className={buttonStyles({ variant: 'ghost', className: 'h-11' })}
          >
            Limpar
          </Link>
        ) : null}
      </div>
    </form>
  )
}
