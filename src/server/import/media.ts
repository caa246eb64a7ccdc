import 'server-only'
import type { Kysely } from 'kysely'
import { uploadedImageBase } from '@/lib/security/image-origin'
import { isSiteImage } from '@/lib/validations/post-images'
import type { Database } from '../db/types'
import { MAX_UPLOAD_BYTES, UploadError } from '../media/errors'
import { processUpload } from '../media/image'
import { insertMediaImage } from '../media/library-store'
import { getStorage, newImageKey } from '../media/storage'
import { deleteStoredImage, storeVariants } from '../media/variants'
import { findImportedMedia, saveImportItem, type ImportOrigin } from './items'
import { fetchRemoteFile, RemoteFileError } from './remote-file'

/*
 * The old blog's images into the media library: each address is downloaded once per site
 * (import_items remembers what it became, so a second import reuses it), through the upload
 * pipeline (type sniffed, EXIF dropped, WebP, responsive variants), and registered with its
 * alternative text. An image that cannot be copied is a message for the report, never a stop.
 */

export type MediaResult = { ok: true; url: string } | { ok: false; message: string }

export interface MediaOptions {
  db: Kysely<Database>
  origin: ImportOrigin
  dryRun: boolean
  /** Relative addresses of the old site resolve against it. */
  base: string | null
  privateHosts: readonly string[]
  timeoutMs?: number
  uploadedBy: string | null
}

export interface MediaTally {
  created: number
  unchanged: number
  failed: number
}

/** Downloads at once: the network waits overlap while sharp keeps the CPUs busy. */
const CONCURRENCY = 4

/** The address to download, or null when it cannot be one (relative with no site known). */
export function absoluteImageUrl(address: string, base: string | null): string | null {
  try {
    const url = new URL(address, base ?? undefined)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
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

export class MediaImporter {
  readonly tally: MediaTally = { created: 0, unchanged: 0, failed: 0 }
  private readonly done = new Map<string, MediaResult>()

  constructor(private readonly options: MediaOptions) {}

  /**
   * What each address (as the post wrote it) becomes: the library's URL, or why it could not
   * be copied. `alts`: the alternative text known for an address, for the library.
   */
  async resolve(
    addresses: readonly string[],
    alts: (url: string) => string | null,
  ): Promise<Map<string, MediaResult>> {
    const results = new Map<string, MediaResult>()
    const absolute = new Map<string, string>()
    const bucket = uploadedImageBase(process.env)
    for (const address of new Set(addresses)) {
      if (isSiteImage(address, bucket)) {
        results.set(address, { ok: true, url: address })
        continue
      }
      const url = absoluteImageUrl(address, this.options.base)
      if (url) absolute.set(address, url)
      else
        results.set(address, {
          ok: false,
          message: `Imagem com endereço relativo (${address}) sem o endereço do site antigo.`,
        })
    }
    const unknown = [...new Set(absolute.values())].filter((url) => !this.done.has(url))
    const stored = await findImportedMedia(this.options.db, this.options.origin, unknown)
    for (const [url, newUrl] of stored) {
      this.done.set(url, { ok: true, url: newUrl })
      this.tally.unchanged += 1
    }
    const missing = unknown.filter((url) => !stored.has(url))
    for (let at = 0; at < missing.length; at += CONCURRENCY) {
      await Promise.all(
        missing.slice(at, at + CONCURRENCY).map(async (url) => {
          const result = await this.copy(url, alts(url))
          this.done.set(url, result)
          if (result.ok) this.tally.created += 1
          else this.tally.failed += 1
        }),
      )
    }
    for (const [address, url] of absolute) {
      const result = this.done.get(url)
      if (result) results.set(address, result)
    }
    return results
  }

  private async copy(url: string, alt: string | null): Promise<MediaResult> {
    // A dry run counts what would be copied and downloads nothing.
    if (this.options.dryRun) return { ok: true, url }
    let image: Awaited<ReturnType<typeof processUpload>>
    try {
      const file = await fetchRemoteFile(url, {
        privateHosts: this.options.privateHosts,
        maxBytes: MAX_UPLOAD_BYTES,
        timeoutMs: this.options.timeoutMs,
      })
      image = await processUpload(file.body)
    } catch (error) {
      const message = failureMessage(error)
      if (message === null) throw error
      return { ok: false, message: `Imagem não copiada (${url}): ${message}` }
    }
    const storage = getStorage()
    const key = newImageKey()
    const newUrl = await storage.put(key, image.body, image.contentType)
    try {
      const variantWidths = await storeVariants(storage, key, image.body, image.width)
      await this.options.db.transaction().execute(async (trx) => {
        const id = await insertMediaImage(trx, {
          storageKey: key,
          url: newUrl,
          fileName: fileNameOf(url),
          alt: alt ?? '',
          width: image.width,
          height: image.height,
          bytes: image.body.length,
          variantWidths,
          uploadedBy: this.options.uploadedBy,
        })
        await saveImportItem(trx, this.options.origin, {
          kind: 'media',
          sourceId: url,
          targetId: id,
        })
      })
    } catch (error) {
      await deleteStoredImage(storage, key).catch(() => undefined)
      throw error
    }
    return { ok: true, url: newUrl }
  }
}
