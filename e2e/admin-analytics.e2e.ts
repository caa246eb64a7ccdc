import { readFile } from 'node:fs/promises'
import { sql } from 'kysely'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addDays, dayOf, dayStartMs } from '@/lib/analytics/day'
import { signedInPages } from './support/admin-panel'
import {
  analyticsVisitors,
  liveVisitorsInDatabase,
  waitForEvents,
} from './support/analytics-visits'
import { resetRateLimits } from './support/auth'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { SEEDED_POST } from './support/page-inventory'
import { expectFits, phoneContext } from './support/phone-fit'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { newVisitor, closeVisitors } = analyticsVisitors(fixture)

/** This run's own campaign: other files' visits never carry it, so its figures are exact. */
const CAMPAIGN = `lancamento-${Date.now().toString(36)}`
const ARTICLE = `/blog/post/${SEEDED_POST}`
const KPIS = ['visitors', 'views', 'visits', 'completeReads'] as const

let admin: Page

beforeEach(resetRateLimits)

beforeAll(async () => {
  admin = await openAs(E2E_ADMIN)
})

afterAll(async () => {
  await closeVisitors()
  await closeContexts()
  await database.destroy()
})

async function openDashboard(page: Page, search: string): Promise<void> {
  await page.goto(`/admin/analises${search}`)
  await page.locator('[data-analytics-kpis]').waitFor()
}

async function kpis(page: Page): Promise<Record<(typeof KPIS)[number], number>> {
  const values = await Promise.all(
    KPIS.map(async (key) =>
      Number(await page.locator(`[data-kpi="${key}"]`).getAttribute('data-kpi-value')),
    ),
  )
  return Object.fromEntries(KPIS.map((key, i) => [key, values[i] ?? NaN])) as Record<
    (typeof KPIS)[number],
    number
  >
}

/** A table's rows: first cell's filter value → the other cells by heading. */
async function tableRows(
  page: Page,
  slug: string,
): Promise<Record<string, Record<string, string>>> {
  const table = page.locator(`[data-analytics-table="${slug}"]`)
  // No visit in the period: the empty state stands in for the tables.
  if ((await table.count()) === 0) return {}
  return table.evaluate((section) => {
    const rows: Record<string, Record<string, string>> = {}
    for (const row of section.querySelectorAll('tr[data-analytics-row]')) {
      const cells: Record<string, string> = {}
      for (const cell of row.querySelectorAll('td[data-column]'))
        cells[cell.getAttribute('data-column') ?? ''] = cell.textContent?.trim() ?? ''
      rows[row.getAttribute('data-analytics-row') ?? ''] = cells
    }
    return rows
  })
}

async function sourceVisitors(page: Page, source: string): Promise<number> {
  return Number((await tableRows(page, 'fontes'))[source]?.Visitantes ?? 0)
}

async function seededPost() {
  return db
    .selectFrom('blog_posts')
    .select(['id', 'title'])
    .where('slug', '=', SEEDED_POST)
    .executeTakeFirstOrThrow()
}

