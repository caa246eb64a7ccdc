import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { REQUIRED_MESSAGE, SLUG_TAKEN_MESSAGE } from '@/lib/validations/posts'
import { savePostAction } from '@/server/posts/actions'
import { isSlugUniqueViolation } from '@/server/posts/slug-conflict'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { addCategory, newPostInput, readPost, readTags, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

describe.each(TEST_DIALECTS)('creating posts on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let editor = { userId: '', email: '', cookie: '' }

  beforeAll(async () => {
    editor = await signInEditor(`autora-${dialect}`)
    request.cookie = editor.cookie
  })

  async function countPosts(): Promise<number> {
    const rows = await handle().db.selectFrom('blog_posts').select('id').execute()
    return rows.length
  }

  it('saves a draft with a generated slug, reading time, search title and author', async () => {
    const words = Array.from({ length: 401 }, (_, i) => `palavra${i}`).join(' ')
    const result = await savePostAction(
      newPostInput({ title: 'Ação em Mídia: Guia 2026!', content: `<p>${words}</p>` }),
    )
    expect(result).toMatchObject({ ok: true, data: { created: true, status: 'draft', version: 1 } })
    if (!result.ok) return
    const post = await readPost(handle(), result.data.id)
    expect(post).toMatchObject({
      title: 'Ação em Mídia: Guia 2026!',
      search_title: 'acao em midia: guia 2026!',
      slug: 'acao-em-midia-guia-2026',
      status: 'draft',
      published_at: null,
      reading_time: 3,
      author_id: editor.userId,
      version: 1,
      featured: false,
      description: null,
      cover_image: null,
      category_id: null,
    })
    // The editor has no display name yet (sign-up's name is the e-mail's local part): the
    // byline says the team, and no part of the e-mail is stored for public pages.
    expect(post.author_name).toBeNull()
  })

  it('"Publicar" forces published, dates the post now and writes the audit entry', async () => {
    const before = Date.now()
    const result = await savePostAction(newPostInput({ intent: 'publish', status: 'archived' }))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const post = await readPost(handle(), result.data.id)
    expect(post.status).toBe('published')
    expect(post.published_at?.getTime()).toBeGreaterThanOrEqual(before - 5)
    expect(post.published_at?.getTime()).toBeLessThanOrEqual(Date.now() + 5)
    const audit = await handle()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', result.data.id)
      .execute()
    expect(audit.map((entry) => entry.action)).toEqual(['post.published'])
    expect(audit[0]?.actor_id).toBe(editor.userId)
  })

  it('"Salvar Rascunho" keeps the chosen status; a published one still gets a date', async () => {
    const archived = await savePostAction(newPostInput({ status: 'archived' }))
    const published = await savePostAction(newPostInput({ status: 'published' }))
    if (!archived.ok || !published.ok) throw new Error('save failed')
    expect((await readPost(handle(), archived.data.id)).published_at).toBeNull()
    expect((await readPost(handle(), published.data.id)).published_at).toBeInstanceOf(Date)
  })

  it.each([
    ['no title', { title: '   ' }],
    ['no content', { content: '' }],
    ["TipTap's empty document", { content: '<p></p>' }],
    ['only spaces', { content: '<p>&nbsp; </p><p><br></p>' }],
    [
      'only markup the sanitizer removes',
      { content: '<script>alert(1)</script><style>p{}</style>' },
    ],
    ['an iframe', { content: '<iframe src="https://evil.example"></iframe>' }],
  ])('refuses %s with "Preencha título e conteúdo" and writes nothing', async (_, overrides) => {
    const count = await countPosts()
    const result = await savePostAction(newPostInput(overrides))
    expect(result).toMatchObject({ ok: false, error: REQUIRED_MESSAGE, status: 400 })
    expect(await countPosts()).toBe(count)
  })

  it('accepts an image-only body', async () => {
    const result = await savePostAction(
      newPostInput({ content: '<p><img src="/api/uploads/blog-images/a1.webp" alt=""></p>' }),
    )
    expect(result.ok).toBe(true)
  })

  it('cleans tags: trimmed, empty ignored, duplicates ignored regardless of case', async () => {
    const result = await savePostAction(
      newPostInput({ tags: ['  SEO ', 'seo', '', '   ', 'Mídia  Paga', 'mídia paga', 'IA'] }),
    )
    if (!result.ok) throw new Error(result.error)
    expect(await readTags(handle(), result.data.id)).toEqual(['IA', 'Mídia Paga', 'SEO'])
  })

  it.each([
    ['title', { title: 'a'.repeat(201) }],
    ['slug', { slug: 'Com Espaço' }],
    ['slug', { slug: '-comeca-com-hifen' }],
    ['slug', { slug: 'a'.repeat(121) }],
    ['description', { description: 'd'.repeat(161) }],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }],
    ['tags', { tags: ['t'.repeat(41)] }],
    ['coverImage', { coverImage: 'javascript:alert(1)' }],
    ['coverImage', { coverImage: '//evil.example/x.png' }],
    ['coverImage', { coverImage: '/api/uploads/../../etc/passwd' }],
    ['coverImage', { coverImage: 'data:image/png;base64,AAAA' }],
    ['status', { status: 'deleted' as never }],
  ])('refuses a bad %s with a field error', async (field, overrides) => {
    const result = await savePostAction(newPostInput(overrides))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.status).toBe(400)
    expect(result.fieldErrors?.[field]?.[0]).toMatch(/\S/)
  })

  it('accepts the limits and both kinds of cover image', async () => {
    // An upload and a launch article's shipped cover (other hosts: posts-images.test.ts).
    const covers = ['/api/uploads/blog-images/0f9a.webp', '/blog/covers/o-que-e-martech-2026.webp']
    for (const [index, coverImage] of covers.entries()) {
      const result = await savePostAction(
        newPostInput({
          title: 't'.repeat(200),
          // 120 characters, the limit; the last one differs per save so both slugs are free.
          slug: `s${'-a'.repeat(59)}${index}`,
          description: 'd'.repeat(160),
          tags: Array.from({ length: 20 }, (_, i) => `${'x'.repeat(38)}${i}`),
          coverImage,
        }),
      )
      expect(result).toMatchObject({ ok: true })
    }
  })

  it('cuts a slug generated from a long title to 120 characters', async () => {
    const result = await savePostAction(newPostInput({ title: `${'palavra '.repeat(24)}fim` }))
    if (!result.ok) throw new Error(result.error)
    expect(result.data.slug.length).toBeLessThanOrEqual(120)
    expect(result.data.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('refuses a slug that cannot be generated and an unknown category', async () => {
    const noSlug = await savePostAction(newPostInput({ title: '!!!' }))
    expect(noSlug).toMatchObject({ ok: false, fieldErrors: { slug: [expect.any(String)] } })
    const category = await savePostAction(newPostInput({ categoryId: randomUUID() }))
    expect(category).toMatchObject({ ok: false, fieldErrors: { categoryId: [expect.any(String)] } })
  })

  it('stores the category', async () => {
    const categoryId = await addCategory(handle(), 'Cases', `cases-${dialect}`)
    const result = await savePostAction(newPostInput({ categoryId, featured: true }))
    if (!result.ok) throw new Error(result.error)
    expect(await readPost(handle(), result.data.id)).toMatchObject({
      category_id: categoryId,
      featured: true,
    })
  })

  it('answers a slug already in use with a field error, never a 500', async () => {
    const first = await savePostAction(newPostInput({ slug: `repetido-${dialect}` }))
    expect(first.ok).toBe(true)
    const count = await countPosts()
    const second = await savePostAction(newPostInput({ slug: `repetido-${dialect}` }))
    expect(second).toEqual({
      ok: false,
      status: 400,
      error: expect.any(String),
      fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] },
    })
    expect(await countPosts()).toBe(count)
  })

  it('two saves racing for one slug: one wins, the other gets the field error', async () => {
    const slug = `corrida-${dialect}`
    const results = await Promise.all([1, 2, 3].map(() => savePostAction(newPostInput({ slug }))))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    for (const result of results.filter((r) => !r.ok)) {
      expect(result).toMatchObject({ status: 400, fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } })
    }
  })

  it('recognizes the unique-index violation of this database', async () => {
    const values = {
      title: 'x',
      search_title: 'x',
      slug: `direto-${dialect}`,
      content: '<p>x</p>',
      reading_time: 1,
    }
    await handle()
      .db.insertInto('blog_posts')
      .values({ id: randomUUID(), ...values })
      .execute()
    const error = await handle()
      .db.insertInto('blog_posts')
      .values({ id: randomUUID(), ...values })
      .execute()
      .catch((e: unknown) => e)
    expect(isSlugUniqueViolation(error)).toBe(true)
    // The same kind of violation on another table's slug is not this one.
    const category = { name: 'x', slug: `duplicada-${dialect}` }
    await handle()
      .db.insertInto('blog_categories')
      .values({ id: randomUUID(), ...category })
      .execute()
    const other = await handle()
      .db.insertInto('blog_categories')
      .values({ id: randomUUID(), ...category })
      .execute()
      .catch((e: unknown) => e)
    expect(other).toBeInstanceOf(Error)
    expect(isSlugUniqueViolation(other)).toBe(false)
  })
})
