import 'server-only'
import type { PostDocument } from '@/lib/post-document'
import { ActionError } from '../auth/errors'
import { sanitizePostHtml } from '../content/sanitize'
import { assertSiteImages } from '../posts/post-images'
import type { Trx } from '../posts/post-write'

/**
 * A revision's document as it can be written today. Time has passed since it was recorded:
 * its category may be gone (a deleted category leaves its posts without one, so does this),
 * its slug may now belong to another post (the current slug is kept, and the editor is told),
 * and its images must still be ones this site serves (refused by name, like a save).
 */
export async function restorableDocument(
  trx: Trx,
  postId: string,
  revision: PostDocument,
  current: PostDocument,
): Promise<{ doc: PostDocument; slugKept: boolean }> {
  const content = sanitizePostHtml(revision.content)
  try {
    assertSiteImages(revision.coverImage, content)
  } catch (error) {
    if (!(error instanceof ActionError)) throw error
    const reason = Object.values(error.fieldErrors ?? {}).flat()[0] ?? error.message
    throw new ActionError(`Esta revisão não pode ser restaurada: ${reason}`)
  }
  let categoryId = revision.categoryId
  if (categoryId) {
    const category = await trx
      .selectFrom('blog_categories')
      .select('id')
      .where('id', '=', categoryId)
      .executeTakeFirst()
    if (!category) categoryId = null
  }
  const clash = await trx
    .selectFrom('blog_posts')
    .select('id')
    .where('slug', '=', revision.slug)
    .where('id', '!=', postId)
    .executeTakeFirst()
  return {
    doc: {
      ...revision,
      content,
      categoryId,
      slug: clash ? current.slug : revision.slug,
      tags: [...revision.tags],
    },
    slugKept: Boolean(clash) && current.slug !== revision.slug,
  }
}
