import type { Page, Request } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { openAs, closeContexts } = signedInPages(fixture)

beforeEach(async () => {
  // Every decision posts a record; the per-IP limit must not carry over between tests.
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await database.destroy()
})

const GA_ID = 'G-E2ETEST123'
const PIXEL_ID = '1234567890123'
const GA_URL = `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`
const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js'
const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
}
const GRANTED = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
}
const DEFAULT_CALL = ['consent', 'default', { ...DENIED, wait_for_update: 500 }]

interface Visit {
  page: Page
  /** Every request to a host other than the app's, in order. */
  thirdParty: string[]
  warnings: string[]
  /** Uncaught exceptions, console errors, failed consent posts. */
  errors: string[]
}

/**
 * A fresh visitor. Tag ids are fixed at build time, so `ids` rewrites the head script's data
 * attributes in each served document: the same build then acts as one with or without ids.
 */
async function visit(options: { ids?: boolean } = {}): Promise<Visit> {
  const page = await fixture.newPage()
  const result: Visit = { page, thirdParty: [], warnings: [], errors: [] }
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(fixture.baseURL)) result.thirdParty.push(request.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'warning') result.warnings.push(message.text())
    // 404s of pages other branches add (prefetched nav links, favicon) are not this code's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      result.errors.push(message.text())
  })
  page.on('response', (response) => {
    if (response.url().includes('/api/consent') && response.status() >= 400)
      result.errors.push(`${response.status()} ${response.url()}`)
  })
  page.on('pageerror', (error) => result.errors.push(error.message))
  // Stand-ins for the vendors' scripts: the test never needs the internet.
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__vendorScripts = 1' }),
  )
  await page.route(
    (url) => url.href.startsWith(fixture.baseURL),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const attributes = options.ids ? ` data-ga-id="${GA_ID}" data-pixel-id="${PIXEL_ID}"` : ''
      const body = (await response.text()).replace(
        /<script id="consent-mode"[^>]*>/,
        `<script id="consent-mode"${attributes}>`,
      )
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ response, body, headers })
    },
  )
  // When the banner first appears and how much layout shifted, from the page's own clock.
  await page.addInitScript(() => {
    const w = window as Window & { __bannerAt?: number; __shift?: number }
    w.__shift = 0
    new MutationObserver(() => {
      if (!w.__bannerAt && document.querySelector('[data-cookie-banner]'))
        w.__bannerAt = performance.now()
    }).observe(document, { childList: true, subtree: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__shift! += (entry as unknown as { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return result
}

const banner = (page: Page) => page.locator('[data-cookie-banner]')
const dialog = (page: Page) => page.locator('dialog[data-cookie-dialog]')
const bannerButton = (page: Page, name: string) =>
  banner(page).getByRole('button', { name, exact: true })

async function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent'),
  )
}

async function stored(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'))
}

async function storeRaw(page: Page, value: string): Promise<void> {
  await page.goto('/robots.txt')
  await page.evaluate((raw) => localStorage.setItem('cookie-consent', raw), value)
}

/** The server's records for one browser, waiting for the fire-and-forget post to land. */
async function recordsOf(anonymousId: string, count: number) {
  const deadline = Date.now() + 5000
  for (;;) {
    const rows = await database.db
      .selectFrom('consent_records')
      .selectAll()
      .where('anonymous_id', '=', anonymousId)
      .orderBy('created_at')
      .execute()
    if (rows.length >= count || Date.now() > deadline) return rows
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function openHome(v: Visit, path = '/'): Promise<void> {
  await v.page.goto(path)
  await banner(v.page).waitFor({ state: 'visible' })
}

/** Waits past the banner's delay and checks it stayed away. */
async function expectNoBanner(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.now() > 2000)
  expect(await banner(page).count()).toBe(0)
}

describe('cookie banner', () => {
  it('appears 1 s after load, as a labelled region that blocks nothing and shifts nothing', async () => {
    const v = await visit()
    await v.page.goto('/', { waitUntil: 'load' })
    await v.page.waitForFunction(() => performance.now() >= 500)
    const early = await v.page.evaluate(() => ({
      now: performance.now(),
      present: document.querySelector('[data-cookie-banner]') !== null,
    }))
    if (early.now < 1000) expect(early.present).toBe(false)
    await banner(v.page).waitFor({ state: 'visible', timeout: 5000 })
    const timing = await v.page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return {
        bannerAt: (window as Window & { __bannerAt?: number }).__bannerAt ?? 0,
        loadAt: nav.loadEventEnd,
      }
    })
    expect(timing.bannerAt).toBeGreaterThanOrEqual(1000)
    expect(timing.bannerAt).toBeLessThan(timing.loadAt + 2500)

    const region = v.page.getByRole('region', { name: 'Sua privacidade' })
    expect(await region.count()).toBe(1)
    expect(await banner(v.page).getAttribute('role')).toBeNull()
    expect(await banner(v.page).getAttribute('aria-modal')).toBeNull()
    expect(await v.page.getByRole('dialog').count()).toBe(0)
    expect(await banner(v.page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    expect(await v.page.evaluate(() => (window as Window & { __shift?: number }).__shift)).toBe(0)
    // Focus stays where it was and the page is still usable behind it.
    expect(await v.page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await v.page.locator('nav[aria-label="Principal"] a', { hasText: 'Blog' }).click()
    await v.page.waitForURL('**/blog')

    const buttons = banner(v.page).getByRole('button')
    expect((await buttons.allTextContents()).map((t) => t.trim())).toEqual([
      'Aceitar todos',
      'Apenas essenciais',
      'Personalizar',
    ])
    const classes = await buttons.evaluateAll((els) => els.map((el) => el.className))
    expect(new Set(classes).size).toBe(1)
    const policy = banner(v.page).getByRole('link', { name: 'Política de Privacidade' })
    expect(await policy.getAttribute('href')).toBe('/politica-privacidade')
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
    expect(await stored(v.page)).toBeNull()
    expect(v.thirdParty).toEqual([])
    expect(v.errors).toEqual([])
  })

  it("'Aceitar todos' grants everything, is recorded, and survives a reload", async () => {
    const v = await visit()
    await openHome(v)
    await bannerButton(v.page, 'Aceitar todos').click()
    await banner(v.page).waitFor({ state: 'detached' })
    await v.page.waitForFunction(() => localStorage.getItem('cookie-consent') !== null)
    const decision = await stored(v.page)
    expect(decision).toMatchObject({
      consented: true,
      choice: 'accept_all',
      preferences: { essential: true, analytics: true, marketing: true },
      policyVersion: '1',
    })
    expect(String(decision?.anonymousId)).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.now() - Date.parse(String(decision?.decidedAt))).toBeLessThan(60_000)
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL, ['consent', 'update', GRANTED]])
    expect(await v.page.evaluate(() => document.activeElement?.id)).toBe('conteudo')

    const [row] = await recordsOf(String(decision?.anonymousId), 1)
    expect(row).toMatchObject({
      action: 'accept_all',
      essential: true,
      analytics: true,
      marketing: true,
      policy_version: '1',
    })
    expect(row?.user_agent_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|::1|localhost/)
    expect(v.errors).toEqual([])

    await v.page.reload()
    await expectNoBanner(v.page)
    // The head script restores the decision before any tag: default, then the stored update.
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL, ['consent', 'update', GRANTED]])
    expect(v.thirdParty).toEqual([])
  })

  it("'Apenas essenciais' refuses analytics and marketing, and survives a reload", async () => {
    const v = await visit()
    await openHome(v, '/blog')
    await bannerButton(v.page, 'Apenas essenciais').click()
    await banner(v.page).waitFor({ state: 'detached' })
    await v.page.waitForFunction(() => localStorage.getItem('cookie-consent') !== null)
    const decision = await stored(v.page)
    expect(decision).toMatchObject({
      choice: 'essential_only',
      preferences: { essential: true, analytics: false, marketing: false },
    })
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL, ['consent', 'update', DENIED]])
    expect((await recordsOf(String(decision?.anonymousId), 1))[0]?.action).toBe('essential_only')
    await v.page.reload()
    await expectNoBanner(v.page)
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL, ['consent', 'update', DENIED]])
  })
})

