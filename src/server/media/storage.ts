import 'server-only'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { getEnv, type Env } from '../env'
import { createLocalStorage } from './local-storage'
import type { MediaStorage } from './media-storage'
import { createS3Storage } from './s3-storage'

/** Where uploaded images go; the spec's bucket name becomes a key prefix. */
export const BLOG_IMAGES_PREFIX = 'blog-images'

/**
 * `<32 hex>.webp` or one of its responsive variants `<32 hex>-w640.webp` (1024, 1600): the only
 * shapes the local file route serves (no traversal possible).
 */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}(?:-w(?:640|1024|1600))?\.webp$/

/**
 * A random object key. The spec keeps the original extension; we always re-encode to WebP,
 * so the extension is `.webp` whatever was sent.
 */
export function newImageKey(): string {
  return `${BLOG_IMAGES_PREFIX}/${randomBytes(16).toString('hex')}.webp`
}

/** Folder of the local driver: DATA_DIR/uploads/blog-images. */
export function localImagesDir(env: Pick<Env, 'DATA_DIR'> = getEnv()): string {
  return path.join(env.DATA_DIR, 'uploads', BLOG_IMAGES_PREFIX)
}

/** S3-compatible storage when S3_BUCKET is set, else the local disk. */
export function getStorage(env: Env = getEnv()): MediaStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      publicUrl: env.S3_PUBLIC_URL,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    })
  }
  return createLocalStorage(path.join(env.DATA_DIR, 'uploads'))
}
