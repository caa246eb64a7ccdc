import type { Metadata } from 'next'
import { Suspense } from 'react'
import { AnalyticsContent } from '@/components/admin/analytics/analytics-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Análises' }

/**
 * Editors and admins: the queries check the role themselves. Period and filter live in the
 * URL, so a filtered view can be shared as a link.
 */
export default function AnalyticsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <Suspense fallback={<Spinner label="Carregando as análises..." />}>
      <AnalyticsContent searchParams={searchParams} />
    </Suspense>
  )
}