describe('preferences dialog', () => {
  it('works with the keyboard: focus trapped, Escape closes, focus returns, save stores', async () => {
    const v = await visit()
    await openHome(v)
    const customize = bannerButton(v.page, 'Personalizar')
    await customize.focus()
    await v.page.keyboard.press('Enter')
    await dialog(v.page).waitFor({ state: 'visible' })
    const modal = v.page.getByRole('dialog', { name: 'Preferências de cookies' })
    expect(await modal.count()).toBe(1)
    const essential = modal.getByRole('switch', { name: 'Essenciais' })
    const analytics = modal.getByRole('switch', { name: 'Análise' })
    const marketing = modal.getByRole('switch', { name: 'Marketing' })
    expect(await essential.getAttribute('aria-checked')).toBe('true')
    expect(await essential.isDisabled()).toBe(true)
    expect(await analytics.getAttribute('aria-checked')).toBe('false')
    expect(await marketing.getAttribute('aria-checked')).toBe('false')
    for (const text of ['mapas de calor', 'métricas de desempenho', 'remarketing', '_ga', '_fbp'])
      expect(await modal.textContent()).toContain(text)

    // Tab and Shift+Tab never leave the dialog: four controls, then round again.
    const focusedInDialog = () =>
      v.page.evaluate(() => ({
        inside: document
          .querySelector('dialog[data-cookie-dialog]')
          ?.contains(document.activeElement),
        label:
          document.activeElement?.textContent?.trim() ||
          document.activeElement?.getAttribute('aria-labelledby'),
      }))
    // Wherever the browser put the first focus, one Tab lands on a control.
    await v.page.keyboard.press('Tab')
    const seen: unknown[] = []
    for (let i = 0; i < 5; i++) {
      const focus = await focusedInDialog()
      expect(focus.inside).toBe(true)
      seen.push(focus.label)
      await v.page.keyboard.press('Tab')
    }
    expect(seen[4]).toEqual(seen[0])
    expect(new Set(seen.slice(0, 4)).size).toBe(4)
    await v.page.keyboard.press('Shift+Tab')
    expect((await focusedInDialog()).inside).toBe(true)

    await v.page.keyboard.press('Escape')
    await dialog(v.page).waitFor({ state: 'detached' })
    expect(await customize.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await banner(v.page).isVisible()).toBe(true)
    expect(await stored(v.page)).toBeNull()

    // Again, this time turning analytics on with the keyboard and saving.
    await v.page.keyboard.press('Enter')
    await dialog(v.page).waitFor({ state: 'visible' })
    await analytics.focus()
    await v.page.keyboard.press('Space')
    expect(await analytics.getAttribute('aria-checked')).toBe('true')
    await modal.getByRole('button', { name: 'Salvar Preferências' }).focus()
    await v.page.keyboard.press('Enter')
    await dialog(v.page).waitFor({ state: 'detached' })
    await banner(v.page).waitFor({ state: 'detached' })
    await v.page.waitForFunction(() => localStorage.getItem('cookie-consent') !== null)
    const decision = await stored(v.page)
    expect(decision).toMatchObject({
      choice: 'custom',
      preferences: { essential: true, analytics: true, marketing: false },
    })
    expect(await consentCalls(v.page)).toEqual([
      DEFAULT_CALL,
      ['consent', 'update', { ...DENIED, analytics_storage: 'granted' }],
    ])
    expect((await recordsOf(String(decision?.anonymousId), 1))[0]).toMatchObject({
      action: 'custom',
      analytics: true,
      marketing: false,
    })
    expect(await v.page.evaluate(() => document.activeElement?.id)).toBe('conteudo')
  })

  it("'Cancelar' closes without deciding", async () => {
    const v = await visit()
    await openHome(v)
    await bannerButton(v.page, 'Personalizar').click()
    await dialog(v.page).getByRole('switch', { name: 'Marketing' }).click()
    await dialog(v.page).getByRole('button', { name: 'Cancelar' }).click()
    await dialog(v.page).waitFor({ state: 'detached' })
    expect(await banner(v.page).isVisible()).toBe(true)
    expect(await stored(v.page)).toBeNull()
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
  })
})

