import type { RestoredPost } from '@/server/history/restore'
import type { EditablePost } from '../post-editor/form-values'

/** The restore's answer as the editor form holds a post ('' for none). */
export function restoredEditablePost(postId: string, restored: RestoredPost): EditablePost {
  const doc = restored.document
  return {
    id: postId,
    version: restored.version,
    title: doc.title,
    slug: doc.slug,
    description: doc.description ?? '',
    coverImage: doc.coverImage ?? '',
    coverAlt: doc.coverAlt ?? '',
    categoryId: doc.categoryId ?? '',
    tags: doc.tags,
    content: doc.content,
    featured: doc.featured,
    status: restored.status,
    focusKeyword: doc.focusKeyword ?? '',
  }
}
