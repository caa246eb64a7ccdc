import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/api/uploads/blog-images/[name]/route'
import { POST } from '@/app/api/uploads/route'
import { createOrPromoteUser } from '@/server/auth/users'
import {
  EXIF_CAMERA,
  GPS_IFD_TAG,
  jpegWithExif,
  pngClaimingDimensions,
  SVG_WITH_SCRIPT,
  TEXT_AS_PNG,
} from '@/server/media/test-fixtures'
import { MAX_UPLOAD_BYTES } from '@/server/media/errors'
import { UPLOAD_RATE_LIMIT, uploadRateLimitKey } from '@/server/media/upload-request'
import { hitRateLimit } from '@/server/rate-limit'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

// Before any app module reads the environment: uploads land in a throwaway DATA_DIR.
// (Hoisted above the imports, so no node:fs here; the upload folder is created on first write.)
const state = vi.hoisted(() => {
  const dataDir = `${process.env.TMPDIR ?? '/tmp'}/midiaplan-uploads-${process.pid}-${Date.now()}`
  process.env.DATA_DIR = dataDir
  return { cookie: '', dataDir }
})
vi.mock('next/headers', () => ({
  headers: async () => new Headers(state.cookie ? { cookie: state.cookie } : {}),
}))

const ORIGIN = 'http://localhost:3999'
const imagesDir = () => path.join(state.dataDir, 'uploads', 'blog-images')
const storedFiles = () => {
  try {
    return readdirSync(imagesDir()).sort()
  } catch {
    return []
  }
}

/** The exact bytes a browser would send for `<input type=file>` in a FormData POST. */
async function multipart(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], name, { type }))
  const encoded = new Response(form)
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  }
}

async function upload(
  bytes: Uint8Array,
  name = 'foto.png',
  type = 'image/png',
  headers: Record<string, string> = {},
): Promise<Response> {
  const { body, contentType } = await multipart(bytes, name, type)
  return POST(
    new Request(`${ORIGIN}/api/uploads`, {
      method: 'POST',
      body,
      headers: { 'content-type': contentType, origin: ORIGIN, ...headers },
    }),
  )
}

/** A streamed body (no Content-Length) that records how much the server pulled. */
function countingStream(total: number, chunk = 64 * 1024) {
  const pulled = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close()
      const size = Math.min(chunk, total - pulled.bytes)
      pulled.bytes += size
      controller.enqueue(new Uint8Array(size))
    },
  })
  return { stream, pulled }
}

afterAll(() => rmSync(state.dataDir, { recursive: true, force: true }))