describe('stored decision', () => {
  it("'Gerenciar Cookies' resets the choice, shows the banner and opens the dialog", async () => {
    const v = await visit()
    await openHome(v)
    await bannerButton(v.page, 'Aceitar todos').click()
    await v.page.waitForFunction(() => localStorage.getItem('cookie-consent') !== null)
    const anonymousId = String((await stored(v.page))?.anonymousId)
    await v.page.reload()
    await expectNoBanner(v.page)

    const manage = v.page.locator('footer button[data-cookie-settings]')
    await manage.click()
    await dialog(v.page).waitFor({ state: 'visible' })
    expect(await banner(v.page).isVisible()).toBe(true)
    // The dialog starts from the preferences that were in force.
    for (const name of ['Análise', 'Marketing'])
      expect(await dialog(v.page).getByRole('switch', { name }).getAttribute('aria-checked')).toBe(
        'true',
      )
    await v.page.waitForFunction(
      () => !localStorage.getItem('cookie-consent')?.includes('consented'),
    )
    expect(await stored(v.page)).toEqual({ anonymousId })
    expect(await consentCalls(v.page)).toEqual([
      DEFAULT_CALL,
      ['consent', 'update', GRANTED],
      ['consent', 'update', DENIED],
    ])
    expect((await recordsOf(anonymousId, 2)).map((r) => r.action)).toEqual(['accept_all', 'reset'])

    await v.page.keyboard.press('Escape')
    await dialog(v.page).waitFor({ state: 'detached' })
    expect(await manage.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await banner(v.page).isVisible()).toBe(true)

    await v.page.reload()
    await banner(v.page).waitFor({ state: 'visible' })
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
    // A new choice keeps the same anonymous id, so the records of one browser stay linked.
    await bannerButton(v.page, 'Apenas essenciais').click()
    expect((await recordsOf(anonymousId, 3)).map((r) => r.action)).toEqual([
      'accept_all',
      'reset',
      'essential_only',
    ])
  })

  it('ignores a corrupted value with a warning and shows the banner', async () => {
    const v = await visit()
    await storeRaw(v.page, '{"consented": tru')
    await openHome(v)
    expect(v.warnings.some((w) => w.includes('Preferência de cookies ilegível'))).toBe(true)
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
    expect(v.errors).toEqual([])
    await bannerButton(v.page, 'Apenas essenciais').click()
    await v.page.waitForFunction(() =>
      localStorage.getItem('cookie-consent')?.includes('consented'),
    )
    expect(await stored(v.page)).toMatchObject({ choice: 'essential_only' })
  })

  it('asks again when the policy version changed', async () => {
    const v = await visit()
    await storeRaw(
      v.page,
      JSON.stringify({
        consented: true,
        choice: 'accept_all',
        preferences: { essential: true, analytics: true, marketing: true },
        policyVersion: '0',
        decidedAt: new Date().toISOString(),
        anonymousId: '0f8b2c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
      }),
    )
    await openHome(v)
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
    expect(v.warnings).toEqual([])
  })
})

