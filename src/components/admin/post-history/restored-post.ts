import { editorDocumentOf } from '@/lib/post-document'
import type { RestoredPost } from '@/server/history/restore'
import type { EditablePost } from '../post-editor/form-values'

/** The restore's answer as the editor form holds a post ('' for none). */
export function restoredEditablePost(postId: string, restored: RestoredPost): EditablePost {
  return {
    id: postId,
    version: restored.version,
    ...editorDocumentOf(restored.document, restored.status),
  }
}