describe.each(TEST_DIALECTS)('image uploads on %s', (dialect) => {
  setupTestDatabase(dialect)
  const cookies = { none: '', editor: '', admin: '', busy: '' }
  let busyUserId = ''

  beforeAll(async () => {
    for (const persona of ['none', 'editor', 'admin', 'busy'] as const) {
      const email = `${persona}-upload-${dialect}@exemplo.com.br`
      const role = persona === 'none' ? null : persona === 'admin' ? 'admin' : 'editor'
      const user = await createOrPromoteUser({ email, password: 'Senha@Upload2026', role })
      if (persona === 'busy') busyUserId = user.userId
      cookies[persona] = await signInCookie(email, 'Senha@Upload2026', `10.8.0.${persona.length}`)
    }
  })

  it('refuses anonymous and no-role users with pt-BR JSON, storing nothing', async () => {
    const before = storedFiles()
    const jpeg = await jpegWithExif()
    state.cookie = ''
    const anonymous = await upload(jpeg, 'foto.jpg', 'image/jpeg')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({
      error: 'Erro',
      description: 'Você precisa estar logado',
    })
    state.cookie = cookies.none
    const noRole = await upload(jpeg, 'foto.jpg', 'image/jpeg')
    expect(noRole.status).toBe(403)
    expect(await noRole.json()).toEqual({
      error: 'Acesso Negado',
      description: 'Você não tem permissão para acessar esta página.',
    })
    expect(storedFiles()).toEqual(before)
  })

  it('refuses a body over 5 MB from Content-Length without reading it', async () => {
    state.cookie = cookies.editor
    const before = storedFiles()
    const { stream, pulled } = countingStream(8 * 1024 * 1024)
    const response = await POST(
      new Request(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(8 * 1024 * 1024),
          origin: ORIGIN,
        },
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: 'Arquivo muito grande',
      description: 'O tamanho máximo é 5MB',
    })
    // The stream may prefetch a chunk or two, never the 8 MB.
    expect(pulled.bytes).toBeLessThan(1024 * 1024)
    expect(storedFiles()).toEqual(before)
  })

  it('stops reading a streamed body once it passes the limit (no Content-Length)', async () => {
    state.cookie = cookies.editor
    const { stream, pulled } = countingStream(50 * 1024 * 1024)
    const response = await POST(
      new Request(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN },
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(pulled.bytes).toBeLessThan(MAX_UPLOAD_BYTES + 1024 * 1024)
  })

  it('refuses a real multipart file of 5 MB + 1 byte (413), storing nothing', async () => {
    state.cookie = cookies.editor
    const before = storedFiles()
    const jpeg = await jpegWithExif()
    const oversized = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    oversized.set(jpeg)
    const response = await upload(oversized, 'grande.jpg', 'image/jpeg')
    expect(response.status).toBe(413)
    expect((await response.json()).error).toBe('Arquivo muito grande')
    expect(storedFiles()).toEqual(before)
  })

  it('refuses a text file renamed .png, an SVG with <script> and a 30000x30000 PNG', async () => {
    state.cookie = cookies.editor
    const before = storedFiles()
    const text = await upload(TEXT_AS_PNG, 'foto.png', 'image/png')
    expect(text.status).toBe(415)
    expect(await text.json()).toEqual({
      error: 'Tipo de arquivo inválido',
      description: 'O arquivo não é uma imagem JPG, PNG, WEBP ou GIF.',
    })
    const svg = await upload(SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml')
    expect(svg.status).toBe(415)
    expect((await svg.json()).description).toMatch(/SVG não são aceitas/)
    const bomb = await upload(pngClaimingDimensions(30_000, 30_000), 'bomba.png', 'image/png')
    expect(bomb.status).toBe(422)
    expect(await bomb.json()).toEqual({
      error: 'Tipo de arquivo inválido',
      description: 'A imagem tem dimensões grandes demais (máximo de 40 megapixels).',
    })
    expect(storedFiles()).toEqual(before)
  })

  it('answers 400, not 500, to a request without a file or not multipart', async () => {
    state.cookie = cookies.editor
    const form = new FormData()
    form.append('outro', 'x')
    const noFile = await POST(
      new Request(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        body: form,
        headers: { origin: ORIGIN },
      }),
    )
    expect(noFile.status).toBe(400)
    expect((await noFile.json()).description).toMatch(/campo "file"/)
    const json = await POST(
      new Request(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
      }),
    )
    expect(json.status).toBe(400)
  })

  it('refuses a POST from another site', async () => {
    state.cookie = cookies.editor
    const response = await upload(await jpegWithExif(), 'foto.jpg', 'image/jpeg', {
      origin: 'https://atacante.example',
    })
    expect(response.status).toBe(403)
  })

  it('stores a phone JPEG as WebP without EXIF and serves it with long cache headers', async () => {
    for (const persona of ['editor', 'admin'] as const) {
      state.cookie = cookies[persona]
      const before = storedFiles()
      const jpeg = await jpegWithExif()
      expect(jpeg.includes(GPS_IFD_TAG)).toBe(true)
      const response = await upload(jpeg, 'IMG_0001.JPG', 'image/jpeg')
      expect(response.status).toBe(201)
      const { url } = (await response.json()) as { url: string }
      expect(url).toMatch(/^\/api\/uploads\/blog-images\/[0-9a-f]{32}\.webp$/)
      const name = url.split('/').pop()!
      expect(storedFiles()).toEqual([...before, name].sort())

      state.cookie = ''
      const served = await GET(new Request(`${ORIGIN}${url}`), {
        params: Promise.resolve({ name }),
      })
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(served.headers.get('content-length')).toBe(String(bytes.length))
      const meta = await sharp(bytes).metadata()
      expect(meta.format).toBe('webp')
      expect([meta.width, meta.height]).toEqual([20, 40])
      expect(meta.exif).toBeUndefined()
      expect(bytes.includes(EXIF_CAMERA)).toBe(false)
      expect(bytes.includes('Exif')).toBe(false)
    }
  })

  it('serves only stored names: traversal and unknown names are 404', async () => {
    for (const name of [
      '../app.db',
      '..%2Fapp.db',
      'auth-secret',
      `${'a'.repeat(32)}.webp`,
      `${'A'.repeat(32)}.webp`,
      `${'a'.repeat(32)}.png`,
      '',
    ]) {
      const response = await GET(new Request(`${ORIGIN}/api/uploads/blog-images/x`), {
        params: Promise.resolve({ name }),
      })
      expect(response.status, name).toBe(404)
    }
  })

  it('rate limits each user (60 a minute) with a pt-BR 429', async () => {
    const { getDatabase } = await import('@/server/db')
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++) {
      await hitRateLimit(getDatabase().db, uploadRateLimitKey(busyUserId), UPLOAD_RATE_LIMIT)
    }
    state.cookie = cookies.busy
    const before = storedFiles()
    const response = await upload(await jpegWithExif(), 'foto.jpg', 'image/jpeg')
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await response.json()).toEqual({
      error: 'Erro ao enviar imagem',
      description: 'Muitos envios em pouco tempo. Aguarde um minuto.',
    })
    expect(storedFiles()).toEqual(before)
    // Another editor is not affected.
    state.cookie = cookies.editor
    expect((await upload(await jpegWithExif(), 'foto.jpg', 'image/jpeg')).status).toBe(201)
  })
})
