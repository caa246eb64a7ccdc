import 'server-only'
import sharp from 'sharp'
import type { EncodeOptions } from './image'
import type { MediaStorage } from './media-storage'

/** The responsive widths stored beside each upload; the original keeps its own width. */
export const VARIANT_WIDTHS = [640, 1024, 1600] as const
const WEBP_QUALITY = 82

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
  options: EncodeOptions = {},
): Promise<Buffer> {
  return sharp(original)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: options.effort })
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
  options: EncodeOptions = {},
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
