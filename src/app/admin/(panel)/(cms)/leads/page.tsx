import type { Metadata } from 'next'
import { Suspense } from 'react'
import { LeadsContent } from '@/components/admin/leads/leads-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Leads' }

/** Editors and admins: listLeads checks the role itself. */
export default function LeadsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <Suspense fallback={<Spinner label="Carregando leads..." />}>
      <LeadsContent searchParams={searchParams} />
    </Suspense>
  )
}
