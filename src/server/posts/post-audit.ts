import 'server-only'
import type { Kysely } from 'kysely'
import { AUDIT_ACTIONS, recordAudit, type AuditAction } from '../audit/log'
import type { SessionContext } from '../auth/session'
import type { Database, PostRow, PostStatus } from '../db/types'

/** What an edit can change in a post, as the audit log compares it. */
export type AuditedPost = Pick<
  PostRow,
  | 'title'
  | 'slug'
  | 'status'
  | 'description'
  | 'content'
  | 'cover_image'
  | 'cover_alt'
  | 'category_id'
  | 'featured'
> & { tags: string[] }

/** Recorded as [before, after]; the long text fields only as changed (true). */
const VALUE_FIELDS = {
  title: 'title',
  slug: 'slug',
  status: 'status',
  cover_image: 'coverImage',
  cover_alt: 'coverAlt',
  category_id: 'categoryId',
  featured: 'featured',
  tags: 'tags',
} as const
const FLAG_FIELDS = { description: 'description', content: 'content' } as const

export async function readAuditedPost(
  db: Kysely<Database>,
  id: string,
): Promise<AuditedPost | null> {
  const post = await db
    .selectFrom('blog_posts')
    .select([
      'title',
      'slug',
      'status',
      'description',
      'content',
      'cover_image',
      'cover_alt',
      'category_id',
      'featured',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!post) return null
  const tags = await db.selectFrom('blog_tags').select('tag').where('post_id', '=', id).execute()
  // Sorted here, not by the database: the two dialects collate differently.
  return { ...post, tags: tags.map((row) => row.tag).sort() }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export function postChanges(before: AuditedPost, after: AuditedPost): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  for (const [field, key] of Object.entries(VALUE_FIELDS) as [keyof AuditedPost, string][]) {
    if (!same(before[field], after[field])) changes[key] = [before[field], after[field]]
  }
  for (const [field, key] of Object.entries(FLAG_FIELDS) as [keyof AuditedPost, string][]) {
    if (!same(before[field], after[field])) changes[key] = true
  }
  return changes
}

/** One entry per save: publishing and unpublishing are named, anything else is an edit. */
export function postSaveAction(before: PostStatus | null, after: PostStatus): AuditAction {
  if (after === 'published' && before !== 'published') return AUDIT_ACTIONS.postPublished
  if (before === 'published') {
    return after === 'published' ? AUDIT_ACTIONS.postUpdated : AUDIT_ACTIONS.postUnpublished
  }
  return before === null ? AUDIT_ACTIONS.postCreated : AUDIT_ACTIONS.postUpdated
}

/** Writes the save's audit entry inside its transaction. `before` is null for a new post. */
export async function recordPostSave(
  db: Kysely<Database>,
  session: SessionContext,
  id: string,
  before: AuditedPost | null,
  after: AuditedPost,
): Promise<void> {
  const tags = [...new Set(after.tags)].sort()
  const sorted = { ...after, tags }
  await recordAudit(db, {
    action: postSaveAction(before?.status ?? null, after.status),
    actor: session.user,
    target: { type: 'post', id, label: after.title },
    details: {
      slug: after.slug,
      ...(before ? { changes: postChanges(before, sorted) } : { created: true }),
    },
  })
}
