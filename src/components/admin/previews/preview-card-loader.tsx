import { listPostPreviewLinks } from '@/server/previews/queries'
import { loadOrDenied } from '../access/load-or-denied'
import { PreviewCard } from './preview-card'

/** The editor's preview card with the post's share links, read on the server. */
export async function PreviewCardLoader({ postId }: { postId: string }) {
  const links = await loadOrDenied(() => listPostPreviewLinks(postId))
  // A refusal is already explained by the editor itself.
  if (!links.ok) return null
  return <PreviewCard postId={postId} initialLinks={links.data} />
}
