import type { SavePostData } from './validations/posts'

/** Everything an editor writes in a post: what a working copy, a revision and the post hold. */
export interface PostDocument {
  title: string
  slug: string
  description: string | null
  content: string
  coverImage: string | null
  categoryId: string | null
  tags: string[]
  featured: boolean
  /** The checklist's "Palavra-chave principal"; absent or null: none. */
  focusKeyword?: string | null
  /** The cover's alternative text; absent or null: none (readers get the title). */
  coverAlt?: string | null
}

/**
 * The same document as the editor's form holds it: '' for none, and the post's status. The
 * form's values, an autosave conflict's other version and a restored revision all take it.
 */
export type EditorDocument = {
  [Field in keyof PostDocument]-?: NonNullable<PostDocument[Field]>
} & {
  status: SavePostData['status']
}

/**
 * A document as the editor holds it. Every editor document is built here, so all have their
 * fields in one order: the editor compares documents by their JSON (`hasChanges`).
 */
export function editorDocumentOf(
  doc: PostDocument,
  status: EditorDocument['status'],
): EditorDocument {
  return {
    title: doc.title,
    slug: doc.slug,
    description: doc.description ?? '',
    coverImage: doc.coverImage ?? '',
    coverAlt: doc.coverAlt ?? '',
    categoryId: doc.categoryId ?? '',
    tags: doc.tags,
    content: doc.content,
    featured: doc.featured,
    status,
    focusKeyword: doc.focusKeyword ?? '',
  }
}
