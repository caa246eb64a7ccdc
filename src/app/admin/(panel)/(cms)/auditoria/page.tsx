import type { Metadata } from 'next'
import { Suspense } from 'react'
import { AuditContent } from '@/components/admin/audit/audit-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Auditoria' }

/** Admins only: listAuditLog checks the role; others get the denied message. */
export default function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <Suspense fallback={<Spinner label="Carregando o log de auditoria..." />}>
      <AuditContent searchParams={searchParams} />
    </Suspense>
  )
}
