import { randomUUID } from 'node:crypto'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ANALYTICS_ENDPOINT } from '@/lib/analytics/collector-script'
import { signedInPages } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { CHROMIUM, setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { fillLead, leadForm } from './support/lead-form'

/*
 * The site's own analytics in a real browser against the production build: what a reader's
 * visit stores, what it never writes in the browser, who is not counted, what a bad event gets,
 * and the visit a demo request is stored with. The server buffers events up to 1 s, so every
 * check polls the database; other files share it, so each visit is found by its own campaign.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const contexts: BrowserContext[] = []
const browsers: Browser[] = []

/**
 * A desktop Chrome as readers have it (the test browser's own says HeadlessChrome: a bot). Each
 * reader gets another build number: the visitor key hashes the User-Agent, and every page here
 * comes from the same address, so each test's reader is a visitor of its own.
 */
const chromeUa = (build = 0) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36`
let readers = 0
const LAUNCH_SLUGS = ['planejamento-de-midia-guia-definitivo', 'o-que-e-martech-2026']

let article = { id: '', slug: '', title: '', path: '' }

async function readerPage(options: { headers?: Record<string, string> } = {}): Promise<Page> {
  const context = await fixture.browser().newContext({
    baseURL: fixture.baseURL,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
    userAgent: chromeUa(++readers * 100 + Math.floor(Math.random() * 100)),
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  })
  contexts.push(context)
  return context.newPage()
}

/**
 * A page of a browser started with a reader's User-Agent. A context's userAgent covers its
 * pages' requests but not a beacon sent while a page unloads, which goes out with the
 * browser's own (HeadlessChrome: a bot, not counted); a reader's engagement is sent just then.
 */
async function leavingReaderPage(): Promise<Page> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--user-agent=${chromeUa(++readers * 100 + Math.floor(Math.random() * 100))}`,
    ],
  })
  browsers.push(browser)
  const context = await browser.newContext({
    baseURL: fixture.baseURL,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  })
  return context.newPage()
}

