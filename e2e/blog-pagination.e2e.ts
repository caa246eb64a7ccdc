import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { fitProblems, PHONE_WIDTHS, phoneContext, spilledText } from './support/phone-fit'
import { validateHtml } from './support/vnu'
import { formatHtmlErrors } from './support/vnu-report'

/*
 * 12 posts a page at /pagina/n, each page with its own canonical, rel=prev/next
 * in the head, a visible pager and "Página n de N" for screen readers. The posts go straight
 * into the table, so the cached pages are expired the way another process does it (rows in
 * cache_tag_expirations, which the server polls).
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const run = randomUUID().slice(0, 8)
const CATEGORY = `e2e-paginas-${run}`
const categoryId = randomUUID()
const postIds: string[] = []
const POSTS = 26 // 12 + 12 + 2: three pages

beforeAll(async () => {
  await database.db
    .insertInto('blog_categories')
    .values({ id: categoryId, name: `Páginas ${run}`, slug: CATEGORY })
    .execute()
  // Older than the launch posts, so the index's first page keeps them.
  const oldest = Date.UTC(2020, 0, 1)
  const rows = Array.from({ length: POSTS }, (_, n) => {
    const id = randomUUID()
    postIds.push(id)
    const slug = `e2e-pagina-${run}-${String(n).padStart(2, '0')}`
    return {
      id,
      title: `Artigo paginado ${n}`,
      search_title: `artigo paginado ${n}`,
      slug,
      description: 'Artigo inserido pelo teste de paginação.',
      content: '<p>x</p>',
      reading_time: 1,
      status: 'published' as const,
      featured: false,
      category_id: categoryId,
      published_at: new Date(oldest + n * 60_000),
      author_name: 'Teste E2E',
    }
  })
  await database.db.insertInto('blog_posts').values(rows).execute()
  await expireSiteCaches(database.db)
})

afterAll(async () => {
  await database.db.deleteFrom('blog_posts').where('id', 'in', postIds).execute()
  await database.db.deleteFrom('blog_categories').where('id', '=', categoryId).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

async function status(path: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${fixture.baseURL}${path}`, { redirect: 'manual' })
  const location = response.headers.get('location')?.split(', ')[0] ?? null
  await response.body?.cancel()
  return {
    status: response.status,
    location: location ? new URL(location, fixture.baseURL).pathname : null,
  }
}

/** The page's canonical, rel=prev and rel=next as paths (null when absent), read from <head>. */
async function headLinks(page: Page) {
  return page.evaluate(() => {
    const href = (rel: string) => {
      const link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)
      return link ? new URL(link.href).pathname : null
    }
    return { canonical: href('canonical'), prev: href('prev'), next: href('next') }
  })
}

const cards = (page: Page) =>
  page
    .locator('[data-post-grid] [data-post-card]')
    .evaluateAll((list) => list.map((card) => card.getAttribute('data-post-card') ?? ''))

async function expectQualityGates(page: Page, path: string): Promise<void> {
  await expectNoSeriousAxeViolations(page, path)
  const html = await (await fetch(`${fixture.baseURL}${path}`)).text()
  const errors = await validateHtml({ 'pagina.html': html })
  if (errors.length > 0) throw new Error(formatHtmlErrors(errors))
}

describe('blog pagination', () => {
  it('walks a category 12 at a time with canonicals, prev/next and the pager', async () => {
    const base = `/blog/categoria/${CATEGORY}`
    const page = await fixture.newPage()
    expect((await page.goto(base))?.status()).toBe(200)
    const first = await cards(page)
    expect(first).toHaveLength(12)
    expect(first[0]).toBe(`e2e-pagina-${run}-25`)
    expect(await headLinks(page)).toEqual({ canonical: base, prev: null, next: `${base}/pagina/2` })
    const pager = page.locator('nav[aria-label="Paginação"]')
    expect(await pager.locator('[data-page-position]').textContent()).toBe('Página 1 de 3')
    expect(await pager.locator('a[aria-current="page"]').textContent()).toBe('1')

    await pager.getByRole('link', { name: 'Próxima' }).click()
    await page.waitForURL(`**${base}/pagina/2`)
    const second = await cards(page)
    expect(second).toHaveLength(12)
    expect(second.some((slug) => first.includes(slug))).toBe(false)
    expect(await headLinks(page)).toEqual({
      canonical: `${base}/pagina/2`,
      prev: base,
      next: `${base}/pagina/3`,
    })
    expect(await pager.locator('[data-page-position]').textContent()).toBe('Página 2 de 3')
    expect(await page.title()).toContain('página 2')
    // The quality gates of every public page (page-inventory.ts sends the paginated routes here).
    await expectQualityGates(page, `${base}/pagina/2`)

    await pager.getByRole('link', { name: 'Página 3 de 3' }).click()
    await page.waitForURL(`**${base}/pagina/3`)
    expect(await cards(page)).toEqual([`e2e-pagina-${run}-01`, `e2e-pagina-${run}-00`])
    expect(await headLinks(page)).toEqual({
      canonical: `${base}/pagina/3`,
      prev: `${base}/pagina/2`,
      next: null,
    })
  })

  it('pages the index past the launch posts and keeps one address per page', async () => {
    const page = await fixture.newPage()
    await page.goto('/blog')
    // 7 launch posts (3 of them in Destaques) and 26 more: 30 in the grid, 3 pages.
    expect(await cards(page)).toHaveLength(12)
    expect(await headLinks(page)).toEqual({
      canonical: '/blog',
      prev: null,
      next: '/blog/pagina/2',
    })
    expect(await page.locator('[data-page-position]').textContent()).toBe('Página 1 de 3')
    // Built as a 404 while the seven launch posts fit on one page: a publish must revive it.
    expect((await page.goto('/blog/pagina/2'))?.status()).toBe(200)
    expect(await cards(page)).toHaveLength(12)
    await expectQualityGates(page, '/blog/pagina/2')
    await page.goto('/blog/pagina/3')
    expect(await page.locator('[data-featured-posts]').count()).toBe(0)
    expect(await cards(page)).toHaveLength(6)
    expect(await headLinks(page)).toEqual({
      canonical: '/blog/pagina/3',
      prev: '/blog/pagina/2',
      next: null,
    })
  })

  it('fits a phone on every paginated page (the pager included)', async () => {
    const problems: string[] = []
    for (const width of PHONE_WIDTHS) {
      const context = await phoneContext(fixture.browser(), fixture.baseURL, {
        width,
        decided: true,
      })
      try {
        const page = await context.newPage()
        for (const path of ['/blog/pagina/2', `/blog/categoria/${CATEGORY}/pagina/2`]) {
          await page.goto(path, { waitUntil: 'load' })
          await page.locator('nav[aria-label="Paginação"]').waitFor()
          const found = [...(await fitProblems(page, width)), ...(await spilledText(page))]
          problems.push(...found.map((problem) => `${width} px ${path}: ${problem}`))
        }
      } finally {
        await context.close()
      }
    }
    expect(problems).toEqual([])
  })

  it('answers page 1 with a 308 to the plain address and a page that is not one with a 404', async () => {
    const base = `/blog/categoria/${CATEGORY}`
    expect(await status('/blog/pagina/1')).toEqual({ status: 308, location: '/blog' })
    expect(await status(`${base}/pagina/1`)).toEqual({ status: 308, location: base })
    for (const path of [
      '/blog/pagina/4',
      '/blog/pagina/02',
      '/blog/pagina/abc',
      '/blog/pagina/0',
      `${base}/pagina/4`,
      `${base}/pagina/-1`,
    ])
      expect((await status(path)).status, path).toBe(404)
  })
})
