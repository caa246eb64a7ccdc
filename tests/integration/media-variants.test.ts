import { randomBytes } from 'node:crypto'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sanitizePostHtml } from '@/server/content/sanitize'
import { backfillMedia } from '@/server/media/backfill'
import { responsiveImages } from '@/server/media/responsive'
import { getStorage, localImagesDir } from '@/server/media/storage'
import { solidImage } from '@/server/media/test-fixtures'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { insertPostUsing } from './media-support'

const state = vi.hoisted(() => {
  const dataDir = `${process.env.TMPDIR ?? '/tmp'}/midiaplan-backfill-${process.pid}-${Date.now()}`
  process.env.DATA_DIR = dataDir
  return { dataDir }
})
afterAll(() => rmSync(state.dataDir, { recursive: true, force: true }))

/** An upload as the app stored it before the library: the original alone, no row. */
async function legacyUpload(width: number, height: number) {
  const hex = randomBytes(16).toString('hex')
  const key = `blog-images/${hex}.webp`
  const url = await getStorage().put(key, await solidImage('webp', width, height), 'image/webp')
  return { hex, key, url }
}

const filesOf = (hex: string) =>
  readdirSync(localImagesDir())
    .filter((name) => name.startsWith(hex))
    .sort()

describe.each(TEST_DIALECTS)('npm run media:variants on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  // One DATA_DIR for both databases: each run starts from an empty upload folder.
  beforeAll(() => rmSync(localImagesDir(), { recursive: true, force: true }))

  it('registers old uploads the posts use, writes their variants, and is idempotent', async () => {
    const cover = await legacyUpload(1800, 900)
    const body = await legacyUpload(900, 600)
    const loose = await legacyUpload(300, 300)
    await insertPostUsing(handle(), cover, { title: 'Capa antiga', where: 'cover' })
    await insertPostUsing(handle(), body, { title: 'Corpo antigo', where: 'body', status: 'draft' })
    const missing = `/api/uploads/blog-images/${'f'.repeat(32)}.webp`
    await insertPostUsing(handle(), { url: missing }, { title: 'Sem arquivo', where: 'cover' })

    const storage = getStorage()
    const first = await backfillMedia(handle().db, storage, { localDir: localImagesDir() })
    expect(first).toMatchObject({ registered: 3, completed: 0, unchanged: 0, missing: [missing] })
    expect(filesOf(cover.hex)).toEqual([
      `${cover.hex}-w1024.webp`,
      `${cover.hex}-w1600.webp`,
      `${cover.hex}-w640.webp`,
      `${cover.hex}.webp`,
    ])
    expect(filesOf(body.hex)).toEqual([`${body.hex}-w640.webp`, `${body.hex}.webp`])
    expect(filesOf(loose.hex)).toEqual([`${loose.hex}.webp`])
    const rows = await handle()
      .db.selectFrom('media_images')
      .select(['url', 'width', 'variant_widths', 'uploaded_by'])
      .orderBy('width', 'desc')
      .execute()
    expect(rows.map((r) => [r.url, Number(r.width), r.variant_widths, r.uploaded_by])).toEqual([
      [cover.url, 1800, '[640,1024,1600]', null],
      [body.url, 900, '[640]', null],
      [loose.url, 300, '[]', null],
    ])

    const again = await backfillMedia(handle().db, storage, { localDir: localImagesDir() })
    expect(again).toMatchObject({ registered: 0, completed: 0, unchanged: 3 })

    // A row whose variants were never written (or were lost) gets them on the next run.
    await handle()
      .db.updateTable('media_images')
      .set({ variant_widths: '[]' })
      .where('url', '=', cover.url)
      .execute()
    rmSync(path.join(localImagesDir(), `${cover.hex}-w640.webp`))
    const repaired = await backfillMedia(handle().db, storage, { localDir: localImagesDir() })
    expect(repaired).toMatchObject({ registered: 0, completed: 1, unchanged: 2 })
    expect(filesOf(cover.hex)).toContain(`${cover.hex}-w640.webp`)
  })

  it("leaves a post's generated share image out of the library", async () => {
    const share = await legacyUpload(1200, 630)
    const id = await insertPostUsing(handle(), await legacyUpload(800, 400), {
      title: 'Com imagem de compartilhamento',
      where: 'cover',
    })
    await handle()
      .db.updateTable('blog_posts')
      .set({ share_image_key: share.key, share_image_url: share.url })
      .where('id', '=', id)
      .execute()
    await backfillMedia(handle().db, getStorage(), { localDir: localImagesDir() })
    const listed = await handle()
      .db.selectFrom('media_images')
      .select('url')
      .where('url', '=', share.url)
      .execute()
    expect(listed).toEqual([])
    expect(filesOf(share.hex)).toEqual([`${share.hex}.webp`])
  })

  it('gives the article body a srcset of exactly the stored variants', async () => {
    const image = await legacyUpload(1700, 850)
    const html = `<p>x</p><img src="${image.url}" alt="Gráfico" />`
    expect(await responsiveImages(handle().db, [image.url])).toEqual({})
    expect(sanitizePostHtml(html, {})).not.toContain('srcset')

    await backfillMedia(handle().db, getStorage(), { localDir: localImagesDir() })
    const map = await responsiveImages(handle().db, [image.url])
    expect(map).toEqual({ [image.url]: { width: 1700, height: 850, widths: [640, 1024, 1600] } })
    const rendered = sanitizePostHtml(html, map)
    const srcset = rendered.match(/srcset="([^"]+)"/)?.[1]
    expect(srcset?.split(', ')).toEqual([
      `/api/uploads/blog-images/${image.hex}-w640.webp 640w`,
      `/api/uploads/blog-images/${image.hex}-w1024.webp 1024w`,
      `/api/uploads/blog-images/${image.hex}-w1600.webp 1600w`,
      `${image.url} 1700w`,
    ])
  })
})
