import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import { chosenDisplayName } from '@/lib/author-name'
import type { PostDocument } from '@/lib/post-document'
import { normalizeSearchText, readingTimeMinutes } from '@/lib/text'
import { CONFLICT_MESSAGE, POST_NOT_FOUND_MESSAGE } from '@/lib/validations/posts'
import { ActionError } from '../auth/errors'
import type { SessionContext } from '../auth/session'
import type { PostSnapshot } from '../blog/cache-tags'
import { readPostSnapshot } from '../blog/snapshots'
import type { Database, PostRow, PostStatus } from '../db/types'
import { hasPostRules, keepOldPostAddress } from '../redirects/slug-rules'

/*
 * Writing a post's row and tags: shared by the editor's saves (save-post.ts) and by anything
 * else that changes a post (the schedule, a restore), so each keeps the same rules: the
 * optimistic version, the first publication date, and the old address kept as a redirect.
 */

export type Trx = Transaction<Database>

export type SavedPost = Pick<PostRow, 'id' | 'slug' | 'status' | 'version'> & { created: boolean }

/** A post row's columns a document and a status decide. */
export type PostValues = Pick<
  PostRow,
  | 'title'
  | 'search_title'
  | 'slug'
  | 'description'
  | 'content'
  | 'cover_image'
  | 'category_id'
  | 'status'
  | 'featured'
  | 'reading_time'
  | 'focus_keyword'
  | 'cover_alt'
>

export interface Written {
  before: PostSnapshot | null
  saved: SavedPost
  /**
   * The rules served changed (an old address kept, or a post with old addresses published or
   * unpublished): the caller runs invalidateRedirects() after its commit.
   */
  redirects: boolean
}

/** A sanitized document as the post row stores it. */
export function postValues(doc: PostDocument, status: PostStatus): PostValues {
  return {
    title: doc.title,
    search_title: normalizeSearchText(doc.title),
    slug: doc.slug,
    description: doc.description,
    content: doc.content,
    cover_image: doc.coverImage,
    category_id: doc.categoryId,
    status,
    featured: doc.featured,
    reading_time: readingTimeMinutes(doc.content),
    focus_keyword: doc.focusKeyword ?? null,
    cover_alt: doc.coverAlt ?? null,
  }
}

export async function createPost(
  trx: Trx,
  values: PostValues,
  session: SessionContext,
): Promise<Written> {
  const id = randomUUID()
  const now = new Date()
  await trx
    .insertInto('blog_posts')
    .values({
      id,
      ...values,
      published_at: values.status === 'published' ? now : null,
      author_id: session.user.id,
      // Null until the writer sets a display name: the byline then says the team, never an e-mail.
      author_name: chosenDisplayName(session.user),
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return {
    before: null,
    saved: { id, slug: values.slug, status: values.status, version: 1, created: true },
    redirects: false,
  }
}

/** `version`: the one the editor loaded (refused if it changed), or null to skip the check. */
export async function updatePost(
  trx: Trx,
  id: string,
  version: number | null,
  values: PostValues,
): Promise<Written> {
  const current = await trx
    .selectFrom('blog_posts')
    .select(['slug', 'status', 'published_at', 'version'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!current) throw new ActionError(POST_NOT_FOUND_MESSAGE)
  if (version !== null && current.version !== version) throw new ActionError(CONFLICT_MESSAGE)
  const expected = version ?? current.version
  const before = await readPostSnapshot(trx, id)
  const now = new Date()
  const result = await trx
    .updateTable('blog_posts')
    .set({
      ...values,
      // The spec keeps an existing date. A post first published by this save gets "now":
      // otherwise it would be public with no date to sort by or show.
      published_at: current.published_at ?? (values.status === 'published' ? now : null),
      version: expected + 1,
      updated_at: now,
      // Published or archived by hand: no longer due to be published by the schedule.
      ...(values.status === 'draft' ? {} : { scheduled_at: null }),
    })
    .where('id', '=', id)
    // Guards the gap between the read above and this write (PostgreSQL, read committed).
    .where('version', '=', expected)
    .executeTakeFirst()
  if (result.numUpdatedRows === BigInt(0)) throw new ActionError(CONFLICT_MESSAGE)

  // The old public address keeps working as a permanent redirect, so shared links and search
  // results still reach the post.
  let redirects =
    current.status === 'published' && current.slug !== values.slug
      ? await keepOldPostAddress(trx, id, current.slug, values.slug)
      : false
  if ((current.status === 'published') !== (values.status === 'published'))
    redirects ||= await hasPostRules(trx, id)
  return {
    before,
    saved: { id, slug: values.slug, status: values.status, version: expected + 1, created: false },
    redirects,
  }
}

export async function writeTags(trx: Trx, postId: string, tags: string[]) {
  await trx.deleteFrom('blog_tags').where('post_id', '=', postId).execute()
  if (tags.length === 0) return
  await trx
    .insertInto('blog_tags')
    .values(tags.map((tag) => ({ post_id: postId, tag })))
    .execute()
}
