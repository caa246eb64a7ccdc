import 'server-only'
import { randomBytes } from 'node:crypto'
import { BLOG_IMAGES_PREFIX } from '../media/storage'

/** Every share image is this size (what og:image:width/height announce). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * JPEG, not WebP like the uploads: LinkedIn shows no WebP preview, and every network and
 * messenger reads JPEG.
 */
export const SHARE_IMAGE_TYPE = 'image/jpeg'

/** A stored share image's file name: random, never reused, so it is cached for good. */
export const SHARE_IMAGE_NAME_PATTERN = /^[0-9a-f]{32}\.jpg$/

/** Beside the uploads (the bucket's public prefix), but never a media library image. */
export function newShareImageKey(): string {
  return `${BLOG_IMAGES_PREFIX}/${randomBytes(16).toString('hex')}.jpg`
}
