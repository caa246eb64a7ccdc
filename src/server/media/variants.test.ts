import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from './local-storage'
import type { MediaStorage } from './media-storage'
import { createS3Storage } from './s3-storage'
import { newImageKey } from './storage'
import { solidImage } from './test-fixtures'
import { deleteStoredImage, storeVariants, variantKey, variantWidthsFor } from './variants'

/** An S3-compatible bucket in memory, answering the signed PUT/GET/DELETE the driver sends. */
function memoryBucket() {
  const objects = new Map<string, Buffer>()
  const fetchImpl = (async (url: URL | RequestInfo, init?: RequestInit) => {
    const key = new URL(String(url)).pathname.replace(/^\/midia\//, '')
    const headers = init?.headers as Record<string, string>
    if (!headers.authorization?.startsWith('AWS4-HMAC-SHA256 '))
      return new Response(null, { status: 403 })
    if (init?.method === 'PUT') {
      objects.set(key, Buffer.from(init.body as Uint8Array))
      return new Response(null, { status: 200 })
    }
    if (init?.method === 'DELETE') {
      objects.delete(key)
      return new Response(null, { status: 204 })
    }
    const body = objects.get(key)
    return body ? new Response(new Uint8Array(body)) : new Response('NoSuchKey', { status: 404 })
  }) as typeof fetch
  const storage = createS3Storage(
    {
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'midia',
      accessKeyId: 'chave',
      secretAccessKey: 'segredo',
      forcePathStyle: true,
    },
    fetchImpl,
  )
  return { storage, objects }
}

const root = mkdtempSync(path.join(tmpdir(), 'midiaplan-variants-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

async function widthOf(storage: MediaStorage, key: string): Promise<number | undefined> {
  const bytes = await storage.get(key)
  return bytes ? (await sharp(bytes).metadata()).width : undefined
}

describe('variantWidthsFor', () => {
  it('keeps only the widths narrower than the original: never upscaled', () => {
    expect(variantWidthsFor(1920)).toEqual([640, 1024, 1600])
    expect(variantWidthsFor(1600)).toEqual([640, 1024])
    expect(variantWidthsFor(800)).toEqual([640])
    expect(variantWidthsFor(640)).toEqual([])
  })
})

describe.each([
  ['local disk', () => ({ storage: createLocalStorage(path.join(root, 'uploads')) })],
  ['S3', () => memoryBucket()],
])('variants on %s', (_name, make) => {
  const { storage } = make()

  it('stores 640, 1024 and 1600 px WebP copies of a wide image beside the original', async () => {
    const key = newImageKey()
    const original = await solidImage('webp', 1920, 960)
    await storage.put(key, original, 'image/webp')
    expect(await storeVariants(storage, key, original, 1920)).toEqual([640, 1024, 1600])
    for (const width of [640, 1024, 1600]) {
      const bytes = await storage.get(variantKey(key, width))
      const meta = await sharp(bytes!).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width / 2])
    }
    expect(await widthOf(storage, key)).toBe(1920)
  })

  it('writes no copy as wide as or wider than a small original', async () => {
    const key = newImageKey()
    const original = await solidImage('webp', 700, 300)
    expect(await storeVariants(storage, key, original, 700)).toEqual([640])
    expect(await widthOf(storage, variantKey(key, 640))).toBe(640)
    expect(await storage.get(variantKey(key, 1024))).toBeNull()
    expect(await storage.get(variantKey(key, 1600))).toBeNull()
  })

  it('deletes the original and every variant; deleting again is not an error', async () => {
    const key = newImageKey()
    const original = await solidImage('webp', 1700, 100)
    await storage.put(key, original, 'image/webp')
    await storeVariants(storage, key, original, 1700)
    await deleteStoredImage(storage, key)
    for (const k of [key, ...[640, 1024, 1600].map((w) => variantKey(key, w))]) {
      expect(await storage.get(k)).toBeNull()
    }
    await expect(deleteStoredImage(storage, key)).resolves.toBeUndefined()
  })
})

describe('local driver files', () => {
  it('are named <hex>-w<width>.webp next to <hex>.webp', async () => {
    const dir = path.join(root, 'uploads', 'blog-images')
    const names = readdirSync(dir)
    expect(names.some((n) => /^[0-9a-f]{32}-w640\.webp$/.test(n))).toBe(true)
    expect(names.every((n) => /^[0-9a-f]{32}(?:-w(?:640|1024|1600))?\.webp$/.test(n))).toBe(true)
  })
})
