import 'server-only'
import type { Kysely } from 'kysely'
import type { PublicPost } from '../blog/public-posts'
import type { Database, PostStatus } from '../db/types'
import { readPostDocument, readWorkingCopy } from '../posts/working-copy'
import { postValues } from '../posts/post-write'

export interface PreviewPost {
  /** The shape the public article renders, filled with what the editor wrote last. */
  post: PublicPost
  /** 'working_copy': a published post's unpublished edits; 'post': the row itself. */
  source: 'working_copy' | 'post'
  status: PostStatus
}

/**
 * What "Visualizar" shows: the working copy when the post has one (the editor's semantics: a
 * published post's unpublished edits live there until "Atualizar"), else the post row. Never
 * cached: it is read on every request, and nothing here goes through the blog's 'use cache'
 * reads, so a draft never enters their entries.
 */
export async function readPreviewPost(
  db: Kysely<Database>,
  postId: string,
): Promise<PreviewPost | null> {
  const row = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where('id', '=', postId)
    .executeTakeFirst()
  if (!row) return null
  const copy = await readWorkingCopy(db, postId)
  const doc = copy ?? (await readPostDocument(db, postId))
  if (!doc) return null
  const category = doc.categoryId
    ? await db
        .selectFrom('blog_categories')
        .select(['id', 'name', 'slug'])
        .where('id', '=', doc.categoryId)
        .executeTakeFirst()
    : undefined
  const values = postValues(doc, row.status)
  return {
    post: {
      ...row,
      ...values,
      updated_at: copy?.updatedAt ?? row.updated_at,
      category: category ?? null,
      tags: doc.tags,
    },
    source: copy ? 'working_copy' : 'post',
    status: row.status,
  }
}
