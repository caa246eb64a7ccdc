import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'

const pageHref = (page: number) => `/admin/auditoria?pagina=${page}`

export function AuditPagination({ page, hasMore }: { page: number; hasMore: boolean }) {
  if (page === 1 && !hasMore) return null
  const disabled = buttonStyles({
    variant: 'secondary',
    size: 'sm',
    className: 'pointer-events-none opacity-50',
  })
  return (
    <nav
      aria-label="Paginação do log de auditoria"
      className="mt-6 flex items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link
          href={pageHref(page - 1)}
          rel="prev"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Anterior
        </Link>
      ) : (
        <span aria-hidden="true" className={disabled}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Anterior
        </span>
      )}
      <p className="text-sm text-ink-muted" aria-current="page">
        Página {page}
      </p>
      {hasMore ? (
        <Link
          href={pageHref(page + 1)}
          rel="next"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
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
