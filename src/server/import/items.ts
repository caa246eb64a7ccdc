import 'server-only'
import type { Kysely } from 'kysely'
import type { PostStatus } from '@/lib/domain'
import type { ImportSource } from '@/lib/import/types'
import type { ImportItemKind } from '@/lib/validations/import'
import type { Database } from '../db/types'

/*
 * import_items: what each thing of the old blog became here. Read in batches (a chunk of posts,
 * a post's images, every term of the export at once), written one row at a time inside the
 * transaction that made the thing, so the row exists exactly when its target does.
 */

/** The old site an import is keyed by: its platform and address. */
export interface ImportOrigin {
  source: ImportSource
  site: string
}

/** More keys than this are looked up in chunks (bound parameters). */
const CHUNK = 500

export interface ImportedPost {
  sourceId: string
  postId: string
  contentHash: string | null
  slug: string
  status: PostStatus
}

/** The posts these old ids became, still present here; absent: never imported, or deleted. */
export async function findImportedPosts(
  db: Kysely<Database>,
  origin: ImportOrigin,
  sourceIds: readonly string[],
): Promise<Map<string, ImportedPost>> {
  const found = new Map<string, ImportedPost>()
  for (let at = 0; at < sourceIds.length; at += CHUNK) {
    const rows = await db
      .selectFrom('import_items as i')
      .innerJoin('blog_posts as p', 'p.id', 'i.target_id')
      .select(['i.source_id', 'i.target_id', 'i.content_hash', 'p.slug', 'p.status'])
      .where('i.source', '=', origin.source)
      .where('i.source_site', '=', origin.site)
      .where('i.kind', '=', 'post')
      .where('i.source_id', 'in', sourceIds.slice(at, at + CHUNK))
      .execute()
    for (const row of rows)
      found.set(row.source_id, {
        sourceId: row.source_id,
        postId: row.target_id,
        contentHash: row.content_hash,
        slug: row.slug,
        status: row.status,
      })
  }
  return found
}

/** The images these old addresses became: old address → the library's URL. */
export async function findImportedMedia(
  db: Kysely<Database>,
  origin: ImportOrigin,
  urls: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (let at = 0; at < urls.length; at += CHUNK) {
    const rows = await db
      .selectFrom('import_items as i')
      .innerJoin('media_images as m', 'm.id', 'i.target_id')
      .select(['i.source_id', 'm.url'])
      .where('i.source', '=', origin.source)
      .where('i.source_site', '=', origin.site)
      .where('i.kind', '=', 'media')
      .where('i.source_id', 'in', urls.slice(at, at + CHUNK))
      .execute()
    for (const row of rows) found.set(row.source_id, row.url)
  }
  return found
}

/** Every row of one kind for this old site: terms and authors, a few hundred at most. */
export async function readImportItems(
  db: Kysely<Database>,
  origin: ImportOrigin,
  kind: ImportItemKind,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('import_items')
    .select(['source_id', 'target_id'])
    .where('source', '=', origin.source)
    .where('source_site', '=', origin.site)
    .where('kind', '=', kind)
    .execute()
  return new Map(rows.map((row) => [row.source_id, row.target_id]))
}

export async function saveImportItem(
  db: Kysely<Database>,
  origin: ImportOrigin,
  item: { kind: ImportItemKind; sourceId: string; targetId: string; contentHash?: string | null },
): Promise<void> {
  const now = new Date()
  const contentHash = item.contentHash ?? null
  await db
    .insertInto('import_items')
    .values({
      source: origin.source,
      source_site: origin.site,
      kind: item.kind,
      source_id: item.sourceId,
      target_id: item.targetId,
      content_hash: contentHash,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['source', 'source_site', 'kind', 'source_id'])
        .doUpdateSet({ target_id: item.targetId, content_hash: contentHash, updated_at: now }),
    )
    .execute()
}
