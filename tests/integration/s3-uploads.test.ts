import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '@/server/env'
import { deleteMediaAction } from '@/server/media/actions'
import { backfillMedia } from '@/server/media/backfill'
import { listMedia } from '@/server/media/queries'
import { getStorage } from '@/server/media/storage'
import { solidImage } from '@/server/media/test-fixtures'
import { variantUrl } from '@/server/media/variants'
import { savePostAction } from '@/server/posts/actions'
import { shareImagesIdle } from '@/server/share-image/refresh-queue'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { insertPostUsing } from './media-support'
import { newPostInput, readPost, signInEditor } from './posts-support'
import { hexOf, publicRead, uploadPng } from './s3-support'

/*
 * With S3_* set, the admin's uploads, the media library and the share
 * images live in a real S3-compatible bucket (started here on 127.0.0.1), readable by their
 * public URL from anywhere. A storage failure: s3-upload-failures.test.ts.
 */

// Before any app module reads the environment: the server's port goes into S3_ENDPOINT.
const state = await vi.hoisted(async () =>
  (await import('../support/s3-server')).startS3ForApp('s3-uploads'),
)
vi.mock('next/headers', () => ({
  headers: async () => new Headers(state.cookie ? { cookie: state.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), cacheLife: vi.fn(), cacheTag: vi.fn() }))

const { s3 } = state
const BUCKET_URL = `${s3.endpoint}/${s3.env.S3_BUCKET}/blog-images/`
afterAll(async () => {
  await s3.close()
  rmSync(state.dataDir, { recursive: true, force: true })
})

describe.each(TEST_DIALECTS)('uploads to an S3-compatible bucket on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    state.cookie = (await signInEditor(`s3-${dialect}`)).cookie
  })

  it('stores the upload and its 640/1024/1600 variants in the bucket, read back by public URL', async () => {
    const response = await uploadPng(await solidImage('png', 2400, 1200))
    expect(response.status).toBe(201)
    const { id, url, width } = (await response.json()) as { id: string; url: string; width: number }
    expect(url.startsWith(BUCKET_URL)).toBe(true)
    const hex = hexOf(url)
    expect(await s3.listKeys(`blog-images/${hex}`)).toEqual(
      ['', '-w640', '-w1024', '-w1600'].map((suffix) => `blog-images/${hex}${suffix}.webp`).sort(),
    )
    // Nothing on this instance's disk: another instance serves the same image.
    expect(existsSync(path.join(state.dataDir, 'uploads'))).toBe(false)

    // Another instance: the same S3_* variables, its own DATA_DIR, its own storage driver.
    const otherEnv = parseEnv({ ...process.env, DATA_DIR: `${state.dataDir}-b` })
    const other = getStorage({ ...otherEnv, BETTER_AUTH_SECRET: 'instancia-b'.repeat(4) })
    expect(other.driver).toBe('s3')
    const original = await publicRead(url)
    expect(original).not.toBeNull()
    expect(original!.equals((await other.get(`blog-images/${hex}.webp`))!)).toBe(true)
    expect(await sharp(original!).metadata()).toMatchObject({ format: 'webp', width })
    for (const width of [640, 1024, 1600]) {
      const variant = await publicRead(variantUrl(url, width))
      expect((await sharp(variant!).metadata()).width).toBe(width)
    }

    const row = await handle()
      .db.selectFrom('media_images')
      .select(['url', 'variant_widths'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ url, variant_widths: '[640,1024,1600]' })
    // A post may use the bucket's image as its cover (the save checks the bucket's address).
    const saved = await savePostAction(newPostInput({ coverImage: url }))
    expect(saved).toMatchObject({ ok: true })
  })

  it('the media library lists a bucket image, and its delete removes every object', async () => {
    const { id, url } = (await (await uploadPng(await solidImage('png', 1200, 600))).json()) as {
      id: string
      url: string
    }
    const hex = hexOf(url)
    expect((await listMedia()).items.find((item) => item.id === id)).toMatchObject({
      url,
      variantWidths: [640, 1024],
    })
    expect(await s3.listKeys(`blog-images/${hex}`)).toHaveLength(3)

    expect(await deleteMediaAction({ id })).toMatchObject({ ok: true })
    expect(await s3.listKeys(`blog-images/${hex}`)).toEqual([])
    expect(await publicRead(url)).toBeNull()
    expect((await listMedia()).items.some((item) => item.id === id)).toBe(false)
  })

  it('share images are drawn into the bucket, and a redraw deletes the old object', async () => {
    const published = await savePostAction(
      newPostInput({ intent: 'publish', title: 'Mídia paga com orçamento curto' }),
    )
    if (!published.ok) throw new Error(JSON.stringify(published))
    await shareImagesIdle()
    const first = await readPost(handle(), published.data.id)
    expect(first.share_image_url?.startsWith(BUCKET_URL)).toBe(true)
    const drawn = await publicRead(first.share_image_url!)
    expect(await sharp(drawn!).metadata()).toMatchObject({ width: 1200, height: 630 })

    const renamed = await savePostAction({
      ...newPostInput({ intent: 'publish', title: 'Mídia paga: um título novo' }),
      slug: first.slug,
      id: first.id,
      version: first.version,
    })
    expect(renamed).toMatchObject({ ok: true })
    await shareImagesIdle()
    const second = await readPost(handle(), first.id)
    expect(second.share_image_url).not.toBe(first.share_image_url)
    expect(await publicRead(second.share_image_url!)).not.toBeNull()
    expect(await publicRead(first.share_image_url!)).toBeNull()
    expect(await s3.listKeys(first.share_image_key!)).toEqual([])
  })

  it('npm run media:variants reads an old bucket upload and writes its variants beside it', async () => {
    const storage = getStorage()
    const hex = randomBytes(16).toString('hex')
    const key = `blog-images/${hex}.webp`
    const url = await storage.put(key, await solidImage('webp', 1100, 500), 'image/webp')
    await insertPostUsing(handle(), { url }, { title: 'Capa antiga no bucket', where: 'cover' })

    const report = await backfillMedia(handle().db, storage)
    expect(report).toMatchObject({ registered: 1, missing: [] })
    expect(await s3.listKeys(key.slice(0, -5))).toEqual([
      `blog-images/${hex}-w1024.webp`,
      `blog-images/${hex}-w640.webp`,
      key,
    ])
    expect((await sharp((await publicRead(variantUrl(url, 640)))!).metadata()).width).toBe(640)
  })
})
