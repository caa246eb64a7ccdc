import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleView } from '@/components/blog/article-view'
import { PreviewBanner } from '@/components/blog/preview/preview-banner'
import { openSharedPreview } from '@/server/previews/shared-preview'

type Props = { params: Promise<{ token: string }> }

/** Rendered on every request, never prerendered or stored: there is no shell to validate. */
export const instant = false

/** Never indexed (the X-Robots-Tag header says so too); no canonical or og:url with the token. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shared = await openSharedPreview((await params).token)
  const title =
    shared.state === 'active'
      ? `Pré-visualização: ${shared.preview.post.title}`
      : 'Pré-visualização indisponível'
  return { title, robots: { index: false, follow: false } }
}

export default async function SharedPreviewPage({ params }: Props) {
  const shared = await openSharedPreview((await params).token)
  // Revoked or expired since the proxy let the request through: the not-found page.
  if (shared.state !== 'active') notFound()
  return (
    <>
      <PreviewBanner preview={shared.preview} expiresAt={shared.expiresAt} />
      <ArticleView post={shared.preview.post} />
    </>
  )
}
