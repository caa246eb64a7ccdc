import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { leadsSearch, type LeadsQuery } from '@/server/leads/filters'

const href = (query: LeadsQuery, pagina: number) => `/admin/leads${leadsSearch(query, { pagina })}`

/** 'Página X de Y' with previous/next links that keep the search and dates. */
export function LeadsPagination({ query, totalPages }: { query: LeadsQuery; totalPages: number }) {
  if (totalPages <= 1) return null
  const page = query.pagina
  const link = buttonStyles({ variant: 'secondary', size: 'sm' })
  const disabled = buttonStyles({
    variant: 'secondary',
    size: 'sm',
    className: 'pointer-events-none opacity-50',
  })
  return (
    <nav
      aria-label="Paginação dos leads"
      data-leads-pagination=""
      className="mt-6 flex items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link href={href(query, page - 1)} rel="prev" className={link}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Anterior
        </Link>
      ) : (
        <span aria-hidden="true" className={disabled}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Anterior
        </span>
      )}
      <p className="text-sm text-ink-muted" aria-current="page" data-leads-page="">
        Página {page} de {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={href(query, page + 1)} rel="next" className={link}>
          Próxima
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span aria-hidden="true" className={disabled}>
          Próxima
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  )
}
