import 'server-only'
import {
  hasContent,
  REQUIRED_MESSAGE,
  slugFromTitle,
  type SavePostData,
} from '@/lib/validations/posts'
import { INVALID_INPUT_MESSAGE } from '../auth/action'
import { ActionError } from '../auth/errors'
import type { SessionContext } from '../auth/session'
import type { PostSnapshot } from '../blog/cache-tags'
import { invalidatePostChange } from '../blog/invalidate'
import { readPostSnapshot } from '../blog/snapshots'
import { sanitizePostHtml } from '../content/sanitize'
import { getDatabase } from '../db'
import type { PostStatus } from '../db/types'
import type { PostDocument } from './document'
import { assertSiteImages } from './post-images'
import { readAuditedPost, recordPostSave } from './post-audit'
import {
  createPost,
  postValues,
  updatePost,
  writeTags,
  type PostValues,
  type SavedPost,
  type Trx,
} from './post-write'
import { isSlugUniqueViolation, slugTakenError } from './slug-conflict'

export type { SavedPost } from './post-write'

interface Written {
  before: PostSnapshot | null
  after: PostSnapshot | null
  saved: SavedPost
}

/**
 * Creates or updates a post. The body is sanitized before anything is checked or stored, so
 * a body made only of markup the allowlist removes counts as empty. One transaction holds the
 * post, its tags, the old-address redirect and the audit entry; the public blog's cache is
 * expired after it commits.
 */
export async function savePost(input: SavePostData, session: SessionContext): Promise<SavedPost> {
  const status: PostStatus = input.intent === 'publish' ? 'published' : input.status
  const values: PostValues = postValues(preparePostDocument(input), status)
  const { slug } = values
  const { id, version } = input

  let written: Written
  try {
    written = await getDatabase()
      .db.transaction()
      .execute(async (trx) => {
        await checkReferences(trx, values, id)
        const stored = id === undefined ? null : await readAuditedPost(trx, id)
        const result =
          id === undefined
            ? await createPost(trx, values, session)
            : await updatePost(trx, id, version ?? 0, values)
        await writeTags(trx, result.saved.id, input.tags)
        // An address that now belongs to a live post must not redirect anywhere else.
        await trx.deleteFrom('slug_redirects').where('old_slug', '=', slug).execute()
        await recordPostSave(trx, session, result.saved.id, stored, { ...values, tags: input.tags })
        return { ...result, after: await readPostSnapshot(trx, result.saved.id) }
      })
  } catch (error) {
    // The check in the transaction runs first; this catches two saves racing for one slug.
    if (isSlugUniqueViolation(error)) throw slugTakenError()
    throw error
  }
  invalidatePostChange(written.before, written.after)
  return written.saved
}

/** The editor's form as a document to store: body sanitized, then required fields and images checked. */
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
  }
}

/** The category exists and no other post holds the slug (refused with a field error). */
export async function checkReferences(trx: Trx, values: PostValues, id: string | undefined) {
  if (values.category_id) {
    const category = await trx
      .selectFrom('blog_categories')
      .select('id')
      .where('id', '=', values.category_id)
      .executeTakeFirst()
    if (!category) {
      throw new ActionError(INVALID_INPUT_MESSAGE, {
        categoryId: ['Categoria não encontrada. Recarregue a página e escolha outra.'],
      })
    }
  }
  let clash = trx.selectFrom('blog_posts').select('id').where('slug', '=', values.slug)
  if (id !== undefined) clash = clash.where('id', '!=', id)
  if (await clash.executeTakeFirst()) throw slugTakenError()
}
