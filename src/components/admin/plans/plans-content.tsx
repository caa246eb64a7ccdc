import { listPlans } from '@/server/planner/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { Pager } from '../ui/pager'
import { PlansTable } from './plans-table'

const href = (page: number) => `/admin/planos${page > 1 ? `?pagina=${page}` : ''}`

export async function PlansContent({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const raw = (await searchParams).pagina
  const requested = Number(Array.isArray(raw) ? raw[0] : raw) || 1
  const result = await loadOrDenied(() => listPlans({ page: requested }))
  if (!result.ok) return <DeniedMessage message={result.message} />
  const { plans, total, page, totalPages } = result.data

  return (
    <>
      <PageHeader
        title="Planos"
        description="Planos criados no planejador gratuito do site, do mais novo ao mais antigo, com o lead que pediu contato."
      />
      <p className="mb-3 text-sm text-ink-muted" role="status" data-plans-total={total}>
        {total === 1 ? '1 plano criado' : `${total} planos criados`}
      </p>
      <PlansTable plans={plans} />
      {totalPages > 1 ? (
        <Pager
          label="Paginação dos planos"
          name="plans"
          previousHref={page > 1 ? href(page - 1) : null}
          nextHref={page < totalPages ? href(page + 1) : null}
          status={`Página ${page} de ${totalPages}`}
        />
      ) : null}
    </>
  )
}
