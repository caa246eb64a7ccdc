import 'server-only'
import sharp, { type Metadata, type SharpOptions } from 'sharp'
import { MAX_UPLOAD_BYTES, UploadError, uploadErrors } from './errors'
import { looksLikeSvg, sniffImageKind, type ImageKind } from './sniff'

/** Decompression-bomb guard: a 5 MB file may claim gigapixels; nothing above this is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000
/** Widest image the blog shows (retina article column); smaller images are never enlarged. */
export const MAX_OUTPUT_WIDTH = 1920
/** WebP cannot exceed 16383 px a side; very tall images are scaled down to fit this box. */
export const MAX_OUTPUT_HEIGHT = 8192
export const WEBP_QUALITY = 82

export interface EncodeOptions {
  /**
   * libwebp's effort, 0-6 (sharp's default 4). Imports lower it to 0 (IMPORT_WEBP_EFFORT):
   * about 40 % of the encode time, for files about 13 % larger at the same fidelity.
   */
  effort?: number
}

export interface ProcessedImage {
  body: Buffer
  contentType: 'image/webp'
  width: number
  height: number
  sourceKind: ImageKind
  /**
   * The checked input, kept for the variants: scaled from it they go through one lossy
   * encode instead of two (see `storeVariants`).
   */
  source: Buffer
}

const SHARP_KINDS: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
}

const tooManyPixels = () => uploadErrors.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000)

export function decoderOptions(): SharpOptions {
  // Only the first frame of an animated GIF/WebP is read (pages: 1): the blog shows stills.
  return { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1, sequentialRead: true }
}

/**
 * Turns untrusted upload bytes into a web-sized WebP: real type from the magic bytes, header
 * dimensions checked before any pixel is decoded, orientation applied, EXIF/GPS/ICC metadata
 * dropped (sharp writes none unless asked), width capped at 1920.
 */
export async function processUpload(
  bytes: Buffer,
  options: EncodeOptions = {},
): Promise<ProcessedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw uploadErrors.tooLarge()
  const kind = sniffImageKind(bytes)
  if (!kind) throw looksLikeSvg(bytes) ? uploadErrors.svg() : uploadErrors.notImage()

  let metadata: Metadata
  try {
    metadata = await sharp(bytes, decoderOptions()).metadata()
  } catch (error) {
    // libvips checks limitInputPixels against the header and refuses before decoding.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels()
    throw uploadErrors.unreadable()
  }
  // The header and the decoder must agree: a PNG signature glued onto a JPEG is refused.
  if (metadata.format !== SHARP_KINDS[kind]) throw uploadErrors.unreadable()
  const width = metadata.width
  const height = metadata.pageHeight ?? metadata.height
  if (!width || !height) throw uploadErrors.unreadable()
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels()

  try {
    const { data, info } = await sharp(bytes, decoderOptions())
      .autoOrient()
      .resize({
        width: MAX_OUTPUT_WIDTH,
        height: MAX_OUTPUT_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY, effort: options.effort })
      .toBuffer({ resolveWithObject: true })
    return {
      body: data,
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      sourceKind: kind,
      source: bytes,
    }
  } catch (error) {
    if (error instanceof UploadError) throw error
    // Truncated or hostile pixel data: the uploader's problem, never a 500.
    throw uploadErrors.unreadable()
  }
}
