import { Download } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button-styles'
import { leadFilters, leadsSearch, parseLeadsQuery } from '@/server/leads/filters'
import { listLeads } from '@/server/leads/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { LeadsFilters } from './leads-filters'
import { LeadsPagination } from './leads-pagination'
import { LeadsTable } from './leads-table'

export async function LeadsContent({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const query = parseLeadsQuery(await searchParams)
  const result = await loadOrDenied(() => listLeads({ ...leadFilters(query), page: query.pagina }))
  if (!result.ok) return <DeniedMessage message={result.message} />
  const list = result.data
  const filtered = Boolean(query.q || query.de || query.ate)

  return (
    <>
      <PageHeader
        title="Leads"
        description="Pedidos de demonstração recebidos pelo site, do mais novo ao mais antigo."
        actions={
          // A plain link: the browser downloads the file (a client navigation cannot).
          <a
            href={`/api/leads/export${leadsSearch(query, { pagina: 1 })}`}
            download
            data-leads-export=""
            className={buttonStyles({ variant: 'secondary' })}
          >
            <Download className="size-4" aria-hidden="true" />
            Exportar CSV
          </a>
        }
      />
      <LeadsFilters query={query} filtered={filtered} />
      <p className="mb-3 text-sm text-ink-muted" role="status" data-leads-total={list.total}>
        {list.total === 1 ? '1 lead encontrado' : `${list.total} leads encontrados`}
      </p>
      <LeadsTable leads={list.leads} filtered={filtered} />
      <LeadsPagination query={{ ...query, pagina: list.page }} totalPages={list.totalPages} />
    </>
  )
}
