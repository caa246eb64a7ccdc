import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { updateCategoryAction } from '@/server/categories/actions'
import { getEnv } from '@/server/env'
import { getStorage } from '@/server/media/storage'
import { autosavePostAction, savePostAction } from '@/server/posts/actions'
import { shareImagesIdle } from '@/server/share-image/refresh-queue'
import { SHARE_IMAGE_MAX_BYTES } from '@/server/share-image/encode'
import { listStaleShareImages } from '@/server/share-image/refresh'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { addCategory, newPostInput, readPost, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), cacheLife: vi.fn(), cacheTag: vi.fn() }))

/*
 * Every published post gets a generated 1200x630 share image: a JPEG (LinkedIn shows no WebP),
 * cut from the cover when the post has one.
 */

function storedFile(url: string | null): string {
  const name = /^\/api\/uploads\/blog-images\/([0-9a-f]{32}\.jpg)$/.exec(url ?? '')?.[1]
  if (!name) throw new Error(`not a stored share image URL: ${url}`)
  return path.join(getEnv().DATA_DIR, 'uploads', 'blog-images', name)
}

/** A stored share image: a JPEG by its bytes, 1200x630, within the weight budget. */
async function expectShareJpeg(url: string | null): Promise<Buffer> {
  const bytes = readFileSync(storedFile(url))
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
  expect(bytes.length).toBeLessThan(SHARE_IMAGE_MAX_BYTES)
  return bytes
}

/** An upload as the editor stores it (WebP under blog-images/), returning its public URL. */
async function storedCover(picture: Buffer): Promise<string> {
  const key = `blog-images/${randomBytes(16).toString('hex')}.webp`
  return getStorage().put(key, await sharp(picture).webp().toBuffer(), 'image/webp')
}

