import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as getLinks } from '@/app/api/checklist/links/route'
import { GET as getSuggestions } from '@/app/api/checklist/suggestions/route'
import { TEST_DIALECTS } from '../support/databases'
import { insertOldPostSlug } from '../support/old-slugs'
import { setupTestDatabase } from '../support/setup-database'
import { addCategory, signInEditor } from './posts-support'
import { insertPost } from './schedule-support'

/* The editor's checklist reads, through their route handlers, on both databases. */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

const URL_BASE = 'http://localhost/api/checklist'

describe.each(TEST_DIALECTS)('checklist reads on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    request.cookie = (await signInEditor(`leituras-${dialect}`)).cookie
  })

  it('tells published, draft, scheduled and missing posts apart, old slugs by their post', async () => {
    const live = await insertPost(handle(), { status: 'published' })
    const draft = await insertPost(handle(), { status: 'draft' })
    const later = await insertPost(handle(), {
      status: 'draft',
      scheduledAt: new Date(Date.now() + 3_600_000),
    })
    await insertOldPostSlug(handle().db, live.id, `antigo-${dialect}`)
    const slugs = [live.slug, draft.slug, later.slug, `antigo-${dialect}`, 'nao-existe']
    const query = slugs.map((slug) => `slug=${slug}`).join('&')
    const response = await getLinks(new Request(`${URL_BASE}/links?${query}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({
      posts: {
        [live.slug]: 'published',
        [draft.slug]: 'draft',
        [later.slug]: 'scheduled',
        [`antigo-${dialect}`]: 'published',
      },
    })
  })

  it('suggests published posts sharing the category or tags, best match first', async () => {
    const categoryId = await addCategory(handle(), `Sugestões ${dialect}`, `sugestoes-${dialect}`)
    const both = await insertPost(handle(), {
      status: 'published',
      categoryId,
      tags: ['Mídia paga', 'SEO'],
    })
    const category = await insertPost(handle(), { status: 'published', categoryId })
    const tag = await insertPost(handle(), { status: 'published', tags: ['mídia paga'] })
    await insertPost(handle(), { status: 'draft', categoryId, tags: ['SEO'] })
    await insertPost(handle(), { status: 'published', tags: ['Outra'] })
    const params = `categoria=${categoryId}&tag=${encodeURIComponent('Mídia Paga')}&tag=SEO&post=${category.id}`
    const response = await getSuggestions(new Request(`${URL_BASE}/suggestions?${params}`))
    const { posts } = (await response.json()) as { posts: { slug: string; sharedTags: string[] }[] }
    expect(posts.map((post) => post.slug)).toEqual([both.slug, tag.slug])
    expect(posts[0]?.sharedTags.sort()).toEqual(['Mídia paga', 'SEO'])
  })

  it('suggests the newest published posts to a post with no category or tags', async () => {
    const newest = await insertPost(handle(), { status: 'published' })
    await handle()
      .db.updateTable('blog_posts')
      .set({ published_at: new Date(Date.now() + 60_000) })
      .where('id', '=', newest.id)
      .execute()
    const response = await getSuggestions(new Request(`${URL_BASE}/suggestions`))
    const { posts } = (await response.json()) as { posts: { slug: string }[] }
    expect(posts[0]?.slug).toBe(newest.slug)
    expect(posts.length).toBeGreaterThan(1)
  })

  it('finds posts by title words, accents ignored', async () => {
    const post = await insertPost(handle(), {
      status: 'published',
      title: `Orçamento de mídia ${dialect}`,
    })
    // As a save stores it (insertPost only lowercases).
    await handle()
      .db.updateTable('blog_posts')
      .set({ search_title: `orcamento de midia ${dialect}` })
      .where('id', '=', post.id)
      .execute()
    const response = await getSuggestions(
      new Request(`${URL_BASE}/suggestions?q=orcamento%20de%20midia%20${dialect}`),
    )
    const { posts } = (await response.json()) as { posts: { slug: string }[] }
    expect(posts.map((found) => found.slug)).toEqual([post.slug])
  })

  it('leaves out the posts the body already links to, by current or old slug', async () => {
    const categoryId = await addCategory(handle(), `Ligados ${dialect}`, `ligados-${dialect}`)
    const posts = []
    for (let i = 0; i < 4; i++) {
      const title = `Ligado ${i} ${dialect} ${categoryId.slice(0, 8)}`
      posts.push(await insertPost(handle(), { status: 'published', categoryId, title }))
    }
    const [linked, renamed, ...rest] = posts
    await insertOldPostSlug(handle().db, renamed!.id, `nome-antigo-${dialect}`)
    const ask = async (extra: string) => {
      const response = await getSuggestions(
        new Request(`${URL_BASE}/suggestions?categoria=${categoryId}${extra}`),
      )
      return ((await response.json()) as { posts: { slug: string }[] }).posts.map((p) => p.slug)
    }
    expect((await ask('')).sort()).toEqual(posts.map((p) => p.slug).sort())
    const left = await ask(`&linkado=${linked!.slug}&linkado=nome-antigo-${dialect}`)
    expect(left.sort()).toEqual(rest.map((p) => p.slug).sort())
    // A title search leaves them out too.
    const title = encodeURIComponent(`Ligado 0 ${dialect} ${categoryId.slice(0, 8)}`)
    const search = async (extra: string) => {
      const response = await getSuggestions(
        new Request(`${URL_BASE}/suggestions?q=${title}${extra}`),
      )
      return ((await response.json()) as { posts: { slug: string }[] }).posts.map((p) => p.slug)
    }
    expect(await search('')).toEqual([linked!.slug])
    expect(await search(`&linkado=${linked!.slug}`)).toEqual([])
  })

  it('answers 401 without a session', async () => {
    const cookie = request.cookie
    request.cookie = ''
    try {
      expect((await getLinks(new Request(`${URL_BASE}/links?slug=a`))).status).toBe(401)
      expect((await getSuggestions(new Request(`${URL_BASE}/suggestions`))).status).toBe(401)
    } finally {
      request.cookie = cookie
    }
  })
})
