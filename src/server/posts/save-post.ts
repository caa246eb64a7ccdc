import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import { chosenDisplayName } from '@/lib/author-name'
import { normalizeSearchText, readingTimeMinutes } from '@/lib/text'
import {
  CONFLICT_MESSAGE,
  hasContent,
  POST_NOT_FOUND_MESSAGE,
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
import type { Database, PostStatus } from '../db/types'
import { assertSiteImages } from './post-images'
import { readAuditedPost, recordPostSave } from './post-audit'
import { isSlugUniqueViolation, slugTakenError } from './slug-conflict'

export interface SavedPost {
  id: string
  slug: string
  status: PostStatus
  version: number
  created: boolean
}

type Trx = Transaction<Database>

interface PostValues {
  title: string
  search_title: string
  slug: string
  description: string | null
  content: string
  cover_image: string | null
  category_id: string | null
  status: PostStatus
  featured: boolean
  reading_time: number
}

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
  const content = sanitizePostHtml(input.content)
  if (!input.title || !hasContent(content)) throw new ActionError(REQUIRED_MESSAGE)
  assertSiteImages(input.coverImage, content)
  const slug = input.slug || slugFromTitle(input.title)
  if (!slug) {
    throw new ActionError(INVALID_INPUT_MESSAGE, {
      slug: ['Informe um slug com letras ou números.'],
    })
  }
  const status: PostStatus = input.intent === 'publish' ? 'published' : input.status
  const values: PostValues = {
    title: input.title,
    search_title: normalizeSearchText(input.title),
    slug,
    description: input.description,
    content,
    cover_image: input.coverImage,
    category_id: input.categoryId,
    status,
    featured: input.featured,
    reading_time: readingTimeMinutes(content),
  }
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

async function checkReferences(trx: Trx, values: PostValues, id: string | undefined) {
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

async function createPost(
  trx: Trx,
  values: PostValues,
  session: SessionContext,
): Promise<Omit<Written, 'after'>> {
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
  }
}

async function updatePost(
  trx: Trx,
  id: string,
  version: number,
  values: PostValues,
): Promise<Omit<Written, 'after'>> {
  const current = await trx
    .selectFrom('blog_posts')
    .select(['slug', 'status', 'published_at', 'version'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!current) throw new ActionError(POST_NOT_FOUND_MESSAGE)
  if (current.version !== version) throw new ActionError(CONFLICT_MESSAGE)
  const before = await readPostSnapshot(trx, id)
  const now = new Date()
  const result = await trx
    .updateTable('blog_posts')
    .set({
      ...values,
      // The spec keeps an existing date. A post first published by this save gets "now":
      // otherwise it would be public with no date to sort by or show.
      published_at: current.published_at ?? (values.status === 'published' ? now : null),
      version: version + 1,
      updated_at: now,
    })
    .where('id', '=', id)
    // Guards the gap between the read above and this write (PostgreSQL, read committed).
    .where('version', '=', version)
    .executeTakeFirst()
  if (result.numUpdatedRows === BigInt(0)) throw new ActionError(CONFLICT_MESSAGE)

  if (current.status === 'published' && current.slug !== values.slug) {
    // decisions.md 12: the old public address keeps working as a permanent redirect.
    await trx
      .insertInto('slug_redirects')
      .values({ old_slug: current.slug, post_id: id, created_at: now })
      .onConflict((oc) => oc.column('old_slug').doUpdateSet({ post_id: id, created_at: now }))
      .execute()
  }
  return {
    before,
    saved: { id, slug: values.slug, status: values.status, version: version + 1, created: false },
  }
}

async function writeTags(trx: Trx, postId: string, tags: string[]) {
  await trx.deleteFrom('blog_tags').where('post_id', '=', postId).execute()
  if (tags.length === 0) return
  await trx
    .insertInto('blog_tags')
    .values(tags.map((tag) => ({ post_id: postId, tag })))
    .execute()
}
