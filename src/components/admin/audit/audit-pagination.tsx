import { Pager } from '../ui/pager'

const pageHref = (page: number) => `/admin/auditoria?pagina=${page}`

/** The log shows no total: 'Página X', with 'Próxima' while more entries exist. */
export function AuditPagination({ page, hasMore }: { page: number; hasMore: boolean }) {
  if (page === 1 && !hasMore) return null
  return (
    <Pager
      label="Paginação do log de auditoria"
      previousHref={page > 1 ? pageHref(page - 1) : null}
      nextHref={hasMore ? pageHref(page + 1) : null}
      status={`Página ${page}`}
    />
  )
}
