import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PostsContent } from '@/components/admin/posts/posts-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Posts' }

/** Filters, search and page live in the URL, so the list is rendered on the server and shareable. */
export default function PostsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <Suspense fallback={<Spinner label="Carregando os posts..." />}>
      <PostsContent searchParams={searchParams} />
    </Suspense>
  )
}
