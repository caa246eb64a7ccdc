import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { updateCategoryAction } from '@/server/categories/actions'
import { getEnv } from '@/server/env'
import { autosavePostAction, savePostAction } from '@/server/posts/actions'
import { shareImagesIdle } from '@/server/share-image/background'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { addCategory, newPostInput, readPost, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), cacheLife: vi.fn(), cacheTag: vi.fn() }))

/* Issue 20, point 4: every published post gets a generated 1200x630 share image. */

function storedFile(url: string | null): string {
  const name = /^\/api\/uploads\/blog-images\/([0-9a-f]{32}\.webp)$/.exec(url ?? '')?.[1]
  if (!name) throw new Error(`not a stored image URL: ${url}`)
  return path.join(getEnv().DATA_DIR, 'uploads', 'blog-images', name)
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

  it('draws a 1200x630 WebP of the title and category when a post is published', async () => {
    const draft = await savePostAction(newPostInput({ title: 'Rascunho sem imagem', categoryId }))
    await shareImagesIdle()
    if (!draft.ok) throw new Error('save failed')
    expect((await readPost(handle(), draft.data.id)).share_image_url).toBeNull()

    const { id } = await publish({ title: 'Como planejar mídia paga em 2026' })
    const post = await readPost(handle(), id)
    expect(post).toMatchObject({
      share_image_title: 'Como planejar mídia paga em 2026',
      share_image_category: 'Mídia Paga',
    })
    const meta = await sharp(storedFile(post.share_image_url)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 630 })
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

  it('og:image and twitter:image use the generated image without a cover, the cover with one', async () => {
    const { generateMetadata } = await import('@/app/(site)/blog/post/[slug]/page')
    const site = getEnv().SITE_URL.replace(/\/+$/, '')
    const plain = await publish({ title: 'Artigo sem capa própria' })
    const post = await readPost(handle(), plain.id)
    const meta = await generateMetadata({ params: Promise.resolve({ slug: plain.slug }) })
    const expected = `${site}${post.share_image_url}`
    expect(meta.openGraph?.images).toEqual([
      { url: expected, alt: 'Artigo sem capa própria', width: 1200, height: 630 },
    ])
    expect(meta.twitter?.images).toEqual([{ url: expected, alt: 'Artigo sem capa própria' }])

    const cover = '/api/uploads/blog-images/0123456789abcdef0123456789abcdef.webp'
    const covered = await publish({ title: 'Artigo com capa própria', coverImage: cover })
    expect((await readPost(handle(), covered.id)).share_image_url).not.toBeNull()
    const withCover = await generateMetadata({ params: Promise.resolve({ slug: covered.slug }) })
    expect(withCover.openGraph?.images).toEqual([
      { url: `${site}${cover}`, alt: 'Artigo com capa própria' },
    ])
    expect(withCover.twitter?.images).toEqual([
      { url: `${site}${cover}`, alt: 'Artigo com capa própria' },
    ])
  })
})
