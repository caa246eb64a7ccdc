import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PostEditorLoader } from '@/components/admin/post-editor/post-editor-loader'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Novo Post' }

export default function NewPostPage() {
  return (
    <Suspense fallback={<Spinner label="Carregando o editor..." />}>
      <PostEditorLoader />
    </Suspense>
  )
}
