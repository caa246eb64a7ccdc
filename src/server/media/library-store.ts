import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { normalizeSearchText } from '@/lib/text'
import type { Database } from '../db/types'

/*
 * The media library's rows (table media_images) and which posts use an image. A post uses an
 * image when its cover or body names it, in the post row or in its working copy (the edits of
 * a published post not public yet): the 32-hex name is unique, so it is what is looked for.
 */

/** `blog-images/<hex>.webp` inside a local path or bucket URL, variants included. */
const STORED_IMAGE = /blog-images\/([0-9a-f]{32})(?:-w\d+)?\.webp/g

export function imageIdOf(urlOrKey: string): string | null {
  const match = /blog-images\/([0-9a-f]{32})(?:-w\d+)?\.webp/.exec(urlOrKey)
  return match?.[1] ?? null
}

/** Every stored image (by its 32-hex name) a cover or body refers to. */
export function referencedImageIds(...texts: (string | null)[]): Set<string> {
  const ids = new Set<string>()
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(STORED_IMAGE)) if (match[1]) ids.add(match[1])
  }
  return ids
}

export function mediaSearchText(fileName: string, alt: string): string {
  return normalizeSearchText(`${fileName} ${alt}`)
}

export interface NewMediaImage {
  storageKey: string
  url: string
  fileName: string
  alt?: string
  width: number
  height: number
  bytes: number
  variantWidths: number[]
  uploadedBy: string | null
  createdAt?: Date
}

export async function insertMediaImage(
  db: Kysely<Database>,
  image: NewMediaImage,
): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('media_images')
    .values({
      id,
      storage_key: image.storageKey,
      url: image.url,
      file_name: image.fileName,
      alt_text: image.alt ?? '',
      search_text: mediaSearchText(image.fileName, image.alt ?? ''),
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      variant_widths: JSON.stringify(image.variantWidths),
      uploaded_by: image.uploadedBy,
      ...(image.createdAt ? { created_at: image.createdAt } : {}),
    })
    .execute()
  return id
}

export function parseWidths(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((w): w is number => Number.isInteger(w)) : []
  } catch {
    return []
  }
}

export interface ImageUsage {
  postId: string
  title: string
  /** Where: the public post row, or its working copy (edits not published yet). */
  workingCopy: boolean
}

/**
 * The posts using each of these images (by 32-hex name), in one pass over posts and working
 * copies whose cover or body mention any of them.
 */
export async function findImageUsages(
  db: Kysely<Database>,
  imageIds: readonly string[],
): Promise<Map<string, ImageUsage[]>> {
  const usages = new Map<string, ImageUsage[]>(imageIds.map((id) => [id, []]))
  if (imageIds.length === 0) return usages
  // Hex only: nothing in the pattern is a LIKE wildcard.
  const mentions = (table: 'p' | 'w') =>
    sql<boolean>`(${sql.join(
      imageIds.flatMap((id) => [
        sql`${sql.ref(`${table}.cover_image`)} like ${`%${id}%`}`,
        sql`${sql.ref(`${table}.content`)} like ${`%${id}%`}`,
      ]),
      sql` or `,
    )})`
  const [posts, copies] = await Promise.all([
    db
      .selectFrom('blog_posts as p')
      .select(['p.id', 'p.title', 'p.cover_image', 'p.content'])
      .where(mentions('p'))
      .orderBy('p.title')
      .execute(),
    db
      .selectFrom('post_working_copies as w')
      .innerJoin('blog_posts as p', 'p.id', 'w.post_id')
      .select(['p.id', 'w.title', 'w.cover_image', 'w.content'])
      .where(mentions('w'))
      .orderBy('w.title')
      .execute(),
  ])
  for (const [rows, workingCopy] of [
    [posts, false],
    [copies, true],
  ] as const) {
    for (const row of rows) {
      for (const id of referencedImageIds(row.cover_image, row.content)) {
        const list = usages.get(id)
        if (list && !list.some((u) => u.postId === row.id)) {
          list.push({ postId: row.id, title: row.title, workingCopy })
        }
      }
    }
  }
  return usages
}