/** A 1600x900 picture: the left half `left`, the right half `right`. */
function halves(left: string, right: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <rect width="800" height="900" fill="${left}"/><rect x="800" width="800" height="900" fill="${right}"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** The mean colour of a picture's left and right quarters, rounded. */
async function sideColours(bytes: Buffer): Promise<number[][]> {
  const side = async (left: number) => {
    // stats() reads the input, not the pipeline: the strip is cut out first.
    const strip = await sharp(bytes).extract({ left, top: 0, width: 300, height: 630 }).toBuffer()
    const { channels } = await sharp(strip).stats()
    return channels.slice(0, 3).map((c) => Math.round(c.mean))
  }
  return [await side(0), await side(900)]
}

describe.each(TEST_DIALECTS)('share images on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let categoryId = ''

  beforeAll(async () => {
    request.cookie = (await signInEditor(`og-${dialect}`)).cookie
    categoryId = await addCategory(handle(), 'Mídia Paga', `midia-paga-${dialect}`)
  })

  async function publish(overrides: Parameters<typeof newPostInput>[0] = {}) {
    const result = await savePostAction(
      newPostInput({ intent: 'publish', categoryId, ...overrides }),
    )
    if (!result.ok) throw new Error(JSON.stringify(result))
    await shareImagesIdle()
    return result.data
  }

  async function update(id: string, overrides: Parameters<typeof newPostInput>[0]) {
    const post = await readPost(handle(), id)
    const result = await savePostAction({
      ...newPostInput({ intent: 'publish', categoryId, title: post.title, slug: post.slug }),
      id,
      version: post.version,
      ...overrides,
    })
    if (!result.ok) throw new Error(JSON.stringify(result))
    await shareImagesIdle()
    return readPost(handle(), id)
  }

  it('draws a 1200x630 JPEG of the title and category when a post is published', async () => {
    const draft = await savePostAction(newPostInput({ title: 'Rascunho sem imagem', categoryId }))
    await shareImagesIdle()
    if (!draft.ok) throw new Error('save failed')
    expect((await readPost(handle(), draft.data.id)).share_image_url).toBeNull()

    const { id } = await publish({ title: 'Como planejar mídia paga em 2026' })
    const post = await readPost(handle(), id)
    expect(post).toMatchObject({
      share_image_title: 'Como planejar mídia paga em 2026',
      share_image_category: 'Mídia Paga',
      share_image_source: '',
    })
    await expectShareJpeg(post.share_image_url)
    expect(post.share_image_key).toBe(
      `blog-images/${path.basename(storedFile(post.share_image_url))}`,
    )
  })

  it('"Atualizar" with a new title replaces the image; an unrelated edit keeps it', async () => {
    const { id } = await publish({ title: 'Título original do artigo' })
    const first = await readPost(handle(), id)
    const firstFile = storedFile(first.share_image_url)

    const described = await update(id, { description: 'Uma descrição nova para o resumo.' })
    expect(described.share_image_url).toBe(first.share_image_url)

    // An autosave of a published post: readers still see the old title.
    const { status: _status, intent: _intent, ...form } = newPostInput({ categoryId })
    const post = await readPost(handle(), id)
    const autosaved = await autosavePostAction({
      ...form,
      id,
      version: post.version,
      slug: post.slug,
      title: 'Título ainda não público',
    })
    expect(autosaved).toMatchObject({ ok: true, data: { workingCopy: true } })
    await shareImagesIdle()
    expect((await readPost(handle(), id)).share_image_url).toBe(first.share_image_url)

    const renamed = await update(id, { title: 'Título novo do artigo' })
    expect(renamed.share_image_title).toBe('Título novo do artigo')
    expect(renamed.share_image_url).not.toBe(first.share_image_url)
    expect(existsSync(storedFile(renamed.share_image_url))).toBe(true)
    expect(existsSync(firstFile)).toBe(false)
  })

  it('a category rename redraws the images of its published posts', async () => {
    const other = await addCategory(handle(), 'Martech', `martech-${dialect}`)
    const { id } = await publish({ title: 'Stack martech para equipes enxutas', categoryId: other })
    const before = await readPost(handle(), id)
    const result = await updateCategoryAction({
      id: other,
      name: 'Martech & IA',
      slug: `martech-${dialect}`,
    })
    expect(result.ok).toBe(true)
    await shareImagesIdle()
    const after = await readPost(handle(), id)
    expect(after.share_image_category).toBe('Martech & IA')
    expect(after.share_image_url).not.toBe(before.share_image_url)
  })

  it('a post with a cover is shared with its cover cut to 1200x630, redrawn when the cover changes', async () => {
    const orange = await storedCover(await halves('#f59e0b', '#f59e0b'))
    const { id } = await publish({ title: 'Artigo com capa laranja', coverImage: orange })
    const first = await readPost(handle(), id)
    expect(first).toMatchObject({ cover_image: orange, share_image_source: orange })
    const drawn = await expectShareJpeg(first.share_image_url)
    for (const colour of await sideColours(drawn)) {
      colour.forEach((value, i) => expect(Math.abs(value - [245, 158, 11][i]!)).toBeLessThan(6))
    }

    // A new title leaves an image cut from the cover alone.
    const retitled = await update(id, {
      title: 'Artigo com capa laranja, revisto',
      coverImage: orange,
    })
    expect(retitled.share_image_url).toBe(first.share_image_url)

    // A new cover through "Atualizar": a new image (a new address), the old one deleted.
    const split = await storedCover(await halves('#1d4ed8', '#10b981'))
    const recovered = await update(id, { title: retitled.title, coverImage: split })
    expect(recovered.share_image_source).toBe(split)
    expect(recovered.share_image_url).not.toBe(first.share_image_url)
    expect(existsSync(storedFile(first.share_image_url))).toBe(false)
    // Cut around the centre, not stretched or mirrored: blue stays left, green right.
    const [left, right] = await sideColours(await expectShareJpeg(recovered.share_image_url))
    expect(left![2]).toBeGreaterThan(180)
    expect(right![1]).toBeGreaterThan(150)
    expect(right![2]).toBeLessThan(160)

    // Removing the cover: back to the title card.
    const bare = await update(id, { title: retitled.title, coverImage: '' })
    expect(bare.share_image_source).toBe('')
    expect(bare.share_image_url).not.toBe(recovered.share_image_url)
    await expectShareJpeg(bare.share_image_url)
  })

  it("a launch article's shipped cover is cut into its share image too", async () => {
    const cover = '/blog/covers/planejamento-de-midia-guia-definitivo.webp'
    const { id } = await publish({ title: 'Guia com a capa de lançamento', coverImage: cover })
    const post = await readPost(handle(), id)
    expect(post.share_image_source).toBe(cover)
    const drawn = await expectShareJpeg(post.share_image_url)
    const expected = await sharp(path.join(process.cwd(), 'public', cover))
      .resize(1200, 630, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer()
    const actual = await sharp(drawn).removeAlpha().raw().toBuffer()
    let difference = 0
    for (let i = 0; i < actual.length; i++) difference += Math.abs(actual[i]! - expected[i]!)
    expect(difference / actual.length).toBeLessThan(4)
  })

  it('a cover missing from the storage gets the title card, once', async () => {
    const gone = `/api/uploads/blog-images/${randomBytes(16).toString('hex')}.webp`
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { id } = await publish({ title: 'Capa que sumiu do disco', coverImage: gone })
    warn.mockRestore()
    const post = await readPost(handle(), id)
    expect(post.share_image_source).toBe(gone)
    const [left] = await sideColours(await expectShareJpeg(post.share_image_url))
    // The brand's dark backdrop, not a picture.
    expect(Math.max(...left!)).toBeLessThan(90)
    expect(await listStaleShareImages(handle().db, 1000)).not.toContain(id)
  })

  it('og:image and twitter:image name the JPEG, with its size and type, once it is drawn', async () => {
    const { generateMetadata } = await import('@/app/(site)/blog/post/[slug]/page')
    const site = getEnv().SITE_URL.replace(/\/+$/, '')
    const plain = await publish({ title: 'Artigo sem capa própria' })
    const post = await readPost(handle(), plain.id)
    const meta = await generateMetadata({ params: Promise.resolve({ slug: plain.slug }) })
    const expected = `${site}${post.share_image_url}`
    expect(meta.openGraph?.images).toEqual([
      {
        url: expected,
        alt: 'Artigo sem capa própria',
        width: 1200,
        height: 630,
        type: 'image/jpeg',
      },
    ])
    expect(meta.twitter?.images).toEqual([{ url: expected, alt: 'Artigo sem capa própria' }])

    const cover = await storedCover(await halves('#0f766e', '#0f766e'))
    const covered = await publish({ title: 'Artigo com capa própria', coverImage: cover })
    const row = await readPost(handle(), covered.id)
    const withCover = await generateMetadata({ params: Promise.resolve({ slug: covered.slug }) })
    expect(withCover.openGraph?.images).toEqual([
      {
        url: `${site}${row.share_image_url}`,
        alt: 'Artigo com capa própria',
        width: 1200,
        height: 630,
        type: 'image/jpeg',
      },
    ])
    expect(withCover.twitter?.images).toEqual([
      { url: `${site}${row.share_image_url}`, alt: 'Artigo com capa própria' },
    ])

    // Drawn from an older cover (or from before 0015): never announced; the site's PNG instead.
    await handle()
      .db.updateTable('blog_posts')
      .set({ share_image_source: null })
      .where('id', '=', covered.id)
      .execute()
    const stale = await generateMetadata({ params: Promise.resolve({ slug: covered.slug }) })
    expect(stale.openGraph?.images).toEqual([
      expect.objectContaining({
        url: `${site}/og-default.png`,
        width: 1200,
        height: 630,
        type: 'image/png',
      }),
    ])
  })
})
