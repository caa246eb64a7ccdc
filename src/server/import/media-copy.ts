import 'server-only'
import type { Kysely } from 'kysely'
import type { Limit } from '@/lib/import/limit'
import type { Database } from '../db/types'
import { MAX_UPLOAD_BYTES, UploadError } from '../media/errors'
import { processUpload } from '../media/image'
import { insertMediaImage } from '../media/library-store'
import { getStorage, newImageKey } from '../media/storage'
import { deleteStoredImage, storeVariants } from '../media/variants'
import { saveImportItem, type ImportOrigin } from './items'
import { fetchRemoteFile, RemoteFileError } from './remote-file'

/*
 * One old image into the library: downloaded (while other images are processed), then through
 * the upload pipeline (type sniffed, EXIF dropped, WebP, responsive variants) in one of the
 * processing slots, stored, and registered with its import_items row in one transaction.
 */

/**
 * libwebp effort for imported images (uploads keep sharp's 4). Measured on the bench's 48
 * export images (photos and screenshots, original and variants, variants scaled from the
 * source), CPU an image / bytes: effort 4 106 ms / 3,453 KB; effort 2 54 ms / 3,549 KB;
 * effort 1 45-47 ms / 3,811 KB; effort 0 40-41 ms / 3,915 KB. Against a lossless scaling of
 * the source, efforts 0, 1 and 2 are within 0.07 dB PSNR of each other at the same quality:
 * the lower effort costs bytes (effort 0: 3 % more than 1, 10 % more than 2), not fidelity. A
 * move brings its whole archive at once (15,000 images for 10,000 posts) and the encode is
 * most of its time: the bench's 10,000-post import took 537-617 s at effort 1 against a
 * budget of 600 s, so the import takes effort 0.
 */
export const IMPORT_WEBP_EFFORT = 0

export type MediaResult = { ok: true; url: string } | { ok: false; message: string }

export interface CopyOptions {
  db: Kysely<Database>
  origin: ImportOrigin
  privateHosts: readonly string[]
  timeoutMs?: number
  uploadedBy: string | null
  /** Images held at once (downloading, waiting or processed): bounds the memory. */
  held: Limit
  /** Images in the pipeline at once: bounds the CPUs. */
  processing: Limit
}

function fileNameOf(url: string): string {
  const path = new URL(url).pathname
  const last = path.slice(path.lastIndexOf('/') + 1)
  let name = last
  try {
    name = decodeURIComponent(last)
  } catch {
    // A stray "%" in an old address: the name as written.
  }
  return (name || 'imagem').slice(0, 200)
}

function failureMessage(error: unknown): string | null {
  if (error instanceof RemoteFileError) return error.message
  if (error instanceof UploadError) return `${error.title}: ${error.description}.`
  return null
}

async function store(
  url: string,
  alt: string | null,
  image: Awaited<ReturnType<typeof processUpload>>,
  options: CopyOptions,
): Promise<string> {
  const storage = getStorage()
  const key = newImageKey()
  const newUrl = await storage.put(key, image.body, image.contentType)
  try {
    const variantWidths = await storeVariants(storage, key, image.body, image.width, {
      effort: IMPORT_WEBP_EFFORT,
      source: image.source,
    })
    await options.db.transaction().execute(async (trx) => {
      const id = await insertMediaImage(trx, {
        storageKey: key,
        url: newUrl,
        fileName: fileNameOf(url),
        alt: alt ?? '',
        width: image.width,
        height: image.height,
        bytes: image.body.length,
        variantWidths,
        uploadedBy: options.uploadedBy,
      })
      await saveImportItem(trx, options.origin, { kind: 'media', sourceId: url, targetId: id })
    })
  } catch (error) {
    await deleteStoredImage(storage, key).catch(() => undefined)
    throw error
  }
  return newUrl
}

/** The image at `url` copied into the library, or the report's reason it could not be. */
export function copyImage(url: string, alt: string | null, options: CopyOptions) {
  return options.held.run(async (): Promise<MediaResult> => {
    try {
      const file = await fetchRemoteFile(url, {
        privateHosts: options.privateHosts,
        maxBytes: MAX_UPLOAD_BYTES,
        timeoutMs: options.timeoutMs,
      })
      return await options.processing.run(async () => ({
        ok: true,
        url: await store(
          url,
          alt,
          await processUpload(file.body, { effort: IMPORT_WEBP_EFFORT }),
          options,
        ),
      }))
    } catch (error) {
      const message = failureMessage(error)
      if (message === null) throw error
      return { ok: false, message: `Imagem não copiada (${url}): ${message}` }
    }
  })
}
