import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { normalizeSearchText } from '@/lib/text'
import type { PostStatus } from '@/server/db/types'
import { ADMIN_PAGE_SIZE, listAdminPosts, listCategoryOptions } from '@/server/posts/queries'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { addCategory, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

describe.each(TEST_DIALECTS)('admin posts list on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let midia = ''
  let cases = ''
  const ids: Record<string, string> = {}

  async function addPost(
    title: string,
    status: PostStatus,
    categoryId: string | null,
    day: number,
  ) {
    const id = randomUUID()
    ids[title] = id
    await handle()
      .db.insertInto('blog_posts')
      .values({
        id,
        title,
        search_title: normalizeSearchText(title),
        slug: `p-${id}`,
        content: '<p>x</p>',
        reading_time: 1,
        status,
        category_id: categoryId,
        created_at: new Date(Date.UTC(2025, 0, 1, 12) + day * 86_400_000),
        published_at: status === 'published' ? new Date(Date.UTC(2025, 5, 1)) : null,
      })
      .execute()
  }

  beforeAll(async () => {
    request.cookie = (await signInEditor(`lista-${dialect}`)).cookie
    midia = await addCategory(handle(), 'Mídia Paga', 'midia-paga')
    cases = await addCategory(handle(), 'Cases', 'cases')
    for (let i = 0; i < 55; i++) {
      const status: PostStatus = i % 3 === 0 ? 'published' : i % 3 === 1 ? 'draft' : 'archived'
      await addPost(`Post ${String(i).padStart(2, '0')}`, status, i % 2 ? midia : null, i)
    }
    await addPost('Ação de Mídia 100% eficaz', 'draft', cases, 100)
    await addPost('Guia de_mídia', 'published', cases, 101)
    await addPost('Planejamento \\ barra', 'published', null, 102)
  })

  it('pages 25 at a time, newest first, with the total and the page count', async () => {
    const first = await listAdminPosts({ page: 1 })
    expect(first).toMatchObject({ total: 58, page: 1, totalPages: 3 })
    expect(first.posts).toHaveLength(ADMIN_PAGE_SIZE)
    expect(first.posts.slice(0, 4).map((p) => p.title)).toEqual([
      'Planejamento \\ barra',
      'Guia de_mídia',
      'Ação de Mídia 100% eficaz',
      'Post 54',
    ])
    const second = await listAdminPosts({ page: 2 })
    const third = await listAdminPosts({ page: 3 })
    expect(third.posts).toHaveLength(8)
    const all = [...first.posts, ...second.posts, ...third.posts].map((p) => p.id)
    expect(new Set(all).size).toBe(58)
    expect(third.posts.at(-1)?.title).toBe('Post 00')
  })

  it('clamps a page past the end (or below 1) to a real page', async () => {
    expect((await listAdminPosts({ page: 99 })).page).toBe(3)
    expect((await listAdminPosts({ page: -4 })).page).toBe(1)
    expect(await listAdminPosts({ search: 'nada disso existe', page: 5 })).toEqual({
      posts: [],
      total: 0,
      page: 1,
      totalPages: 1,
    })
  })

  it('shows the category name, or null', async () => {
    const { posts } = await listAdminPosts({ search: 'Post 01' })
    expect(posts).toMatchObject([{ title: 'Post 01', categoryName: 'Mídia Paga', status: 'draft' }])
    const { posts: none } = await listAdminPosts({ search: 'Post 00' })
    expect(none[0]?.categoryName).toBeNull()
    expect(none[0]?.publishedAt).toBeInstanceOf(Date)
  })

  it('filters by status and by category, together and with the search', async () => {
    expect((await listAdminPosts({ status: 'published' })).total).toBe(19 + 2)
    expect((await listAdminPosts({ status: 'archived' })).total).toBe(18)
    expect((await listAdminPosts({ categoryId: cases })).posts.map((p) => p.title)).toEqual([
      'Guia de_mídia',
      'Ação de Mídia 100% eficaz',
    ])
    expect((await listAdminPosts({ categoryId: midia, status: 'draft' })).total).toBe(9)
    const combined = await listAdminPosts({ categoryId: cases, status: 'draft', search: 'midia' })
    expect(combined.posts.map((p) => p.title)).toEqual(['Ação de Mídia 100% eficaz'])
  })

  it('searches the title without accents or case, and takes % _ \\ literally', async () => {
    const titles = async (search: string) =>
      (await listAdminPosts({ search })).posts.map((p) => p.title)
    expect(await titles('acao')).toEqual(['Ação de Mídia 100% eficaz'])
    expect(await titles('AÇÃO DE MÍDIA')).toEqual(['Ação de Mídia 100% eficaz'])
    expect(await titles('100%')).toEqual(['Ação de Mídia 100% eficaz'])
    expect(await titles('%')).toEqual(['Ação de Mídia 100% eficaz'])
    expect(await titles('de_')).toEqual(['Guia de_mídia'])
    expect(await titles('_')).toEqual(['Guia de_mídia'])
    expect(await titles('\\')).toEqual(['Planejamento \\ barra'])
    expect(await titles('  ')).toHaveLength(25)
  })

  it('lists categories by name for the selects', async () => {
    expect((await listCategoryOptions()).map((c) => c.slug)).toEqual(['cases', 'midia-paga'])
  })
})
