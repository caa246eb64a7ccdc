import { Download } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button-styles'
import { formatDateTime } from '@/lib/dates'
import type { RedirectsQuery } from '@/lib/validations/redirects'
import { listNotFound } from '@/server/not-found-log/queries'
import { listRedirects } from '@/server/redirects/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { Pager } from '../ui/pager'
import { ImportCsvDialog } from './import-csv-dialog'
import { NewRedirectButton } from './new-redirect-button'
import { NotFoundTable } from './not-found-table'
import { RedirectsSearch, RedirectsTabs, redirectsHref } from './redirects-nav'
import { RedirectsTable } from './redirects-table'
import type { RedirectRow } from './types'

/** /admin/redirecionamentos: the rules, or the 404 log ("Erros 404"). Admins only. */
export async function RedirectsContent({ query }: { query: RedirectsQuery }) {
  const options = { search: query.busca, page: query.pagina }
  const result = await loadOrDenied(async () =>
    query.aba === 'erros'
      ? ({ tab: 'erros', list: await listNotFound(options) } as const)
      : ({ tab: 'regras', list: await listRedirects(options) } as const),
  )
  if (!result.ok) return <DeniedMessage message={result.message} />
  const { page, totalPages, total } = result.data.list
  const href = (pagina: number) => redirectsHref({ ...query, pagina })

  return (
    <>
      <PageHeader
        title="Redirecionamentos"
        description="Endereços antigos que levam a uma página nova, e os endereços que ainda respondem 404."
        actions={
          <>
            <NewRedirectButton>Novo redirecionamento</NewRedirectButton>
            <ImportCsvDialog />
            <a
              href="/admin/redirecionamentos/exportar"
              download
              className={buttonStyles({ variant: 'secondary' })}
            >
              <Download className="size-4" aria-hidden="true" />
              Exportar CSV
            </a>
          </>
        }
      />
      <RedirectsTabs query={query} />
      <RedirectsSearch query={query} />
      <p className="mb-4 text-sm text-ink-muted" data-redirects-total="">
        {result.data.tab === 'regras'
          ? `${total.toLocaleString('pt-BR')} ${total === 1 ? 'redirecionamento' : 'redirecionamentos'}`
          : `${total.toLocaleString('pt-BR')} ${total === 1 ? 'endereço' : 'endereços'} com erro 404`}
      </p>
      {result.data.tab === 'regras' ? (
        <RedirectsTable
          rules={result.data.list.items.map((item): RedirectRow => ({
            id: item.id,
            source: item.source,
            target: item.target,
            status: item.status,
            match: item.match,
            origin: item.origin,
            hits: item.hits,
            lastHitIso: item.lastHitAt?.toISOString() ?? null,
            lastHitLabel: item.lastHitAt ? formatDateTime(item.lastHitAt) : null,
          }))}
          filtered={query.busca !== ''}
        />
      ) : (
        <>
          {result.data.list.overflow30Days > 0 ? (
            <p
              className="mb-4 rounded-lg bg-surface p-3 text-sm text-ink-muted"
              data-not-found-overflow=""
            >
              O registro guarda até {result.data.list.maxPaths.toLocaleString('pt-BR')} endereços.
              Nos últimos 30 dias, {result.data.list.overflow30Days.toLocaleString('pt-BR')} erros
              404 de endereços novos foram só contados, sem o endereço.
            </p>
          ) : null}
          <NotFoundTable entries={result.data.list.items} filtered={query.busca !== ''} />
        </>
      )}
      {totalPages > 1 ? (
        <Pager
          label={
            result.data.tab === 'regras'
              ? 'Paginação dos redirecionamentos'
              : 'Paginação dos erros 404'
          }
          previousHref={page > 1 ? href(page - 1) : null}
          nextHref={page < totalPages ? href(page + 1) : null}
          status={`Página ${page} de ${totalPages}`}
          name="redirects"
        />
      ) : null}
    </>
  )
}
