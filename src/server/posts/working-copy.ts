import 'server-only'
import type { Kysely, Selectable } from 'kysely'
import type { PostDocument } from '@/lib/post-document'
import type { Database, PostWorkingCopyTable } from '../db/types'

export interface WorkingCopy extends PostDocument {
  /** When the working copy replaces the public version by itself; null: on "Atualizar" only. */
  scheduledAt: Date | null
  updatedAt: Date
  updatedBy: string | null
}

/** A stored keyword as a document holds it: only when there is one (documents without compare equal). */
export function focusKeywordOf(value: string | null): Pick<PostDocument, 'focusKeyword'> {
  return value ? { focusKeyword: value } : {}
}

/** A stored cover alt as a document holds it: only when there is one, like the keyword. */
export function coverAltOf(value: string | null): Pick<PostDocument, 'coverAlt'> {
  return value ? { coverAlt: value } : {}
}

/** Tags as stored in working copies and revisions: a JSON array; anything else reads as none. */
export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : []
  } catch {
    return []
  }
}

/** The post's own fields (for a published post: what readers see), or null if unknown. */
export async function readPostDocument(
  db: Kysely<Database>,
  postId: string,
): Promise<PostDocument | null> {
  const post = await db
    .selectFrom('blog_posts')
    .select([
      'title',
      'slug',
      'description',
      'content',
      'cover_image',
      'category_id',
      'featured',
      'focus_keyword',
      'cover_alt',
    ])
    .where('id', '=', postId)
    .executeTakeFirst()
  if (!post) return null
  const tags = await db
    .selectFrom('blog_tags')
    .select('tag')
    .where('post_id', '=', postId)
    .orderBy('tag')
    .execute()
  return {
    title: post.title,
    slug: post.slug,
    description: post.description,
    content: post.content,
    coverImage: post.cover_image,
    categoryId: post.category_id,
    tags: tags.map((row) => row.tag),
    featured: post.featured,
    ...focusKeywordOf(post.focus_keyword),
    ...coverAltOf(post.cover_alt),
  }
}

/** The document columns working copies and revisions share (tags as a JSON array). */
type StoredDocumentRow = Pick<
  Selectable<PostWorkingCopyTable>,
  | 'title'
  | 'slug'
  | 'description'
  | 'content'
  | 'cover_image'
  | 'category_id'
  | 'tags'
  | 'featured'
  | 'focus_keyword'
  | 'cover_alt'
>

/** A document as working copies and revisions store it. */
export function storedDocument(row: StoredDocumentRow): PostDocument {
  return {
    title: row.title,
    slug: row.slug,
    description: row.description,
    content: row.content,
    coverImage: row.cover_image,
    categoryId: row.category_id,
    tags: parseTags(row.tags),
    featured: row.featured,
    ...focusKeywordOf(row.focus_keyword),
    ...coverAltOf(row.cover_alt),
  }
}

export async function readWorkingCopy(
  db: Kysely<Database>,
  postId: string,
): Promise<WorkingCopy | null> {
  const row = await db
    .selectFrom('post_working_copies')
    .selectAll()
    .where('post_id', '=', postId)
    .executeTakeFirst()
  if (!row) return null
  return {
    ...storedDocument(row),
    scheduledAt: row.scheduled_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  }
}

/**
 * Creates or replaces a published post's working copy (readers keep the public version).
 * `scheduledAt` undefined keeps the copy's schedule: editing a scheduled update keeps it due.
 */
export async function writeWorkingCopy(
  db: Kysely<Database>,
  postId: string,
  doc: PostDocument,
  options: { actorId: string | null; scheduledAt?: Date | null; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date()
  const { scheduled_at, ...kept } = {
    title: doc.title,
    slug: doc.slug,
    description: doc.description,
    content: doc.content,
    cover_image: doc.coverImage,
    category_id: doc.categoryId,
    tags: JSON.stringify(doc.tags),
    featured: doc.featured,
    focus_keyword: doc.focusKeyword ?? null,
    cover_alt: doc.coverAlt ?? null,
    scheduled_at: options.scheduledAt ?? null,
    updated_by: options.actorId,
    updated_at: now,
  }
  const values = options.scheduledAt === undefined ? kept : { ...kept, scheduled_at }
  await db
    .insertInto('post_working_copies')
    .values({ post_id: postId, ...kept, scheduled_at })
    .onConflict((oc) => oc.column('post_id').doUpdateSet(values))
    .execute()
}

export async function deleteWorkingCopy(db: Kysely<Database>, postId: string): Promise<void> {
  await db.deleteFrom('post_working_copies').where('post_id', '=', postId).execute()
}
