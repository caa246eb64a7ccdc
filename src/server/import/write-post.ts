import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { PostDocument } from '@/lib/post-document'
import type { PostSnapshot } from '../blog/cache-tags'
import { readPostSnapshot } from '../blog/snapshots'
import type { Database, PostStatus } from '../db/types'
import { postValues, writeTags, type Trx } from '../posts/post-write'
import { recordRevision, type RevisionActor } from '../posts/revisions'
import { saveImportItem, type ImportOrigin } from './items'
import { keepOldPostAddress, releasePostAddress } from '../redirects/slug-rules'

/*
 * One imported post, in one transaction: its row (with the old dates and byline), its tags, the
 * import_items row that finds it next time and a revision, the same record an editor's save
 * leaves. A post whose computed row is what is stored already is left alone ("sem mudança").
 */

export interface PostWrite {
  sourceId: string
  hash: string
  doc: PostDocument
  status: PostStatus
  publishedAt: Date | null
  scheduledAt: Date | null
  createdAt: Date
  updatedAt: Date
  authorId: string | null
  authorName: string | null
}

export interface PostWritten {
  action: 'created' | 'updated' | 'unchanged'
  postId: string
  slug: string
  before: PostSnapshot | null
  after: PostSnapshot | null
}

/** The slug, or the first of slug-2, slug-3... that no other post has. */
async function freeSlug(trx: Trx, slug: string, ownId: string | null): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? slug : `${slug}-${n}`
    let query = trx.selectFrom('blog_posts').select('id').where('slug', '=', candidate)
    if (ownId) query = query.where('id', '!=', ownId)
    if (!(await query.executeTakeFirst())) return candidate
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

async function storedMatches(trx: Trx, id: string, row: Record<string, unknown>, tags: string[]) {
  const stored = await trx
    .selectFrom('blog_posts')
    .select([
      'title',
      'slug',
      'description',
      'content',
      'cover_image',
      'cover_alt',
      'category_id',
      'status',
      'featured',
      'focus_keyword',
      'published_at',
      'scheduled_at',
      'author_id',
      'author_name',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!stored) return false
  const storedTags = await trx
    .selectFrom('blog_tags')
    .select('tag')
    .where('post_id', '=', id)
    .execute()
  const sorted = (list: string[]) => [...list].sort()
  return (
    Object.entries(stored).every(([column, value]) => same(value, row[column])) &&
    same(sorted(storedTags.map((t) => t.tag)), sorted(tags))
  )
}

export async function writeImportedPost(
  db: Kysely<Database>,
  origin: ImportOrigin,
  existingId: string | null,
  write: PostWrite,
  actor: RevisionActor | null,
): Promise<PostWritten> {
  return db.transaction().execute(async (trx) => {
    const slug = await freeSlug(trx, write.doc.slug, existingId)
    const doc = { ...write.doc, slug }
    const row = {
      ...postValues(doc, write.status),
      published_at: write.publishedAt,
      scheduled_at: write.scheduledAt,
      author_id: write.authorId,
      author_name: write.authorName,
    }
    const item = { kind: 'post', sourceId: write.sourceId, contentHash: write.hash } as const
    if (existingId && (await storedMatches(trx, existingId, row, doc.tags))) {
      await saveImportItem(trx, origin, { ...item, targetId: existingId })
      const snapshot = await readPostSnapshot(trx, existingId)
      return { action: 'unchanged', postId: existingId, slug, before: snapshot, after: snapshot }
    }
    const before = existingId ? await readPostSnapshot(trx, existingId) : null
    const id = existingId ?? randomUUID()
    if (existingId) {
      const current = await trx
        .selectFrom('blog_posts')
        .select(['slug', 'status', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('blog_posts')
        .set({ ...row, version: current.version + 1, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
      // As in the editor: a public post's old address keeps leading to it.
      if (current.status === 'published' && current.slug !== slug)
        await keepOldPostAddress(trx, id, current.slug, slug)
    } else {
      await trx
        .insertInto('blog_posts')
        .values({
          id,
          ...row,
          version: 1,
          created_at: write.createdAt,
          updated_at: write.updatedAt,
        })
        .execute()
    }
    await writeTags(trx, id, doc.tags)
    // An address that now belongs to a live post must not redirect anywhere else.
    await releasePostAddress(trx, slug)
    await saveImportItem(trx, origin, { ...item, targetId: id })
    await recordRevision(trx, {
      postId: id,
      kind: write.status === 'published' ? 'publish' : 'save',
      doc,
      status: write.status,
      scheduledAt: write.scheduledAt,
      author: { id: write.authorId, name: write.authorName },
      actor,
    })
    const after = await readPostSnapshot(trx, id)
    return { action: existingId ? 'updated' : 'created', postId: id, slug, before, after }
  })
}
