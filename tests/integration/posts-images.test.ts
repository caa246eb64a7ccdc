import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { savePostAction } from '@/server/posts/actions'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { newPostInput, readPost, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

/*
 * A cover or body image on another host passed validation, then next/image
 * (covers) and the CSP's img-src (body images) blocked it, so readers saw a broken image. Now
 * only images this site stores are accepted, and the editor is told which image is refused.
 */
const UPLOADED = '/api/uploads/blog-images/0123456789abcdef0123456789abcdef.webp'
const BUCKET = 'https://imagens.exemplo.com.br/midiaplan'
const ELSEWHERE = 'https://cdn.outro-site.com.br/fotos/campanha.png'

describe.each(TEST_DIALECTS)('post images on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    request.cookie = (await signInEditor(`imagens-${dialect}`)).cookie
  })

  afterEach(() => {
    vi.unstubAllEnvs()
  })

  async function titles(): Promise<string[]> {
    const rows = await handle().db.selectFrom('blog_posts').select('title').execute()
    return rows.map((row) => row.title)
  }

  async function expectRefused(
    overrides: Parameters<typeof newPostInput>[0],
    field: 'coverImage' | 'content',
    address: string,
  ) {
    const input = newPostInput(overrides)
    const result = await savePostAction(input)
    expect(result).toMatchObject({ ok: false, status: 400 })
    if (result.ok) return
    const message = result.fieldErrors?.[field]?.[0] ?? ''
    expect(message).toContain(`"${address}"`)
    expect(message).toMatch(
      field === 'coverImage' ? /^A imagem de capa / : /^A imagem .* do conteúdo/,
    )
    expect(message).toContain('não aparecem no site')
    expect(await titles()).not.toContain(input.title)
  }

  it('refuses a cover on another host, naming it', async () => {
    await expectRefused({ coverImage: ELSEWHERE }, 'coverImage', ELSEWHERE)
  })

  it('refuses a body image on another host, naming it, even beside an uploaded one', async () => {
    const content = `<p>Texto</p><p><img src="${UPLOADED}" alt="a"><img src="${ELSEWHERE}" alt="b"></p>`
    await expectRefused({ content }, 'content', ELSEWHERE)
  })

  it('refuses a body image at a path this site does not serve', async () => {
    await expectRefused(
      { content: '<p><img src="/outra/pasta.png"></p>' },
      'content',
      '/outra/pasta.png',
    )
  })

  it('accepts uploaded images and the shipped covers of the launch articles', async () => {
    for (const coverImage of [UPLOADED, '/blog/covers/o-que-e-martech-2026.webp']) {
      const result = await savePostAction(
        newPostInput({ coverImage, content: `<p>Com imagem</p><img src="${UPLOADED}" alt="x">` }),
      )
      if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`)
      const stored = await readPost(handle(), result.data.id)
      expect(stored.cover_image).toBe(coverImage)
      expect(stored.content).toContain(`src="${UPLOADED}"`)
    }
  })

  it('with a bucket, accepts its blog-images/ and nothing else of its host', async () => {
    vi.stubEnv('S3_BUCKET', 'midiaplan')
    vi.stubEnv('S3_PUBLIC_URL', BUCKET)
    const inBucket = `${BUCKET}/blog-images/capa.webp`
    const result = await savePostAction(
      newPostInput({ coverImage: inBucket, content: `<p>x</p><img src="${inBucket}" alt="x">` }),
    )
    if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`)
    expect((await readPost(handle(), result.data.id)).cover_image).toBe(inBucket)

    const outside = `${BUCKET}/privado/planilha.png`
    await expectRefused({ coverImage: outside }, 'coverImage', outside)
    await expectRefused({ coverImage: ELSEWHERE }, 'coverImage', ELSEWHERE)
    await expectRefused({ content: `<p><img src="${ELSEWHERE}"></p>` }, 'content', ELSEWHERE)
  })

  it('without a bucket, refuses an address that would be one', async () => {
    const inBucket = `${BUCKET}/blog-images/capa.webp`
    await expectRefused({ coverImage: inBucket }, 'coverImage', inBucket)
  })
})
