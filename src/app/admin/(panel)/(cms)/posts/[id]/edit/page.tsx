import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PostEditorLoader } from '@/components/admin/post-editor/post-editor-loader'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Editar Post' }

export default function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <Suspense fallback={<Spinner label="Carregando o post..." />}>
      <PostEditorLoader id={params.then((p) => p.id)} />
    </Suspense>
  )
}
