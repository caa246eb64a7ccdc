import type { SavePostInput } from '@/lib/validations/posts'
import type { PostStatus } from '@/server/db/types'
import type { PostForEdit } from '@/server/posts/queries'

/** What the editor form holds; '' means "none" for the optional fields. */
export interface PostFormValues {
  title: string
  slug: string
  description: string
  coverImage: string
  /** "Texto alternativo da capa"; '' means the public pages use the title. */
  coverAlt: string
  categoryId: string
  tags: string[]
  content: string
  featured: boolean
  status: PostStatus
  /** The checklist's "Palavra-chave principal". */
  focusKeyword: string
}

/** The post being edited, as the client needs it (no Dates across the boundary). */
export type EditablePost = Pick<PostForEdit, 'id' | 'version'> & PostFormValues

export const EMPTY_POST: PostFormValues = {
  title: '',
  slug: '',
  description: '',
  coverImage: '',
  coverAlt: '',
  categoryId: '',
  tags: [],
  content: '',
  featured: false,
  status: 'draft',
  focusKeyword: '',
}

export function toEditablePost(post: PostForEdit): EditablePost {
  return {
    id: post.id,
    version: post.version,
    title: post.title,
    slug: post.slug,
    description: post.description ?? '',
    coverImage: post.coverImage ?? '',
    coverAlt: post.coverAlt ?? '',
    categoryId: post.categoryId ?? '',
    tags: post.tags,
    content: post.content,
    featured: post.featured,
    status: post.status,
    focusKeyword: post.focusKeyword ?? '',
  }
}

export function formValuesOf(post: EditablePost): PostFormValues {
  const { id: _id, version: _version, ...values } = post
  return values
}

export function toSaveInput(
  values: PostFormValues,
  intent: 'draft' | 'publish',
  post?: Pick<EditablePost, 'id' | 'version'>,
): SavePostInput {
  return { ...values, intent, ...(post ? { id: post.id, version: post.version } : {}) }
}

/** Whether anything differs from what was loaded (content compared as the editor writes it). */
export function hasChanges(values: PostFormValues, baseline: PostFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(baseline)
}

export type FieldErrors = Partial<Record<keyof PostFormValues, string>>

export function firstErrors(errors: Record<string, string[] | undefined> | undefined): FieldErrors {
  const result: FieldErrors = {}
  for (const [key, messages] of Object.entries(errors ?? {})) {
    if (messages?.[0]) result[key as keyof PostFormValues] = messages[0]
  }
  return result
}
