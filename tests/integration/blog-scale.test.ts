import { randomUUID } from 'node:crypto'
import type { Insertable } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { FEED_POST_LIMIT, buildRssFeed } from '@/lib/feed'
import { POSTS_PER_PAGE, pageCount } from '@/lib/pagination'
import { sitemapEntries } from '@/lib/sitemap-entries'
import { SITEMAP_URL_LIMIT, sitemapDocument } from '@/lib/sitemap-xml'
import {
  listCategoriesWithCounts,
  listNewestPublished,
  listPublishedPage,
  listSitemapPosts,
} from '@/server/blog/public-posts'
import type { Database } from '@/server/db/types'
import type { DatabaseHandle } from '@/server/db/connection'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const SITE = 'https://www.midiaplan.com.br'
const base = Date.UTC(2024, 0, 1)

type PostInsert = Insertable<Database['blog_posts']>

function post(n: number, fields: Partial<PostInsert> = {}): PostInsert {
  const slug = `post-${String(n).padStart(5, '0')}`
  const date = new Date(base + n * 60_000)
  return {
    id: randomUUID(),
    title: slug,
    search_title: slug,
    slug,
    content: '<p>x</p>',
    reading_time: 1,
    status: 'published',
    featured: false,
    category_id: null,
    published_at: date,
    created_at: date,
    updated_at: date,
    ...fields,
  }
}

/** One multi-row insert per 500 posts: thousands of posts in a second or two on either database. */
async function bulkInsert(handle: DatabaseHandle, rows: PostInsert[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500)
    await handle.db
      .insertInto('blog_posts')
      .values(rows.slice(start, start + 500))
      .execute()
}

async function sitemapXml(handle: DatabaseHandle, part: number | null) {
  const [posts, categories] = await Promise.all([
    listSitemapPosts(handle.db),
    listCategoriesWithCounts(handle.db),
  ])
  return sitemapDocument(SITE, sitemapEntries(SITE, posts, categories), part)
}

const count = (xml: string | null | undefined, tag: string) => xml?.split(`<${tag}>`).length ?? 0

describe.each(TEST_DIALECTS)('the blog at scale on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const categoryId = randomUUID()

  beforeAll(async () => {
    await handle()
      .db.insertInto('blog_categories')
      .values({ id: categoryId, name: 'Cases', slug: 'cases' })
      .execute()
    // 30 published in 'cases' (the 3 newest of them featured), 5 uncategorized, and drafts
    // and archived posts that no list may show.
    await bulkInsert(handle(), [
      ...Array.from({ length: 30 }, (_, n) =>
        post(n, { category_id: categoryId, featured: n >= 27 }),
      ),
      ...Array.from({ length: 5 }, (_, n) => post(100 + n)),
      post(200, { status: 'draft', published_at: null, category_id: categoryId }),
      post(201, { status: 'archived', category_id: categoryId }),
    ])
  })

  it('pages the index 12 at a time over the posts not featured, newest first, without overlap', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => listPublishedPage(handle().db, { page, perPage: POSTS_PER_PAGE })),
    )
    // 35 published, 3 featured (they open page 1 as 'Destaques'): 32 in the grid.
    expect(pages.map((p) => p.total)).toEqual([32, 32, 32, 32])
    expect(pageCount(32)).toBe(3)
    expect(pages.map((p) => p.posts.length)).toEqual([12, 12, 8, 0])
    const slugs = pages.flatMap((p) => p.posts.map((item) => item.slug))
    expect(new Set(slugs).size).toBe(32)
    expect(slugs[0]).toBe('post-00104')
    expect(slugs).not.toContain('post-00029')
    expect(slugs).not.toContain('post-00200')
    expect(slugs).not.toContain('post-00201')
    expect(slugs).toEqual([...slugs].sort().reverse())
  })

  it('pages a category over all its published posts, featured ones included', async () => {
    const first = await listPublishedPage(handle().db, {
      categorySlug: 'cases',
      page: 1,
      perPage: POSTS_PER_PAGE,
    })
    const last = await listPublishedPage(handle().db, {
      categorySlug: 'cases',
      page: 3,
      perPage: POSTS_PER_PAGE,
    })
    expect(first.total).toBe(30)
    expect(first.posts.map((p) => p.slug).slice(0, 2)).toEqual(['post-00029', 'post-00028'])
    expect(first.posts.every((p) => p.category?.slug === 'cases')).toBe(true)
    expect(last.posts.map((p) => p.slug)).toEqual([
      'post-00005',
      'post-00004',
      'post-00003',
      'post-00002',
      'post-00001',
      'post-00000',
    ])
  })

  it('keeps the newest 50 posts in the feed', async () => {
    await bulkInsert(
      handle(),
      Array.from({ length: 30 }, (_, n) => post(300 + n)),
    )
    const posts = await listNewestPublished(handle().db, FEED_POST_LIMIT)
    const xml = buildRssFeed(
      { siteUrl: SITE, title: 'Blog', description: 'd', feedUrl: `${SITE}/blog/rss.xml` },
      posts,
    )
    expect(count(xml, 'item') - 1).toBe(50)
    expect(xml.indexOf('post-00329')).toBeLessThan(xml.indexOf('post-00328'))
    expect(xml).not.toContain('post-00000<')
  })

  it('is one sitemap up to 5,000 addresses and a sitemap index past them', async () => {
    // 7 static pages, /blog and one category are listed besides the posts.
    const published = 65
    const toLimit = SITEMAP_URL_LIMIT - 9 - published
    await bulkInsert(
      handle(),
      Array.from({ length: toLimit }, (_, n) => post(1000 + n)),
    )
    const whole = await sitemapXml(handle(), null)
    expect(whole).toContain('<urlset')
    expect(count(whole, 'url') - 1).toBe(SITEMAP_URL_LIMIT)
    expect(await sitemapXml(handle(), 1)).toBeNull()

    await bulkInsert(handle(), [post(9000)])
    const index = await sitemapXml(handle(), null)
    expect(index).toContain('<sitemapindex')
    expect(index).toContain(`<loc>${SITE}/sitemap/1.xml</loc>`)
    expect(index).toContain(`<loc>${SITE}/sitemap/2.xml</loc>`)
    expect(count(index, 'sitemap') - 1).toBe(2)
    const [part1, part2, part3] = await Promise.all(
      [1, 2, 3].map((part) => sitemapXml(handle(), part)),
    )
    expect(count(part1, 'url') - 1).toBe(SITEMAP_URL_LIMIT)
    expect(count(part2, 'url') - 1).toBe(1)
    expect(part3).toBeNull()
    const urls = [...`${part1}${part2}`.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(new Set(urls).size).toBe(SITEMAP_URL_LIMIT + 1)
    expect(urls).toContain(`${SITE}/blog/post/post-09000`)
    expect(`${part1}${part2}`).not.toContain('post-00200')
  })
})
