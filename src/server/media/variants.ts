import 'server-only'
import sharp from 'sharp'
import { decoderOptions, WEBP_QUALITY, type EncodeOptions } from './image'
import type { MediaStorage } from './media-storage'

/** The responsive widths stored beside each upload; the original keeps its own width. */
export const VARIANT_WIDTHS = [640, 1024, 1600] as const

/**
 * Quality of a variant scaled from the uploaded file itself. Scaled from the stored WebP, a
 * variant was encoded twice (and shrunk by libwebp's coarse scaled decode, after a WebP decode
 * three times the JPEG's cost). Measured on the bench's 48 images (effort 2 / effort 4), against
 * a lossless Lanczos scaling of the source: q82 from the WebP 37.3 / 37.4 dB PSNR; q78 from the
 * source 37.9 / 38.0 dB in 9 % / 4 % fewer bytes, and 13 % less CPU for the whole pipeline. So
 * the lower number is a closer and smaller image, not a worse one.
 */
export const SOURCE_VARIANT_QUALITY = 78

export interface VariantOptions extends EncodeOptions {
  /**
   * The upload's checked bytes (`ProcessedImage.source`), scaled instead of the original. The
   * backfill has only the stored WebP and goes without.
   */
  source?: Buffer
}

/** `blog-images/<hex>.webp` -> `blog-images/<hex>-w640.webp`. */
export function variantKey(key: string, width: number): string {
  return key.replace(/\.webp$/, `-w${width}.webp`)
}

/** The same renaming on a public URL (local path or bucket URL): the name is the URL's end. */
export function variantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-w${width}.webp`)
}

/** Only widths narrower than the original: an image is never enlarged. */
export function variantWidthsFor(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((width) => width < originalWidth)
}

export async function resizeToWidth(
  original: Buffer,
  width: number,
  options: VariantOptions = {},
): Promise<Buffer> {
  // The source is oriented as the original was (autoOrient), read as processUpload read it.
  const input = options.source
    ? sharp(options.source, decoderOptions()).autoOrient()
    : sharp(original)
  return input
    .resize({ width, withoutEnlargement: true })
    .webp({
      quality: options.source ? SOURCE_VARIANT_QUALITY : WEBP_QUALITY,
      effort: options.effort,
    })
    .toBuffer()
}

/**
 * Writes every variant of a stored original and returns their widths. Used right after an
 * upload and by `npm run media:variants`; writing a variant again gives the same object.
 */
export async function storeVariants(
  storage: MediaStorage,
  key: string,
  original: Buffer,
  originalWidth: number,
  options: VariantOptions = {},
): Promise<number[]> {
  const widths = variantWidthsFor(originalWidth)
  for (const width of widths) {
    const body = await resizeToWidth(original, width, options)
    await storage.put(variantKey(key, width), body, 'image/webp')
  }
  return widths
}

/** Removes an original and all its possible variants (the library's "Deletar"). */
export async function deleteStoredImage(storage: MediaStorage, key: string): Promise<void> {
  for (const width of VARIANT_WIDTHS) await storage.delete(variantKey(key, width))
  await storage.delete(key)
}
