import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { editor, postEditorHelpers } from './support/post-editor'

/*
 * A post with a cover is shared with a 1200×630 JPEG cut from its cover
 * (LinkedIn shows no WebP), declared with its size and type, drawn after publishing and again
 * when the cover changes; the launch articles get theirs without anyone publishing them.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `capa${randomUUID().slice(0, 6)}`
/** Well under what LinkedIn and WhatsApp accept, and quick to fetch for a crawler. */
const MAX_SHARE_BYTES = 150 * 1024

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

/** The content of a <meta property|name="key"> in the server HTML. */
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]

interface ShareMeta {
  image?: string
  width?: string
  height?: string
  type?: string
  twitter?: string
}

async function shareMeta(pathname: string): Promise<ShareMeta> {
  const html = await (await fetch(`${fixture.baseURL}${pathname}`)).text()
  return {
    image: metaOf(html, 'og:image'),
    width: metaOf(html, 'og:image:width'),
    height: metaOf(html, 'og:image:height'),
    type: metaOf(html, 'og:image:type'),
    twitter: metaOf(html, 'twitter:image'),
  }
}

/** The page's share tags once its image is a JPEG (drawn in the background after a change). */
async function jpegShareMeta(pathname: string, other?: string): Promise<ShareMeta> {
  let meta: ShareMeta = {}
  await expect
    .poll(
      async () => {
        meta = await shareMeta(pathname)
        return /\.jpg$/.test(meta.image ?? '') && meta.image !== other
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true)
  return meta
}

/** Fetches the share image as a crawler would and checks what every share image must be. */
async function expectShareJpeg(meta: ShareMeta): Promise<Buffer> {
  expect(meta).toMatchObject({ width: '1200', height: '630', type: 'image/jpeg' })
  expect(meta.twitter).toBe(meta.image)
  expect(meta.image!.startsWith(`${fixture.baseURL}/`)).toBe(true)
  const response = await fetch(meta.image!)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/jpeg')
  const bytes = Buffer.from(await response.arrayBuffer())
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  const info = await sharp(bytes).metadata()
  expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630])
  expect(bytes.length).toBeLessThan(MAX_SHARE_BYTES)
  return bytes
}

/**
 * How far the share image is from the cover cut to 1200×630 around its centre: the mean
 * difference per channel (0-255). A JPEG of the same picture stays within a few units; the
 * title card drawn for posts without a cover, or another cover, is far off.
 */
async function distanceFromCover(share: Buffer, cover: Buffer): Promise<number> {
  const raw = (input: Buffer) =>
    sharp(input)
      .resize(1200, 630, { fit: 'cover', position: 'centre' })
      .removeAlpha()
      .raw()
      .toBuffer()
  const [a, b] = await Promise.all([raw(share), raw(cover)])
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
  return sum / a.length
}

/** A 1600×900 cover (the editor's usual 16:9) with shapes, so the crop is visible. */
async function coverPng(background: string, accent: string): Promise<Buffer> {
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <rect x="100" y="60" width="500" height="300" fill="${accent}"/>
    <circle cx="1200" cy="600" r="220" fill="${accent}"/>
    <rect x="0" y="860" width="1600" height="40" fill="#111827"/></svg>`
  return sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .composite([{ input: Buffer.from(shapes) }])
    .png()
    .toBuffer()
}

async function uploadCover(page: Page, name: string, png: Buffer): Promise<string> {
  const preview = page.locator('[data-cover-preview] img')
  if (await preview.count()) {
    await page.getByRole('button', { name: 'Remover imagem de capa' }).click()
    await preview.waitFor({ state: 'detached' })
  }
  await page
    .locator('input#imagem-capa')
    .setInputFiles({ name, mimeType: 'image/png', buffer: png })
  await toast(page, 'Imagem enviada com sucesso!').first().waitFor()
  const src = await preview.getAttribute('src')
  expect(src).toMatch(/^\/api\/uploads\/blog-images\/[0-9a-f]{32}\.webp$/)
  return src!
}

async function servedBytes(url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, fixture.baseURL))
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

describe('share image of a post with a cover', () => {
  it('a launch article is shared with a 1200×630 JPEG of its cover, not the WebP cover', async () => {
    const slug = 'planejamento-de-midia-guia-definitivo'
    const meta = await jpegShareMeta(`/blog/post/${slug}`)
    const share = await expectShareJpeg(meta)
    const cover = await readFile(
      path.join(process.cwd(), 'public', 'blog', 'covers', `${slug}.webp`),
    )
    expect(await distanceFromCover(share, cover)).toBeLessThan(4)
  })

  it('is drawn when the post is published and again when "Atualizar" changes its cover', async () => {
    const slug = `com-capa-${MARK}`
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Com capa ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    const firstCover = await uploadCover(page, 'capa.png', await coverPng('#f59e0b', '#1d4ed8'))
    await editor(page).click()
    await page.keyboard.type('Um artigo que será compartilhado no LinkedIn.')
    await page.getByRole('button', { name: 'Publicar' }).click()
    await toast(page, 'Post criado com sucesso!').waitFor()
    const { id } = (await postBySlug(slug))!

    const first = await jpegShareMeta(`/blog/post/${slug}`)
    const firstShare = await expectShareJpeg(first)
    const firstCoverBytes = await servedBytes(firstCover)
    expect(await distanceFromCover(firstShare, firstCoverBytes)).toBeLessThan(4)

    const edit = await openEditor(`/admin/posts/${id}/edit`)
    const secondCover = await uploadCover(edit, 'capa-2.png', await coverPng('#0f766e', '#fde047'))
    await edit.getByRole('button', { name: 'Atualizar' }).click()
    await toast(edit, 'Post atualizado com sucesso!').waitFor()

    const second = await jpegShareMeta(`/blog/post/${slug}`, first.image)
    const secondShare = await expectShareJpeg(second)
    expect(await distanceFromCover(secondShare, await servedBytes(secondCover))).toBeLessThan(4)
    expect(await distanceFromCover(secondShare, firstCoverBytes)).toBeGreaterThan(20)
    // A new address (networks cache by URL); the old image is gone from storage.
    expect(second.image).not.toBe(first.image)
    expect((await fetch(first.image!)).status).toBe(404)
  })
})
