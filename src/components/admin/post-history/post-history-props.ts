import type { CategoryOption } from '@/server/posts/queries'
import type { EditorDocument } from '@/lib/post-document'
import type { EditablePost } from '../post-editor/form-values'

/*
 * Apart from post-history.tsx so the panel it loads on demand can name these props without
 * importing its own loader back.
 */
export interface PostHistoryProps {
  /** The post as loaded (id, status) with the version the editor holds now. */
  post: EditablePost
  /** The document in the editor now, unsaved changes included: what revisions compare against. */
  current: EditorDocument
  categories: CategoryOption[]
  /** The editor has changes not saved yet (a restore replaces them: the dialog says so). */
  unsaved: boolean
  onRestored: (post: EditablePost) => void
}
