import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { z } from 'zod'
import { route, RouteError } from '@/server/http/route'
import { localImagesDir, STORED_NAME_PATTERN } from '@/server/media/storage'
import { SHARE_IMAGE_NAME_PATTERN, SHARE_IMAGE_TYPE } from '@/server/share-image/format'

/** The type of a name this route serves: uploads (WebP), or a post's share image (JPEG). */
function contentTypeOf(name: string): string | null {
  if (STORED_NAME_PATTERN.test(name)) return 'image/webp'
  if (SHARE_IMAGE_NAME_PATTERN.test(name)) return SHARE_IMAGE_TYPE
  return null
}

/**
 * Images stored by the local driver. Names are random and never reused, so they are cached
 * for a year; only `<32 hex>.webp` and `<32 hex>.jpg` are accepted, which rules out any path
 * outside the folder. A missing image is a short plain-text 404, never cached.
 */
export const GET = route(
  { access: 'public', errors: 'text', params: z.object({ name: z.string() }) },
  async ({ params: { name } }) => {
    const type = contentTypeOf(name)
    if (!type) throw new RouteError(404, 'Não encontrado')
    const file = path.join(localImagesDir(), name)
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) throw new RouteError(404, 'Não encontrado')
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
    return new Response(body, {
      headers: {
        'content-type': type,
        'content-length': String(info.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    })
  },
)
