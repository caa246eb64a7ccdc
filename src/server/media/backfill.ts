import 'server-only'
import { readdir, stat } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import { uploadedImageBase } from '@/lib/security/image-origin'
import { bodyImageSources, isSiteImage } from '@/lib/validations/post-images'
import type { Database } from '../db/types'
import { imageIdOf, insertMediaImage, parseWidths } from './library-store'
import { localPublicUrl } from './local-storage'
import type { MediaStorage } from './media-storage'
import { BLOG_IMAGES_PREFIX, STORED_NAME_PATTERN } from './storage'
import { storeVariants, variantWidthsFor } from './variants'

export interface BackfillReport {
  /** Uploads found in posts (or on the local disk) and added to the library. */
  registered: number
  /** Library images whose missing variants were written. */
  completed: number
  /** Already complete: nothing done. */
  unchanged: number
  /** Referenced by a post but absent from storage. */
  missing: string[]
}

const keyOf = (id: string) => `${BLOG_IMAGES_PREFIX}/${id}.webp`

/**
 * Our uploads the posts use (post rows and working copies, cover and body), by 32-hex name,
 * with the address as the post writes it (local path or bucket URL).
 */
export async function referencedUploads(db: Kysely<Database>): Promise<Map<string, string>> {
  const bucket = uploadedImageBase(process.env)
  const found = new Map<string, string>()
  const rows = [
    ...(await db.selectFrom('blog_posts').select(['cover_image', 'content']).execute()),
    ...(await db.selectFrom('post_working_copies').select(['cover_image', 'content']).execute()),
  ]
  for (const row of rows) {
    for (const url of [row.cover_image ?? '', ...bodyImageSources(row.content)]) {
      const id = imageIdOf(url)
      // Only originals: a variant's address is never written into a post.
      if (id && url.endsWith(`/${id}.webp`) && isSiteImage(url, bucket) && !found.has(id)) {
        found.set(id, url)
      }
    }
  }
  return found
}

/** Local driver only: originals on disk no post uses (uploaded, then left out of the post). */
async function localOriginals(dir: string): Promise<Map<string, Date>> {
  const names = await readdir(dir).catch(() => [] as string[])
  const found = new Map<string, Date>()
  for (const name of names) {
    if (!STORED_NAME_PATTERN.test(name) || name.includes('-w')) continue
    found.set(name.slice(0, 32), (await stat(`${dir}/${name}`)).mtime)
  }
  return found
}

/**
 * `npm run media:variants`: registers the uploads made before the media library and writes
 * the responsive variants any image lacks. Running it again changes nothing (idempotent);
 * `force` rewrites every variant.
 */
export async function backfillMedia(
  db: Kysely<Database>,
  storage: MediaStorage,
  options: { localDir?: string; force?: boolean; log?: (line: string) => void } = {},
): Promise<BackfillReport> {
  const log = options.log ?? (() => undefined)
  const report: BackfillReport = { registered: 0, completed: 0, unchanged: 0, missing: [] }
  const known = await db
    .selectFrom('media_images')
    .select(['id', 'storage_key', 'width', 'variant_widths'])
    .execute()
  const knownIds = new Set(known.map((row) => imageIdOf(row.storage_key)))

  const candidates = new Map<string, { url: string; createdAt?: Date }>()
  for (const [id, url] of await referencedUploads(db)) candidates.set(id, { url })
  if (storage.driver === 'local' && options.localDir) {
    // A post's generated share image lives beside the uploads but is not a library image.
    const shareImages = await db
      .selectFrom('blog_posts')
      .select('share_image_key')
      .where('share_image_key', 'is not', null)
      .execute()
    const generated = new Set(shareImages.map((row) => row.share_image_key))
    for (const [id, mtime] of await localOriginals(options.localDir)) {
      if (generated.has(keyOf(id))) continue
      const current = candidates.get(id)
      candidates.set(id, { url: current?.url ?? localPublicUrl(keyOf(id)), createdAt: mtime })
    }
  }

  for (const [id, { url, createdAt }] of candidates) {
    if (knownIds.has(id)) continue
    const original = await storage.get(keyOf(id))
    if (!original) {
      report.missing.push(url)
      log(`Ausente no armazenamento: ${url}`)
      continue
    }
    const meta = await sharp(original).metadata()
    const width = meta.width ?? 0
    const height = meta.height ?? 0
    const variantWidths = await storeVariants(storage, keyOf(id), original, width)
    await insertMediaImage(db, {
      storageKey: keyOf(id),
      url,
      fileName: `${id}.webp`,
      width,
      height,
      bytes: original.length,
      variantWidths,
      uploadedBy: null,
      ...(createdAt ? { createdAt } : {}),
    })
    report.registered++
    log(`Registrada: ${url} (${width}x${height}, variantes ${variantWidths.join(', ') || '—'})`)
  }

  for (const row of known) {
    const width = Number(row.width)
    const expected = variantWidthsFor(width)
    const stored = parseWidths(row.variant_widths)
    if (!options.force && expected.every((w) => stored.includes(w))) {
      report.unchanged++
      continue
    }
    const original = await storage.get(row.storage_key)
    if (!original) {
      report.missing.push(row.storage_key)
      continue
    }
    const written = await storeVariants(storage, row.storage_key, original, width)
    await db
      .updateTable('media_images')
      .set({ variant_widths: JSON.stringify(written), updated_at: new Date() })
      .where('id', '=', row.id)
      .execute()
    report.completed++
    log(`Variantes geradas: ${row.storage_key} (${written.join(', ') || '—'})`)
  }
  return report
}
