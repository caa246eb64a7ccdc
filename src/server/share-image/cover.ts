import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { imageIdOf } from '../media/library-store'
import type { MediaStorage } from '../media/media-storage'
import { BLOG_IMAGES_PREFIX } from '../media/storage'
import { variantKey } from '../media/variants'
import { encodeShareJpeg } from './encode'
import { SHARE_IMAGE_SIZE } from './format'

/** A launch article's cover, shipped in public/blog/covers (src/lib/validations/post-images.ts). */
const LAUNCH_COVER = /^\/blog\/covers\/([A-Za-z0-9][\w-]*\.webp)$/

/**
 * The bytes of a post's cover, or null when it is not stored (anymore): an upload is read from
 * the storage (local disk or bucket) by its name, whatever address the post wrote; a launch
 * cover from public/. Its 1600 px copy is read when there is one: enough for 1200 px, and an
 * original may be 40 megapixels. A storage that fails (not "not found") throws: the caller
 * tries again later.
 */
export async function readCover(storage: MediaStorage, cover: string): Promise<Buffer | null> {
  const launch = LAUNCH_COVER.exec(cover)?.[1]
  if (launch) {
    // From the project root at run time, as the server and the scripts start there.
    const file = path.join(process.cwd(), 'public', 'blog', 'covers', launch)
    return readFile(file).catch(() => null)
  }
  const id = imageIdOf(cover)
  if (!id) return null
  const key = `${BLOG_IMAGES_PREFIX}/${id}.webp`
  return (await storage.get(variantKey(key, 1600))) ?? storage.get(key)
}

/**
 * The cover as a share image: scaled to cover 1200x630 and cut around its centre (a 16:9 cover
 * loses a strip above and below), transparency on white, JPEG. A smaller cover is enlarged:
 * LinkedIn shows its large card only from 1200 px wide.
 */
export function renderCoverShareImage(cover: Buffer): Promise<Buffer> {
  const picture = sharp(cover)
    .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
  return encodeShareJpeg(picture)
}
