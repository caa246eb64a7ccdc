import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { setupBrowser } from './support/browser'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
afterAll(() => database.destroy())

const FEATURED = [
  'o-que-e-martech-2026',
  'ia-em-midia-paga-guia-completo',
  'planejamento-de-midia-guia-definitivo',
]

function slugsIn(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} [data-post-card]`)
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-card') ?? ''))
}

/** Published slugs in the lists' order, newest publication first. */
async function publishedSlugs(categorySlug?: string): Promise<string[]> {
  let query = database.db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select('p.slug')
    .where('p.status', '=', 'published')
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
  if (categorySlug) query = query.where('c.slug', '=', categorySlug)
  return (await query.execute()).map((row) => row.slug)
}

describe('blog index', () => {
  it('shows the title, the intro, the featured posts once and the rest in the grid', async () => {
    const page = await fixture.newPage()
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    expect(await page.locator('h1').textContent()).toContain('Blog')
    expect((await page.locator('[data-blog-intro]').textContent())?.length).toBeGreaterThan(40)
    expect(await page.locator('[data-featured-posts] h2').textContent()).toBe('Destaques')
    expect((await slugsIn(page, '[data-featured-posts]')).sort()).toEqual([...FEATURED].sort())
    const grid = await slugsIn(page, '[data-post-grid]')
    expect(grid.some((slug) => FEATURED.includes(slug))).toBe(false)
    // The grid is the first page (12 a page) of the posts not featured.
    const rest = (await publishedSlugs()).filter((slug) => !FEATURED.includes(slug))
    expect(grid).toEqual(rest.slice(0, 12))
    const todos = page.locator('[data-category-tabs] a[data-tab="todos"]')
    expect(await todos.getAttribute('aria-current')).toBe('page')
    expect(await todos.getAttribute('href')).toBe('/blog')
  })

  it('renders cards with badge, pt-BR date, reading time, up to 3 tags and Ler mais', async () => {
    const page = await fixture.newPage()
    await page.goto('/blog')
    const cards = page.locator('[data-post-card]')
    expect(await cards.count()).toBe(7)
    for (const card of await cards.all()) {
      const slug = await card.getAttribute('data-post-card')
      expect(await card.locator('img').getAttribute('alt')).toBe(
        (await card.locator('h2, h3').textContent())?.trim(),
      )
      expect(
        (await card.locator('[data-category-badge]').first().textContent())?.length,
      ).toBeGreaterThan(2)
      expect(await card.locator('time').textContent()).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/)
      expect(await card.locator('[data-reading-time]').textContent()).toMatch(/\d+ min$/)
      expect((await card.locator('p.leading-relaxed').textContent())?.length).toBeGreaterThan(20)
      expect(await card.locator('[data-tags] li').count()).toBeLessThanOrEqual(3)
      const readMore = card.locator('a[data-read-more]')
      expect(await readMore.textContent()).toContain('Ler mais')
      expect(await readMore.getAttribute('href')).toBe(`/blog/post/${slug}`)
    }
    // The date, reading-time and arrow icons are stylesheet masks: drawn, 16 px, in the text colour.
    const icons = await cards
      .first()
      .locator('.icon-mask')
      .evaluateAll((spans) =>
        spans.map((span) => {
          const style = getComputedStyle(span)
          const box = span.getBoundingClientRect()
          return {
            mask: style.maskImage.startsWith('url("data:image/svg+xml'),
            size: `${box.width}x${box.height}`,
            painted: style.backgroundColor === style.color,
          }
        }),
      )
    expect(icons).toEqual(Array(3).fill({ mask: true, size: '16x16', painted: true }))
  })

  it('filters by a category tab with a shareable URL and no Destaques', async () => {
    const page = await fixture.newPage()
    await page.goto('/blog?categoria=planejamento')
    expect(await page.locator('[data-featured-posts]').count()).toBe(0)
    const tab = page.locator('[data-category-tabs] a[data-tab="planejamento"]')
    expect(await tab.getAttribute('aria-current')).toBe('page')
    expect(await page.locator('[data-category-tabs] a[aria-current]').count()).toBe(1)
    const slugs = await slugsIn(page, '[data-post-grid]')
    expect(slugs).toEqual((await publishedSlugs('planejamento')).slice(0, 12))
    for (const badge of await page
      .locator('[data-post-card] [data-category-badge]')
      .allTextContents())
      expect(badge).toBe('Planejamento')
  })

  it('switches tabs with the keyboard', async () => {
    const page = await fixture.newPage()
    await page.goto('/blog')
    // Pressed once the page is hydrated: the tab must work the same with scripts running.
    await page.waitForLoadState('networkidle')
    await page.locator('[data-category-tabs] a[data-tab="stack-martech"]').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/blog\?categoria=stack-martech$/, { waitUntil: 'commit' })
    await page.waitForSelector(
      '[data-category-tabs] a[data-tab="stack-martech"][aria-current="page"]',
    )
    expect((await slugsIn(page, '[data-post-grid]')).length).toBe(2)
  })

  it('says so when a category has no posts', async () => {
    const page = await fixture.newPage()
    await page.goto('/blog?categoria=cases')
    expect(await page.locator('[data-empty-message]').textContent()).toBe(
      'Nenhum artigo encontrado nesta categoria.',
    )
    expect(await page.locator('[data-post-card]').count()).toBe(0)
  })

  it('sends an unknown category tab back to the whole blog', async () => {
    const page = await fixture.newPage()
    await page.goto('/blog?categoria=nao-existe')
    await page.waitForURL(`${fixture.baseURL}/blog`)
    expect(await page.locator('[data-featured-posts]').count()).toBe(1)
  })

  it('serves each tab as a prerendered page and keeps its internal address private', async () => {
    const tab = await fetch(`${fixture.baseURL}/blog?categoria=martech`)
    expect(tab.status).toBe(200)
    // Shared-cacheable: prerendered, not rendered per request.
    expect(tab.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    expect(await tab.text()).toContain('aria-current="page" data-tab="martech"')
    const internal = await fetch(`${fixture.baseURL}/blog/aba/martech`, { redirect: 'manual' })
    expect(internal.status).toBe(308)
    expect(internal.headers.get('location')).toBe('/blog?categoria=martech')
  })

  it('lists the first 3 posts as related on the index', async () => {
    const page = await fixture.newPage()
    await page.goto('/blog')
    const related = page.locator('[data-related-posts] li')
    expect(await related.count()).toBe(3)
    expect(await page.locator('[data-ai-planner-card] a').getAttribute('href')).toBe('/ai-planner')
  })
})

describe('category page', () => {
  it('shows breadcrumb, name, description and the category posts', async () => {
    const page = await fixture.newPage()
    const response = await page.goto('/blog/categoria/stack-martech')
    expect(response?.status()).toBe(200)
    const crumbs = page.locator('[data-breadcrumb] a')
    expect(await crumbs.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/',
      '/blog',
    ])
    expect(await page.locator('h1').textContent()).toBe('Stack Martech')
    expect((await page.locator('[data-blog-intro]').textContent())?.length).toBeGreaterThan(10)
    const slugs = await slugsIn(page, '[data-post-grid]')
    expect(slugs.sort()).toEqual((await publishedSlugs('stack-martech')).sort())
    expect(slugs).toHaveLength(2)
  })

  it('says so when the category is empty', async () => {
    const page = await fixture.newPage()
    await page.goto('/blog/categoria/cases')
    expect(await page.locator('[data-empty-message]').textContent()).toBe(
      'Nenhum artigo encontrado nesta categoria ainda.',
    )
  })
})
