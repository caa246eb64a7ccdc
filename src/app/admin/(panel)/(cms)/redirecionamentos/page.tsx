import type { Metadata } from 'next'
import { Suspense } from 'react'
import { RedirectsContent } from '@/components/admin/redirects/redirects-content'
import { Spinner } from '@/components/admin/ui/spinner'
import { parseRedirectsQuery } from '@/lib/validations/redirects'

export const metadata: Metadata = { title: 'Redirecionamentos' }

/** Admins only: listRedirects and listNotFound check the role; others get the denied message. */
export default function RedirectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <Suspense fallback={<Spinner label="Carregando os redirecionamentos..." />}>
      <Content searchParams={searchParams} />
    </Suspense>
  )
}

async function Content({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return <RedirectsContent query={parseRedirectsQuery(await searchParams)} />
}
