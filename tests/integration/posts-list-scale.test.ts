import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { PostStatus } from '@/server/db/types'
import { listAdminPosts } from '@/server/posts/queries'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { addCategory, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

const POSTS = 10_000
const STATUSES: PostStatus[] = ['published', 'draft', 'archived']

describe.each(TEST_DIALECTS)('admin posts list with 10,000 posts on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const categories: string[] = []

  beforeAll(async () => {
    request.cookie = (await signInEditor(`escala-${dialect}`)).cookie
    for (let c = 0; c < 6; c++) categories.push(await addCategory(handle(), `Cat ${c}`, `cat-${c}`))
    const start = Date.UTC(2020, 0, 1)
    const body = `<p>${'palavra '.repeat(2500)}</p>`
    for (let batch = 0; batch < POSTS / 500; batch++) {
      const rows = Array.from({ length: 500 }, (_, j) => {
        const i = batch * 500 + j
        return {
          id: randomUUID(),
          title: `Artigo ${i} sobre mídia paga`,
          search_title: `artigo ${i} sobre midia paga`,
          slug: `artigo-${i}`,
          // Real bodies: the list must not read them.
          content: body,
          reading_time: 13,
          status: STATUSES[i % 3],
          category_id: categories[i % 6] ?? null,
          created_at: new Date(start + i * 3_600_000),
        }
      })
      await handle().db.insertInto('blog_posts').values(rows).execute()
    }
    // What autovacuum would have done by the time a real table reached this size.
    if (dialect === 'postgres') await sql`analyze blog_posts`.execute(handle().db)
  }, 180_000)

  // Speed itself is measured by `npm run bench` (the admin part), never by a timed test: here
  // each kind of request must return the right slice, and the plans below must use indexes.
  it('answers every kind of list request with the right total and page', async () => {
    const draft = Math.floor((POSTS + 1) / 3) // i % 3 === 1
    const inCategory = (c: number) => Math.floor((POSTS - 1 - c) / 6) + 1
    const cases = [
      { filters: {}, total: POSTS },
      { filters: { page: 200 }, total: POSTS },
      { filters: { status: 'draft' as const }, total: draft },
      { filters: { categoryId: categories[2], page: 30 }, total: inCategory(2) },
      // Category 3 (i % 6 === 3) is all published; category 4 (i % 6 === 4) all drafts.
      {
        filters: { status: 'published' as const, categoryId: categories[3] },
        total: inCategory(3),
      },
      { filters: { status: 'published' as const, categoryId: categories[4] }, total: 0 },
      { filters: { search: 'artigo 99' }, total: 111 },
      { filters: { search: '%', status: 'archived' as const }, total: 0 },
    ]
    for (const { filters, total } of cases) {
      const result = await listAdminPosts(filters)
      expect(result.total, JSON.stringify(filters)).toBe(total)
      expect(result.posts.length).toBe(
        Math.min(25, Math.max(0, total - 25 * ((filters.page ?? 1) - 1))),
      )
      const times = result.posts.map((post) => post.createdAt.getTime())
      expect(times).toEqual([...times].sort((a, b) => b - a))
    }
  })

  it('returns the right page of the right rows', async () => {
    const last = await listAdminPosts({ page: 400 })
    expect(last).toMatchObject({ total: POSTS, page: 400, totalPages: 400 })
    expect(last.posts.at(-1)?.title).toBe('Artigo 0 sobre mídia paga')
    const search = await listAdminPosts({ search: 'artigo 9999 ' })
    expect(search.posts.map((p) => p.title)).toEqual(['Artigo 9999 sobre mídia paga'])
  })

  it.runIf(dialect === 'sqlite')('finds the page ids in an index alone', async () => {
    const plan = async (where: string) => {
      const rows = await sql<{ detail: string }>`explain query plan
        select p.id from blog_posts p ${sql.raw(where)}
        order by p.created_at desc, p.id desc limit 25 offset 100`.execute(handle().db)
      return rows.rows.map((row) => row.detail).join(' | ')
    }
    const category = `'${categories[1]}'`
    for (const where of [
      '',
      "where p.status = 'draft'",
      `where p.category_id = ${category}`,
      `where p.status = 'draft' and p.category_id = ${category}`,
    ]) {
      const detail = await plan(where)
      expect(detail).toMatch(/USING COVERING INDEX blog_posts_/)
      expect(detail).not.toMatch(/TEMP B-TREE/)
    }
    // A substring search scans, but reads the search column from its index or the row's
    // start, never the body's overflow pages: the count uses the narrow search_title index.
    const count = await sql<{ detail: string }>`explain query plan
      select count(*) from blog_posts p where p.search_title like '%artigo 9%' escape '\\'`.execute(
      handle().db,
    )
    expect(count.rows.map((row) => row.detail).join(' | ')).toMatch(
      /COVERING INDEX blog_posts_search_title_idx/,
    )
  })
})
