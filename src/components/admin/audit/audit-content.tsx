import { ScrollText } from 'lucide-react'
import Link from 'next/link'
import { listAuditLog } from '@/server/audit/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { cardStyles } from '../ui/styles'
import { parseAuditPage } from './audit-format'
import { AuditPagination } from './audit-pagination'
import { AuditTable } from './audit-table'

export async function AuditContent({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const page = parseAuditPage((await searchParams).pagina)
  const result = await loadOrDenied(() => listAuditLog(page))
  if (!result.ok) return <DeniedMessage message={result.message} />
  const { entries, hasMore } = result.data

  return (
    <>
      <PageHeader
        title="Auditoria"
        description="Quem fez o quê e quando: logins, papéis, segurança e publicações."
      />
      {entries.length === 0 ? (
        <div className={`${cardStyles} px-6 py-14 text-center`} data-audit-empty="">
          <ScrollText className="mx-auto size-10 text-ink-muted" aria-hidden="true" />
          <p className="mt-3 font-medium text-ink">
            {page === 1 ? 'Nenhum registro de auditoria ainda' : 'Nenhum registro nesta página'}
          </p>
          {page > 1 ? (
            <Link
              href="/admin/auditoria"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Voltar para a primeira página
            </Link>
          ) : null}
        </div>
      ) : (
        <AuditTable entries={entries} />
      )}
      <AuditPagination page={page} hasMore={hasMore} />
    </>
  )
}
