import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PlansContent } from '@/components/admin/plans/plans-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Planos' }

/** Editors and admins: listPlans checks the role itself. */
export default function PlansPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <Suspense fallback={<Spinner label="Carregando planos..." />}>
      <PlansContent searchParams={searchParams} />
    </Suspense>
  )
}