async function until<T>(read: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const campaignRows = (campaign: string) =>
  db.selectFrom('analytics_events').selectAll().where('utm_campaign', '=', campaign).execute()

/** The first stored view of a visit opened with `campaign`. */
function openingView(campaign: string) {
  return until(async () => (await campaignRows(campaign))[0], `a view with campaign ${campaign}`)
}

const visitorRows = (visitor: string) =>
  db
    .selectFrom('analytics_events')
    .selectAll()
    .where('visitor', '=', visitor)
    .orderBy('ts')
    .execute()

async function countEvents(): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Waits past the server's 1 s write buffer, so anything accepted before is stored. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500))

function postEvent(body: string, origin: string | null = fixture.baseURL) {
  return fetch(`${fixture.baseURL}${ANALYTICS_ENDPOINT}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': chromeUa(),
      ...(origin ? { origin } : {}),
    },
    body,
  })
}

beforeAll(async () => {
  const row = await db
    .selectFrom('blog_posts')
    .select(['id', 'slug', 'title'])
    .where('status', '=', 'published')
    .where('slug', 'in', LAUNCH_SLUGS)
    .orderBy('slug')
    .executeTakeFirstOrThrow()
  article = { ...row, path: `/blog/post/${row.slug}` }
})

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  for (const browser of browsers) await browser.close().catch(() => {})
  await closeContexts()
  await database.destroy()
})

/** Scrolls the article to its end in steps, as a reader does, for a few active seconds. */
async function readToTheEnd(page: Page) {
  for (let step = 1; step <= 4; step++) {
    await page.evaluate((fraction) => {
      window.scrollTo(0, document.documentElement.scrollHeight * fraction)
    }, step / 4)
    await page.waitForTimeout(800)
  }
}

describe('a reader with an ordinary browser', () => {
  it('stores one view and, on leaving, one engagement with depth and active time', async () => {
    const campaign = `e2e-leitura-${randomUUID().slice(0, 8)}`
    const page = await leavingReaderPage()
    const answers: { status: number; setCookie: string | undefined }[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === ANALYTICS_ENDPOINT)
        answers.push({ status: response.status(), setCookie: response.headers()['set-cookie'] })
    })
    await page.goto(`${article.path}?utm_source=newsletter&utm_campaign=${campaign}`)
    const view = await openingView(campaign)
    expect(view).toMatchObject({
      kind: 'view',
      path: article.path,
      post_id: article.id,
      visit_start: 1,
      source: 'E-mail',
      utm_source: 'newsletter',
      device: 'Computador',
      browser: 'Chrome',
    })
    await readToTheEnd(page)
    // Leaving the article (pagehide) sends its engagement.
    await page.goto('/blog')
    const rows = await until(async () => {
      const found = await visitorRows(view.visitor)
      return found.some((row) => row.kind === 'engagement') && found.length >= 3 ? found : undefined
    }, 'the engagement and the next view')
    const engagements = rows.filter((row) => row.kind === 'engagement')
    expect(engagements).toHaveLength(1)
    expect(engagements[0]).toMatchObject({ path: article.path, post_id: article.id, depth: 100 })
    expect(Number(engagements[0]?.active_seconds)).toBeGreaterThanOrEqual(1)
    // The next page is the same visit, carrying its origin.
    expect(
      rows.filter((row) => row.kind === 'view').map((row) => [row.path, row.visit_start]),
    ).toEqual([
      [article.path, 1],
      ['/blog', 0],
    ])
    expect(rows.find((row) => row.path === '/blog')?.utm_campaign).toBe(campaign)
    expect(answers.length).toBeGreaterThanOrEqual(2)
    for (const answer of answers) expect(answer).toEqual({ status: 202, setCookie: undefined })
  })

  it('writes no cookie and nothing in localStorage or sessionStorage', async () => {
    const campaign = `e2e-armazenamento-${randomUUID().slice(0, 8)}`
    const page = await leavingReaderPage()
    const context = page.context()
    const before = await context.storageState()
    expect(before).toEqual({ cookies: [], origins: [] })
    await page.goto(`${article.path}?utm_source=e2e-armazenamento&utm_campaign=${campaign}`)
    // The consent banner is shown and left alone: it must not be what keeps storage empty.
    await page.locator('[data-cookie-banner]').waitFor()
    await openingView(campaign)
    await readToTheEnd(page)
    const storage = () =>
      page.evaluate(() => ({
        cookie: document.cookie,
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
      }))
    expect(await storage()).toEqual({ cookie: '', local: [], session: [] })
    await page.goto('/blog')
    await until(async () => {
      const rows = await campaignRows(campaign)
      const visitor = rows[0]?.visitor
      return visitor && (await visitorRows(visitor)).some((row) => row.kind === 'engagement')
        ? true
        : undefined
    }, 'the engagement')
    expect(await storage()).toEqual({ cookie: '', local: [], session: [] })
    expect(await context.storageState()).toEqual(before)
  })
})

describe('visitors who are not counted', () => {
  it('stores nothing for Global Privacy Control or a headless browser', async () => {
    const gpc = `e2e-gpc-${randomUUID().slice(0, 8)}`
    const headless = `e2e-headless-${randomUUID().slice(0, 8)}`
    const control = `e2e-controle-${randomUUID().slice(0, 8)}`
    const gpcPage = await readerPage({ headers: { 'Sec-GPC': '1' } })
    const gpcAnswers: number[] = []
    gpcPage.on('response', (response) => {
      if (new URL(response.url()).pathname === ANALYTICS_ENDPOINT)
        gpcAnswers.push(response.status())
    })
    await gpcPage.goto(`${article.path}?utm_source=e2e-gpc&utm_campaign=${gpc}`)
    await until(async () => (gpcAnswers.length > 0 ? true : undefined), 'the GPC page view request')
    expect(gpcAnswers).toEqual([204])

    const botPage = await fixture.newPage()
    expect(await botPage.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome')
    await botPage.goto(`${article.path}?utm_source=e2e-headless&utm_campaign=${headless}`)
    await botPage.waitForLoadState('load')

    // A counted visit sent after both: once it is stored, the two before it would be too.
    const reader = await readerPage()
    await reader.goto(`/blog?utm_source=e2e-controle&utm_campaign=${control}`)
    await openingView(control)
    await settle()
    expect(await campaignRows(gpc)).toEqual([])
    expect(await campaignRows(headless)).toEqual([])
  })
})

describe('a bad event', () => {
  it('gets a quick 400 and changes nothing', async () => {
    await settle()
    const before = await countEvents()
    const valid = JSON.stringify({ t: 'v', p: article.path, q: '?utm_source=e2e-ruim' })
    const answers = [
      await postEvent('{"t":"v","p":'),
      await postEvent(
        JSON.stringify({ t: 'v', p: '/', r: 'x'.repeat(900), q: 'y'.repeat(900) }).repeat(3),
      ),
      await postEvent(JSON.stringify({ t: 'v', p: '/', extra: 1 })),
      await postEvent(valid, 'https://outro-site.example'),
      await postEvent(valid, null),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400])
    for (const answer of answers) {
      const body = (await answer.json()) as { error: string }
      expect(body.error).toBe('Evento de análise inválido.')
    }
    // The same event from the site's own origin is taken: the refusals were not by chance.
    expect((await postEvent(valid)).status).toBe(202)
    await settle()
    expect(await countEvents()).toBe(before + 1)
  })
})

describe('a demo request', () => {
  it('is stored with the visit: landing page, source, campaign and the post read', async () => {
    const campaign = `e2e-lead-${randomUUID().slice(0, 8)}`
    const email = `analises-${randomUUID().slice(0, 8)}@acai.com.br`
    const page = await readerPage()
    await page.goto(`/blog?utm_source=linkedin&utm_campaign=${campaign}`, {
      referer: 'https://www.linkedin.com/feed/',
    })
    await openingView(campaign)
    await page.goto(article.path, { referer: `${fixture.baseURL}/blog` })
    await readToTheEnd(page)
    await page.goto('/planejamento-de-midia#formulario')
    await leadForm(page).waitFor()
    await fillLead(page, email)
    await leadForm(page).getByRole('button', { name: 'Solicitar demonstração' }).click()
    await page.waitForURL((url) => url.pathname === '/obrigado')

    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(lead).toMatchObject({
      landing_path: '/planejamento-de-midia',
      visit_landing_path: '/blog',
      visit_source: 'LinkedIn',
      visit_referrer_host: 'linkedin.com',
      visit_utm_source: 'linkedin',
      visit_utm_campaign: campaign,
      visit_post_ids: JSON.stringify([article.id]),
      lead_post_id: article.id,
    })

    const admin = await openAs(E2E_ADMIN)
    await admin.goto('/admin/leads')
    const row = admin.locator(`tr[data-lead-row="${email}"]`)
    await row.waitFor()
    const post = row.locator('[data-lead-post] a')
    expect(await post.textContent()).toContain(article.title)
    expect(await post.getAttribute('href')).toBe(article.path)
    await row.locator('[data-lead-visit] summary').click()
    expect(await row.locator('[data-lead-visit-landing]').textContent()).toBe('/blog')
    expect(await row.locator('[data-lead-visit-source]').textContent()).toBe(
      'LinkedIn · linkedin.com',
    )
    expect(await row.locator('[data-lead-visit-utms]').textContent()).toBe(
      `utm_source=linkedin / utm_campaign=${campaign}`,
    )
    expect(await row.locator('[data-lead-visit-posts] li').allTextContents()).toEqual([
      expect.stringContaining(article.title),
    ])
  })
})
