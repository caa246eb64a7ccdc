import 'server-only'
import { availableParallelism } from 'node:os'
import type { Kysely } from 'kysely'
import { createLimit } from '@/lib/import/limit'
import { uploadedImageBase } from '@/lib/security/image-origin'
import { isSiteImage } from '@/lib/validations/post-images'
import type { Database } from '../db/types'
import { findImportedMedia, type ImportOrigin } from './items'
import { copyImage, type CopyOptions, type MediaResult } from './media-copy'

export type { MediaResult } from './media-copy'

/*
 * The old blog's images into the media library: each address is downloaded once per site
 * (import_items remembers what it became, so a second import reuses it; an address two posts
 * ask for at once is copied once), through the upload pipeline, and registered with its
 * alternative text. The posts of a chunk ask for their images together and the pipeline keeps
 * an image per CPU in work, and one more, so no CPU idles while a post waits for its only
 * image. An image that cannot be copied is a message for the report, never a stop.
 */

export interface MediaOptions {
  db: Kysely<Database>
  origin: ImportOrigin
  dryRun: boolean
  /** Relative addresses of the old site resolve against it. */
  base: string | null
  privateHosts: readonly string[]
  timeoutMs?: number
  uploadedBy: string | null
  /**
   * Images processed at once. Default: one more than the CPUs, because a slot also waits on its
   * files and its database row, and a CPU would idle meanwhile: on the bench's 1,000-post import
   * (2 CPUs) the CPUs were 86 % busy with two slots and 95 % with three.
   */
  concurrency?: number
}

export interface MediaTally {
  created: number
  unchanged: number
  failed: number
}

/** The address to download, or null when it cannot be one (relative with no site known). */
export function absoluteImageUrl(address: string, base: string | null): string | null {
  try {
    const url = new URL(address, base ?? undefined)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

export class MediaImporter {
  readonly tally: MediaTally = { created: 0, unchanged: 0, failed: 0 }
  private readonly done = new Map<string, MediaResult>()
  private readonly pending = new Map<string, Promise<MediaResult>>()
  private readonly copy: CopyOptions

  constructor(private readonly options: MediaOptions) {
    const slots = Math.max(1, options.concurrency ?? availableParallelism() + 1)
    this.copy = {
      ...options,
      // Twice as many held as processed: the next downloads wait ready while the CPUs work.
      held: createLimit(slots * 2),
      processing: createLimit(slots),
    }
  }

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
    const urls = [...new Set(absolute.values())]
    await Promise.all(urls.map((url) => this.pending.get(url)))
    const unknown = urls.filter((url) => !this.done.has(url) && !this.pending.has(url))
    const stored = await findImportedMedia(this.options.db, this.options.origin, unknown)
    for (const [url, newUrl] of stored) {
      // Another post may have looked the same address up meanwhile: counted once.
      if (this.done.has(url)) continue
      this.done.set(url, { ok: true, url: newUrl })
      this.tally.unchanged += 1
    }
    for (const url of unknown)
      if (!stored.has(url) && !this.done.has(url) && !this.pending.has(url))
        this.pending.set(url, this.start(url, alts(url)))
    await Promise.all(urls.map((url) => this.pending.get(url)))
    for (const [address, url] of absolute) {
      const result = this.done.get(url)
      if (result) results.set(address, result)
    }
    return results
  }

  private async start(url: string, alt: string | null): Promise<MediaResult> {
    try {
      // A dry run counts what would be copied and downloads nothing.
      const result = this.options.dryRun
        ? ({ ok: true, url } as const)
        : await copyImage(url, alt, this.copy)
      this.done.set(url, result)
      if (result.ok) this.tally.created += 1
      else this.tally.failed += 1
      return result
    } finally {
      this.pending.delete(url)
    }
  }
}