describe('the Análises dashboard', () => {
  let before: Awaited<ReturnType<typeof kpis>>
  let linkedInBefore = 0
  let emailBefore = 0

  it('counts real visits, their sources and campaign, exactly', async () => {
    // Whatever an earlier file left in the server's buffer is written within a second.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await openDashboard(admin, '?period=hoje')
    before = await kpis(admin)
    linkedInBefore = await sourceVisitors(admin, 'LinkedIn')
    emailBefore = await sourceVisitors(admin, 'E-mail')
    const start = Date.now()

    // A: from a newsletter, reads the whole article, then opens the planner's page.
    const a = await newVisitor()
    await a.goto(`/?utm_source=newsletter&utm_campaign=${CAMPAIGN}`, {
      referer: 'https://www.linkedin.com/',
    })
    await waitForEvents(db, 'view', start, 1)
    await a.goto(ARTICLE)
    await waitForEvents(db, 'view', start, 2)
    await a.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await a.waitForTimeout(300)
    // Leaving the article sends its read. Headless Chromium drops a beacon sent from a real
    // navigation's pagehide, so the event the script listens to is fired here, then the reader
    // moves on.
    await a.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    await waitForEvents(db, 'engagement', start, 1)
    await a.goto('/ai-planner')
    await waitForEvents(db, 'view', start, 3)
    // B: the same campaign from LinkedIn; C: LinkedIn with no campaign.
    const b = await newVisitor()
    await b.goto(`/blog?utm_source=linkedin&utm_campaign=${CAMPAIGN}`)
    await waitForEvents(db, 'view', start, 4)
    const c = await newVisitor()
    await c.goto('/planejamento-de-midia', { referer: 'https://www.linkedin.com/feed/' })
    await waitForEvents(db, 'view', start, 5)

    await openDashboard(admin, `?period=hoje&filtro=campaign:${CAMPAIGN}`)
    expect(await admin.locator('[data-analytics-filter]').textContent()).toContain(
      `Filtrando por: Campanha = ${CAMPAIGN}`,
    )
    expect(await kpis(admin)).toMatchObject({ visitors: 2, views: 4, visits: 2 })
    expect(await tableRows(admin, 'fontes')).toEqual({
      'E-mail': { Visitantes: '1', Visitas: '1', Visualizações: '3' },
      LinkedIn: { Visitantes: '1', Visitas: '1', Visualizações: '1' },
    })
    expect(await tableRows(admin, 'campanhas')).toEqual({
      [CAMPAIGN]: { Visitantes: '2', Visitas: '2', Visualizações: '4' },
    })
    const pages = await tableRows(admin, 'paginas')
    expect(Object.keys(pages).sort()).toEqual(['/', '/ai-planner', '/blog', ARTICLE].sort())
    for (const page of Object.values(pages)) expect(page.Visualizações).toBe('1')
    const post = await seededPost()
    expect((await tableRows(admin, 'posts'))[String(post.id)]).toMatchObject({
      Visualizações: '1',
      Visitantes: '1',
    })
    // The chart's table: hours of the day that add up to the same views.
    await admin.locator('[data-series-table] summary').click()
    const views = await admin.locator('[data-series-row] td:nth-of-type(2)').allTextContents()
    expect(views.length).toBeGreaterThan(0)
    expect(views.length).toBeLessThanOrEqual(24)
    expect(views.reduce((sum, text) => sum + Number(text), 0)).toBe(4)
    await admin.locator('[data-analytics-chart] svg.recharts-surface').first().waitFor()
    await expectNoSeriousAxeViolations(admin, '/admin/analises filtered, with data')

    await openDashboard(admin, '?period=hoje')
    expect(await kpis(admin)).toEqual({
      visitors: before.visitors + 3,
      views: before.views + 5,
      visits: before.visits + 3,
      completeReads: before.completeReads + 1,
    })
    expect(await sourceVisitors(admin, 'LinkedIn')).toBe(linkedInBefore + 2)
    expect(await sourceVisitors(admin, 'E-mail')).toBe(emailBefore + 1)
  })

  it('filters the whole dashboard by a clicked row and clears the filter', async () => {
    await openDashboard(admin, '?period=hoje')
    await admin
      .locator(`[data-analytics-table="campanhas"] tr[data-analytics-row="${CAMPAIGN}"] a`)
      .click()
    await admin.waitForURL((url) => url.searchParams.get('filtro') === `campaign:${CAMPAIGN}`)
    await admin.locator('[data-analytics-filter]').waitFor()
    expect(new URL(admin.url()).searchParams.get('period')).toBe('hoje')
    expect(await kpis(admin)).toMatchObject({ visitors: 2, views: 4, visits: 2 })

    await admin.getByRole('link', { name: `Remover o filtro Campanha = ${CAMPAIGN}` }).click()
    await admin.waitForURL((url) => !url.searchParams.has('filtro'))
    await admin.locator('[data-analytics-filter]').waitFor({ state: 'detached' })
    expect((await kpis(admin)).visitors).toBeGreaterThanOrEqual(3)
  })

  it('a custom range of today shows what Hoje shows', async () => {
    await openDashboard(admin, '?period=hoje')
    const today = await kpis(admin)
    const day = dayOf(Date.now())
    await admin.locator('[data-period-picker] summary').click()
    await admin.getByLabel('De', { exact: true }).fill(day)
    await admin.getByLabel('Até', { exact: true }).fill(day)
    await admin.getByRole('button', { name: 'Aplicar' }).click()
    await admin.waitForURL((url) => url.searchParams.get('period') === 'personalizado')
    expect(new URL(admin.url()).searchParams.get('de')).toBe(day)
    await admin.locator('[data-analytics-kpis]').waitFor()
    expect((await kpis(admin)).visitors).toBe(today.visitors)
  })

  it('exports a table as CSV with the figures shown, and audits it', async () => {
    await openDashboard(admin, `?period=hoje&filtro=campaign:${CAMPAIGN}`)
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.locator('[data-analytics-export="campanhas"]').click(),
    ])
    const path = await download.path()
    expect(await readFile(path, 'utf8')).toBe(
      `\uFEFFCampanha;Visitantes;Visitas;Visualizações\r\n${CAMPAIGN};2;2;4\r\n`,
    )
    const entry = await db
      .selectFrom('audit_log')
      .select(['actor_email', 'details'])
      .where('action', '=', 'analytics.exported')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(entry.actor_email).toBe(E2E_ADMIN.email)
    expect(JSON.parse(entry.details ?? '{}')).toMatchObject({
      tabela: 'Campanhas (UTM)',
      filtro: `Campanha = ${CAMPAIGN}`,
      linhas: 1,
    })

    const unknown = await admin.request.get('/api/analytics/export?tabela=senhas')
    expect(unknown.status()).toBe(400)
    expect(await unknown.text()).toContain('Tabela desconhecida')
  })

  it('shows "Agora" and updates it without a reload', async () => {
    // The page's own clock, so its 15 s poll comes at once instead of after 15 real seconds.
    await admin.clock.install()
    await openDashboard(admin, '?period=hoje')
    const shown = async () =>
      Number(await admin.locator('[data-live-visitors]').getAttribute('data-live-visitors'))
    const first = await shown()
    expect(first).toBeGreaterThanOrEqual(3)
    expect(first).toBe(await liveVisitorsInDatabase(db))

    const start = Date.now()
    const d = await newVisitor()
    await d.goto('/termos-uso')
    await waitForEvents(db, 'view', start, 1)
    const expected = await liveVisitorsInDatabase(db)
    expect(expected).toBeGreaterThan(first)
    // Polled every 15 s while the tab is visible: nothing changes before, the figure after.
    await admin.clock.runFor(14_000)
    expect(await shown()).toBe(first)
    await admin.clock.runFor(1_500)
    await expect.poll(shown, { timeout: 10_000, interval: 200 }).toBe(expected)
  })

  it('falls back to 30 dias on bad parameters and explains an empty period', async () => {
    const response = await admin.goto('/admin/analises?period=semana&filtro=cor:azul')
    expect(response?.status()).toBe(200)
    await admin.locator('[data-analytics-notice]').waitFor()
    expect(await admin.locator('[data-analytics-notice]').textContent()).toContain(
      'Período inválido',
    )
    expect(await admin.locator('[data-period="30d"]').getAttribute('aria-current')).toBe('page')
    expect(await admin.locator('[data-analytics-filter]').count()).toBe(0)

    await openDashboard(admin, '?period=personalizado&de=2020-01-01&ate=2020-01-31')
    const empty = admin.locator('[data-analytics-empty]')
    await empty.waitFor()
    expect(await empty.textContent()).toContain('sem cookies')
    expect(await empty.getByRole('link', { name: 'Configurações' }).getAttribute('href')).toBe(
      '/admin/configuracoes',
    )
  })

  it('fits a 360 px phone with its tables', async () => {
    const context = await phoneContext(fixture.browser(), fixture.baseURL, {
      width: 360,
      decided: true,
      cookies: admin.context(),
    })
    const phone = await context.newPage()
    await openDashboard(phone, '?period=hoje')
    await phone.locator('[data-analytics-table="posts"]').waitFor()
    await expectFits(phone, 360, '/admin/analises')
    await context.close()
  })

  it("shows each published post's last 30 days in the posts list and the editor", async () => {
    const post = await seededPost()
    const id = String(post.id)
    const from = addDays(dayOf(Date.now()), -29)
    const views = await db
      .selectFrom('analytics_events')
      .select(sql<number>`count(*)`.as('count'))
      .where('kind', '=', 'view')
      .where('post_id', '=', id)
      .where('day', '>=', from)
      .executeTakeFirst()
    const leads = await db
      .selectFrom('leads')
      .select(sql<number>`count(*)`.as('count'))
      .where('lead_post_id', '=', id)
      .where('created_at', '>=', new Date(dayStartMs(from)))
      .executeTakeFirst()
    const expected = `${Number(views?.count)}:${Number(leads?.count)}`
    expect(Number(views?.count)).toBeGreaterThanOrEqual(1)

    await admin.goto(`/admin/posts?q=${encodeURIComponent(post.title)}`)
    const note = admin.locator(`[data-post-row="${id}"] [data-post-analytics]`)
    await note.waitFor()
    expect(await note.getAttribute('data-post-analytics')).toBe(expected)
    expect(await note.textContent()).toMatch(/^30 dias: \d+ visualizaç(ão|ões) · \d+ leads?$/)

    await admin.goto(`/admin/posts/${id}/edit`)
    const card = admin.locator('section[data-post-analytics]')
    await card.waitFor()
    expect(await card.getAttribute('data-post-analytics')).toBe(expected)
  })
})
