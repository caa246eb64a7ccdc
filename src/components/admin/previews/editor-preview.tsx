import { redirect, unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { ArticleView } from '@/components/blog/article-view'
import { PreviewBanner } from '@/components/blog/preview/preview-banner'
import { PreviewFrame } from '@/components/blog/preview/preview-frame'
import { AuthError } from '@/server/auth/errors'
import { getEditorPreview } from '@/server/previews/queries'
import { DeniedMessage } from '../access/denied-message'
import { TwoFactorRequiredNotice } from '../access/two-factor-required-notice'

/** Once per request: the page and its metadata both ask. The role is checked by the query. */
export const loadEditorPreview = cache(getEditorPreview)

/**
 * "Visualizar": the draft or working copy in the public article's components, under the
 * "Pré-visualização" banner. Signed-out visitors go to the login; other refusals are explained.
 */
export async function EditorPreview({ postId }: { postId: string }) {
  let preview: Awaited<ReturnType<typeof getEditorPreview>>
  try {
    preview = await loadEditorPreview(postId)
  } catch (error) {
    unstable_rethrow(error)
    if (!(error instanceof AuthError)) throw error
    if (error.code === 'unauthenticated') redirect('/admin/login')
    return (
      <main id="conteudo" className="flex-1 bg-surface px-4 py-12">
        {error.code === 'two_factor_required' ? (
          <TwoFactorRequiredNotice />
        ) : (
          <DeniedMessage message={error.message} />
        )}
      </main>
    )
  }
  // An unknown or deleted post: the list says why, as the editor does.
  if (!preview) redirect('/admin/posts?aviso=post-nao-encontrado')
  return (
    <PreviewFrame>
      <PreviewBanner preview={preview} editHref={`/admin/posts/${postId}/edit`} />
      <ArticleView post={preview.post} />
    </PreviewFrame>
  )
}
