import 'server-only'
import type { PostDocument } from '@/lib/post-document'
import {
  hasContent,
  REQUIRED_MESSAGE,
  slugFromTitle,
  type SavePostData,
} from '@/lib/validations/posts'
import { INVALID_INPUT_MESSAGE } from '../auth/action'
import { ActionError } from '../auth/errors'
import { sanitizePostHtml } from '../content/sanitize'
import { assertSiteImages } from './post-images'

/**
 * The editor's form as a document to store: the body is sanitized before anything is checked,
 * so a body made only of markup the allowlist removes counts as empty; then the required
 * fields, the images and the slug are checked. Saving and scheduling share it.
 */
export function preparePostDocument(input: SavePostData): PostDocument {
  const content = sanitizePostHtml(input.content)
  if (!input.title || !hasContent(content)) throw new ActionError(REQUIRED_MESSAGE)
  assertSiteImages(input.coverImage, content)
  const slug = input.slug || slugFromTitle(input.title)
  if (!slug) {
    throw new ActionError(INVALID_INPUT_MESSAGE, {
      slug: ['Informe um slug com letras ou números.'],
    })
  }
  return {
    title: input.title,
    slug,
    description: input.description,
    content,
    coverImage: input.coverImage,
    categoryId: input.categoryId,
    tags: input.tags,
    featured: input.featured,
    focusKeyword: input.focusKeyword ?? null,
    coverAlt: input.coverAlt ?? null,
  }
}
