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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

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

  it('answers every kind of list request fast at the 95th percentile', async () => {
    const requests = [
      {},
      { page: 200 },
      { page: 400 },
      { status: 'draft' as const },
      { categoryId: categories[2], page: 30 },
      { status: 'published' as const, categoryId: categories[3] },
      { search: 'artigo 99' },
      { search: '%', status: 'archived' as const },
    ]
    for (const filters of requests) await listAdminPosts(filters)
    const timings: number[] = []
    for (let round = 0; round < 10; round++) {
      for (const filters of requests) {
        const begin = performance.now()
        const result = await listAdminPosts(filters)
        timings.push(performance.now() - begin)
        expect(result.posts.length).toBeLessThanOrEqual(25)
      }
    }
    const p95 = percentile(timings, 95)
    console.info(
      `listAdminPosts on ${dialect}: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    )
    // The budget is 50 ms on SQLite (measured 5-25 ms here). PostgreSQL answers over
    // a socket, session check included, on a test machine shared with builds: a looser bound.
    expect(p95).toBeLessThan(dialect === 'sqlite' ? 50 : 200)
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
