import { afterAll, describe, expect, it } from 'vitest'
import { setupBrowser } from './support/browser'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
afterAll(() => database.destroy())

const SLUG = 'planejamento-de-midia-guia-definitivo'
const PATH = `/blog/post/${SLUG}`

type Node = Record<string, unknown>

async function seededPost() {
  return database.db
    .selectFrom('blog_posts as p')
    .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select(['p.title', 'p.author_name', 'p.reading_time', 'c.name as category', 'c.slug as cat'])
    .where('p.slug', '=', SLUG)
    .executeTakeFirstOrThrow()
}

async function publishedCounts(): Promise<Record<string, number>> {
  const rows = await database.db
    .selectFrom('blog_categories as c')
    .leftJoin('blog_posts as p', (join) =>
      join.onRef('p.category_id', '=', 'c.id').on('p.status', '=', 'published'),
    )
    .select(['c.slug', (eb) => eb.fn.count<number>('p.id').as('count')])
    .groupBy('c.slug')
    .execute()
  return Object.fromEntries(rows.map((row) => [row.slug, Number(row.count)]))
}

describe('post page', () => {
  it('shows breadcrumb, header, tags and the body', async () => {
    const post = await seededPost()
    const page = await fixture.newPage()
    const response = await page.goto(PATH)
    expect(response?.status()).toBe(200)
    const links = page.locator('[data-breadcrumb] a')
    expect(await links.allTextContents()).toEqual(['Home', 'Blog', post.category])
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/',
      '/blog',
      `/blog/categoria/${post.cat}`,
    ])
    expect(await page.locator('[data-breadcrumb] [aria-current="page"]').textContent()).toBe(
      post.title,
    )
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.locator('h1').textContent()).toBe(post.title)
    expect(await page.locator('[data-post-author]').textContent()).toContain(post.author_name)
    const article = page.locator('article').first()
    expect(await article.locator('[data-category-badge]').textContent()).toBe(post.category)
    expect(await article.locator('time').textContent()).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/)
    expect(await article.locator('[data-reading-time]').textContent()).toContain(
      `${post.reading_time} min`,
    )
    expect(await article.locator('[data-tags] li').count()).toBeGreaterThan(0)
    const hero = article.locator('img').first()
    expect(await hero.getAttribute('alt')).toBe(post.title)
    expect(await hero.getAttribute('width')).toBe('1200')
    expect(await hero.getAttribute('height')).toBe('630')
    expect(await page.locator('[data-article-body] h2').count()).toBeGreaterThan(2)
  })

  it('has a sidebar with published counts, related posts and the AI Planner card', async () => {
    const post = await seededPost()
    const counts = await publishedCounts()
    const page = await fixture.newPage()
    await page.goto(PATH)
    const sidebar = page.locator('[data-blog-sidebar]')
    const items = sidebar.locator('[data-sidebar-categories] a')
    expect(await items.count()).toBe(Object.keys(counts).length)
    for (const item of await items.all()) {
      const slug = (await item.getAttribute('data-category-slug')) ?? ''
      expect(await item.getAttribute('href')).toBe(`/blog/categoria/${slug}`)
      expect(Number(await item.locator('[data-count]').innerText())).toBe(counts[slug])
    }
    const related = await sidebar
      .locator('[data-related-posts] li')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-related-slug') ?? ''))
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(3)
    expect(related).not.toContain(SLUG)
    const sameCategory = await database.db
      .selectFrom('blog_posts as p')
      .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
      .select('p.slug')
      .where('c.slug', '=', post.cat)
      .where('p.status', '=', 'published')
      .execute()
    for (const slug of related) expect(sameCategory.map((row) => row.slug)).toContain(slug)
    expect(await sidebar.locator('[data-ai-planner-card] a').getAttribute('href')).toBe(
      '/ai-planner',
    )
  })

  it('publishes Article and BreadcrumbList JSON-LD and article Open Graph tags', async () => {
    const post = await seededPost()
    const page = await fixture.newPage()
    await page.goto(PATH)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const nodes = scripts.flatMap((text) => [JSON.parse(text)].flat() as Node[])
    const article = nodes.find((node) => node['@type'] === 'Article')
    expect(article?.headline).toBe(post.title)
    expect(article?.url).toBe(`${fixture.baseURL}${PATH}`)
    expect(article?.author).toEqual({ '@type': 'Person', name: post.author_name })
    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')
    const items = crumbs?.itemListElement as { item: string }[]
    expect(items.map((item) => item.item)).toEqual([
      `${fixture.baseURL}/`,
      `${fixture.baseURL}/blog`,
      `${fixture.baseURL}/blog/categoria/${post.cat}`,
      `${fixture.baseURL}${PATH}`,
    ])
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).first().getAttribute('content')
    expect(await meta('og:type')).toBe('article')
    expect(await meta('article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(await meta('article:modified_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(await meta('article:author')).toBe(post.author_name)
    // Its cover cut to a 1200×630 JPEG (share-images.e2e.ts), drawn by the server's sweep.
    await expect
      .poll(
        async () => (await (await fetch(`${fixture.baseURL}${PATH}`)).text()).includes('.jpg"'),
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true)
    await page.reload()
    expect(await meta('og:image')).toMatch(
      new RegExp(`^${fixture.baseURL}/api/uploads/blog-images/[0-9a-f]{32}\\.jpg$`),
    )
    expect(await meta('og:image:type')).toBe('image/jpeg')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${fixture.baseURL}${PATH}`,
    )
  })
})
