import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { localImagesDir, STORED_NAME_PATTERN } from '@/server/media/storage'

const NOT_FOUND = { status: 404, headers: { 'cache-control': 'no-store' } }

/**
 * Images stored by the local driver. Names are random and never reused, so they are cached
 * for a year; only `<32 hex>.webp` is accepted, which rules out any path outside the folder.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ name: string }> },
): Promise<Response> {
  const { name } = await params
  if (!STORED_NAME_PATTERN.test(name)) return new Response('Não encontrado', NOT_FOUND)
  const file = path.join(localImagesDir(), name)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return new Response('Não encontrado', NOT_FOUND)
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(info.size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  })
}