describe('tags', () => {
  it('loads nothing third-party before consent, then GA4 and the Meta Pixel after', async () => {
    const v = await visit({ ids: true })
    await openHome(v)
    await v.page.waitForFunction(() => performance.now() > 2500)
    expect(v.thirdParty).toEqual([])
    await bannerButton(v.page, 'Aceitar todos').click()
    await v.page.waitForFunction(() => (window as Window & { fbq?: unknown }).fbq !== undefined)
    await v.page.waitForFunction(
      () => document.querySelectorAll('script[src^="https://"]').length === 2,
    )
    await v.page.waitForTimeout(300)
    expect(v.thirdParty.sort()).toEqual([PIXEL_URL, GA_URL].sort())
    const layer = await v.page.evaluate(() =>
      ((window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
        Array.from(entry).map((item) => (item instanceof Date ? 'Date' : item)),
      ),
    )
    expect(layer).toEqual([
      DEFAULT_CALL,
      ['consent', 'update', GRANTED],
      ['js', 'Date'],
      ['config', GA_ID],
    ])
    const pixelQueue = await v.page.evaluate(
      () => (window as Window & { fbq?: { queue: unknown[][] } }).fbq?.queue,
    )
    expect(pixelQueue).toEqual([
      ['init', PIXEL_ID],
      ['track', 'PageView'],
    ])
    expect(v.errors).toEqual([])
  })

  it('loads only GA4 for analytics alone, on the next visit too', async () => {
    const v = await visit({ ids: true })
    await openHome(v)
    await bannerButton(v.page, 'Personalizar').click()
    await dialog(v.page).getByRole('switch', { name: 'Análise' }).click()
    await dialog(v.page).getByRole('button', { name: 'Salvar Preferências' }).click()
    await v.page.waitForFunction(() => document.querySelector('script[src^="https://"]') !== null)
    await v.page.waitForTimeout(300)
    expect(v.thirdParty).toEqual([GA_URL])
    v.thirdParty.length = 0
    await v.page.reload()
    await v.page.waitForFunction(() => document.querySelector('script[src^="https://"]') !== null)
    await expectNoBanner(v.page)
    expect(v.thirdParty).toEqual([GA_URL])
  })

  it('stops the tags and deletes their cookies when consent is withdrawn', async () => {
    const v = await visit({ ids: true })
    await openHome(v)
    await bannerButton(v.page, 'Aceitar todos').click()
    await v.page.waitForFunction(
      () => document.querySelectorAll('script[src^="https://"]').length === 2,
    )
    // What GA4 and the Pixel would have set on this host.
    await v.page.evaluate(() => {
      for (const name of ['_ga', '_ga_E2ETEST123', '_gid', '_fbp', 'outro'])
        document.cookie = `${name}=1; path=/`
    })
    await v.page.locator('footer button[data-cookie-settings]').click()
    await dialog(v.page).waitFor({ state: 'visible' })
    await v.page.waitForFunction(() => !document.cookie.includes('_ga'))
    expect(await v.page.evaluate(() => document.cookie)).toBe('outro=1')
    const stoppedWith = await v.page.evaluate((id) => {
      const w = window as unknown as Record<string, unknown> & { fbq?: { queue: unknown[][] } }
      return { gaDisabled: w[`ga-disable-${id}`], lastPixelCall: w.fbq?.queue.at(-1) }
    }, GA_ID)
    expect(stoppedWith).toEqual({ gaDisabled: true, lastPixelCall: ['consent', 'revoke'] })
    await v.page.reload()
    await banner(v.page).waitFor({ state: 'visible' })
    await v.page.waitForTimeout(500)
    expect(
      await v.page.evaluate(() => document.querySelectorAll('script[src^="https://"]').length),
    ).toBe(0)
  })
})

describe('dashboard', () => {
  it('shows the consent totals to staff', async () => {
    const rows = await database.db.selectFrom('consent_records').select('anonymous_id').execute()
    const visitors = new Set(rows.map((row) => row.anonymous_id)).size
    expect(visitors).toBeGreaterThan(0)
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin')
    const card = page.locator('[data-consent-totals]')
    await card.waitFor()
    expect(await card.locator('[data-consent-visitors]').textContent()).toBe(String(visitors))
    expect(await card.locator('[data-consent-records]').textContent()).toBe(String(rows.length))
    expect(await card.locator('[data-consent-total="acceptAll"] dd').textContent()).toMatch(/^\d+/)
    expect(await page.locator('[data-cookie-banner]').count()).toBe(0)
  })
})
