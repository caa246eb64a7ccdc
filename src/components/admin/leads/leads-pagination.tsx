import { leadsSearch, type LeadsQuery } from '@/server/leads/filters'
import { Pager } from '../ui/pager'

const href = (query: LeadsQuery, pagina: number) => `/admin/leads${leadsSearch(query, { pagina })}`

/** 'Página X de Y' with previous/next links that keep the search and dates. */
export function LeadsPagination({ query, totalPages }: { query: LeadsQuery; totalPages: number }) {
  if (totalPages <= 1) return null
  const page = query.pagina
  return (
    <Pager
      label="Paginação dos leads"
      name="leads"
      previousHref={page > 1 ? href(query, page - 1) : null}
      nextHref={page < totalPages ? href(query, page + 1) : null}
      status={`Página ${page} de ${totalPages}`}
    />
  )
}
