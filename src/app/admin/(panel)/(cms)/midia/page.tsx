import type { Metadata } from 'next'
import { Suspense } from 'react'
import { MediaContent } from '@/components/admin/media/media-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Mídia' }

/** Editors and admins: listMedia checks the role itself. */
export default function MediaPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <Suspense fallback={<Spinner label="Carregando imagens..." />}>
      <MediaContent searchParams={searchParams} />
    </Suspense>
  )
}
