import 'server-only'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import { listPreviewLinks, type PreviewLink } from './links'
import { readPreviewPost, type PreviewPost } from './preview-post'

/** "Visualizar": the post as the editor left it, for signed-in staff only. */
export async function getEditorPreview(postId: string): Promise<PreviewPost | null> {
  await requireRole('editor')
  return readPreviewPost(getDatabase().db, postId)
}

/** The share links listed in the editor. */
export async function listPostPreviewLinks(postId: string): Promise<PreviewLink[]> {
  await requireRole('editor')
  return listPreviewLinks(getDatabase().db, postId)
}
