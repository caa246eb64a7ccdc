import { randomBytes, randomUUID } from 'node:crypto'
import type { DatabaseHandle } from '@/server/db/connection'
import { insertMediaImage } from '@/server/media/library-store'

/* Shared by the media-library tests and the authorization/audit matrices. */

/** A library row for an image that need not exist in storage (deleting a missing file is fine). */
export async function insertMedia(
  handle: DatabaseHandle,
  overrides: { fileName?: string; alt?: string; createdAt?: Date; uploadedBy?: string } = {},
) {
  const hex = randomBytes(16).toString('hex')
  const key = `blog-images/${hex}.webp`
  const url = `/api/uploads/${key}`
  const id = await insertMediaImage(handle.db, {
    storageKey: key,
    url,
    fileName: overrides.fileName ?? `foto-${hex.slice(0, 6)}.jpg`,
    alt: overrides.alt ?? '',
    width: 1200,
    height: 600,
    bytes: 48_000,
    variantWidths: [640, 1024],
    uploadedBy: overrides.uploadedBy ?? null,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  })
  return { id, key, url, hex }
}

/** A post written straight into the table, using `image` as cover and/or in its body. */
export async function insertPostUsing(
  handle: DatabaseHandle,
  image: { url: string },
  options: { title: string; where: 'cover' | 'body'; status?: 'draft' | 'published' },
): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_posts')
    .values({
      id,
      title: options.title,
      search_title: options.title.toLowerCase(),
      slug: `midia-${id}`,
      content:
        options.where === 'body'
          ? `<p>Texto.</p><img src="${image.url}" alt="Imagem" />`
          : '<p>Texto.</p>',
      cover_image: options.where === 'cover' ? image.url : null,
      status: options.status ?? 'published',
      published_at: options.status === 'draft' ? null : new Date(),
      reading_time: 1,
    })
    .execute()
  return id
}
