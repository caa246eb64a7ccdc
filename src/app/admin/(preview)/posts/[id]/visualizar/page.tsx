import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'
import { EditorPreview, loadEditorPreview } from '@/components/admin/previews/editor-preview'

type Props = { params: Promise<{ id: string }> }

/**
 * Outside the panel's layout on purpose: the preview shows the public site's frame, not the
 * admin's. Rendered per request in one piece (a draft is never part of a prerendered shell);
 * the admin's nonce policy (src/proxy.ts) covers its scripts.
 */
export const instant = false

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const robots = { index: false, follow: false }
  try {
    const preview = await loadEditorPreview((await params).id)
    if (preview) return { title: `Pré-visualização: ${preview.post.title}`, robots }
  } catch (error) {
    // A refusal is explained by the page itself; Next's own signals pass on.
    unstable_rethrow(error)
  }
  return { title: 'Pré-visualização', robots }
}

export default async function EditorPreviewPage({ params }: Props) {
  return <EditorPreview postId={(await params).id} />
}
