import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from './local-storage'
import type { MediaStorage } from './media-storage'
import { createS3Storage } from './s3-storage'
import { newImageKey } from './storage'
import { processUpload } from './image'
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

/** Seeded noise: the same pixels on every run. */
function noise(width: number, height: number, seed: number, spread: number, mean: number) {
  const pixels = Buffer.alloc(width * height * 3)
  let state = seed
  for (let index = 0; index < pixels.length; index++) {
    state = (state * 48271) % 2147483647
    pixels[index] = mean + (state % (2 * spread)) - spread
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

/** A photo-like JPEG: a smooth colour field with grain, as costly to encode as a photo. */
async function photoJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const field = await noise(6, 4, 7, 100, 128).png().toBuffer()
  const grain = await noise(width, height, 13, 8, 128).png().toBuffer()
  const image = sharp(field)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'soft-light' }])
  return (orientation ? image.withMetadata({ orientation }) : image)
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** PSNR of an encoded image against raw pixels of the same size. */
async function psnr(encoded: Buffer, reference: { data: Buffer; width: number; height: number }) {
  const pixels = await sharp(encoded)
    .resize(reference.width, reference.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer()
  let sum = 0
  for (let i = 0; i < pixels.length; i++) sum += ((pixels[i] ?? 0) - (reference.data[i] ?? 0)) ** 2
  return 10 * Math.log10((255 * 255 * pixels.length) / sum)
}

describe('variants scaled from the uploaded file', () => {
  const storage = createLocalStorage(path.join(root, 'from-source'))

  it('are closer to it than variants of the stored WebP, and not larger', async () => {
    const source = await photoJpeg(1200, 800)
    const image = await processUpload(source, { effort: 2 })
    const [fromSource, fromWebp] = [newImageKey(), newImageKey()]
    await storeVariants(storage, fromSource, image.body, image.width, { effort: 2, source })
    await storeVariants(storage, fromWebp, image.body, image.width, { effort: 2 })
    for (const width of [640, 1024]) {
      const scaled = await sharp(source)
        .resize({ width })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const reference = { data: scaled.data, width, height: scaled.info.height }
      const [near, far] = [
        (await storage.get(variantKey(fromSource, width)))!,
        (await storage.get(variantKey(fromWebp, width)))!,
      ]
      const [nearPsnr, farPsnr] = [await psnr(near, reference), await psnr(far, reference)]
      expect(nearPsnr).toBeGreaterThan(farPsnr)
      expect(near.length).toBeLessThanOrEqual(far.length)
    }
  })

  it('are turned upright as the original was (EXIF orientation)', async () => {
    const image = await processUpload(await photoJpeg(1600, 1000, 6))
    expect([image.width, image.height]).toEqual([1000, 1600])
    const key = newImageKey()
    expect(
      await storeVariants(storage, key, image.body, image.width, { source: image.source }),
    ).toEqual([640])
    const meta = await sharp((await storage.get(variantKey(key, 640)))!).metadata()
    expect([meta.width, meta.height]).toEqual([640, 1024])
  })
})
