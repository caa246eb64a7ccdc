import { editorDocumentOf, type EditorDocument } from '@/lib/post-document'
import type { SavePostInput } from '@/lib/validations/posts'
import type { PostForEdit } from '@/server/posts/queries'

/** The post being edited, as the client needs it (no Dates across the boundary). */
export type EditablePost = Pick<PostForEdit, 'id' | 'version'> & EditorDocument

/** A new post's form. */
export const EMPTY_POST: EditorDocument = editorDocumentOf(
  {
    title: '',
    slug: '',
    description: null,
    content: '',
    coverImage: null,
    categoryId: null,
    tags: [],
    featured: false,
  },
  'draft',
)

export function toEditablePost(post: PostForEdit): EditablePost {
  return { id: post.id, version: post.version, ...editorDocumentOf(post, post.status) }
}

export function formValuesOf(post: EditablePost): EditorDocument {
  const { id: _id, version: _version, ...values } = post
  return values
}

export function toSaveInput(
  values: EditorDocument,
  intent: 'draft' | 'publish',
  post?: Pick<EditablePost, 'id' | 'version'>,
): SavePostInput {
  return { ...values, intent, ...(post ? { id: post.id, version: post.version } : {}) }
}

/** Whether anything differs from what was loaded (content compared as the editor writes it). */
export function hasChanges(values: EditorDocument, baseline: EditorDocument): boolean {
  return JSON.stringify(values) !== JSON.stringify(baseline)
}

export type FieldErrors = Partial<Record<keyof EditorDocument, string>>

export function firstErrors(errors: Record<string, string[] | undefined> | undefined): FieldErrors {
  const result: FieldErrors = {}
  for (const [key, messages] of Object.entries(errors ?? {})) {
    if (messages?.[0]) result[key as keyof EditorDocument] = messages[0]
  }
  return result
}
