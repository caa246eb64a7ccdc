import 'server-only'
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import { UNUSED_MEDIA_GRACE_HOURS } from '@/lib/validations/media'
import type { Database } from '../db/types'
import { BLOG_IMAGES_PREFIX } from './storage'

/*
 * Images no post uses: neither a post row nor a working copy names them as cover or in the
 * body (the same rule as findImageUsages, which "Usada em" and the delete check follow). They
 * are what an upload whose alt-text dialog was cancelled, or a replaced cover, leaves behind.
 */

/** `blog-images/<32 hex>.webp`: the 32-hex name starts right after the prefix and its slash. */
const NAME_START = BLOG_IMAGES_PREFIX.length + 2

/** SQL true when the library row aliased `m` is used by no post (both databases). */
export function unusedImage(): Expression<SqlBool> {
  const name = sql`substr(${sql.ref('m.storage_key')}, ${sql.lit(NAME_START)}, 32)`
  // Hex only: nothing in the pattern is a LIKE wildcard.
  const pattern = sql`('%' || ${name} || '%')`
  const mentions = (table: 'blog_posts' | 'post_working_copies') =>
    sql`exists (select 1 from ${sql.table(table)} as u where u.cover_image like ${pattern} or u.content like ${pattern})`
  return sql<SqlBool>`not ${mentions('blog_posts')} and not ${mentions('post_working_copies')}`
}

/** Images sent before this may be cleaned up in bulk; later ones may be in a post not saved yet. */
export function unusedGraceStart(now = new Date()): Date {
  return new Date(now.getTime() - UNUSED_MEDIA_GRACE_HOURS * 3_600_000)
}

export interface UnusedImage {
  id: string
  storage_key: string
  file_name: string
}

/** Unused images sent before `before` (the grace period keeps posts being written safe). */
export function findUnusedImages(db: Kysely<Database>, before: Date): Promise<UnusedImage[]> {
  return db
    .selectFrom('media_images as m')
    .select(['m.id', 'm.storage_key', 'm.file_name'])
    .where(unusedImage())
    .where('m.created_at', '<', before)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute()
}
