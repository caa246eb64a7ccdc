import type { Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import type { DatabaseHandle } from '@/server/db/connection'
import type { BrowserFixture } from './browser'

/* Shared by the cookie-consent*.e2e.ts files: a fresh visitor, the banner and what it stored. */

export const GA_ID = 'G-E2ETEST123'
export const PIXEL_ID = '1234567890123'
export const GA_URL = `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`
export const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js'
export const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
}
export const GRANTED = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
}
export const DEFAULT_CALL = ['consent', 'default', { ...DENIED, wait_for_update: 500 }]

export interface Visit {
  page: Page
  /** Every request to a host other than the app's, in order. */
  thirdParty: string[]
  warnings: string[]
  /** Uncaught exceptions, console errors, failed consent posts. */
  errors: string[]
}

/** `visit`, `recordsOf` and `openHome` for a file's browser and database connection. */
export function consentVisitor(fixture: BrowserFixture, db: DatabaseHandle['db']) {
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
    // When the banner first appears and how much layout shifted from then on, by the page's own
    // clock: a shift before the banner was in the document is not the banner's (the pages' own
    // CLS is Lighthouse's budget in `npm run bench`).
    await page.addInitScript(() => {
      const w = window as Window & { __bannerAt?: number; __shift?: number }
      w.__shift = 0
      new MutationObserver(() => {
        if (!w.__bannerAt && document.querySelector('[data-cookie-banner]'))
          w.__bannerAt = performance.now()
      }).observe(document, { childList: true, subtree: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (w.__bannerAt !== undefined && entry.startTime >= w.__bannerAt)
            w.__shift! += (entry as unknown as { value: number }).value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    return result
  }

  /** The server's records for one browser, waiting for the fire-and-forget post to land. */
  async function recordsOf(anonymousId: string, count: number) {
    const deadline = Date.now() + 5000
    for (;;) {
      const rows = await db
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

  return { visit, recordsOf, openHome }
}

export const banner = (page: Page) => page.locator('[data-cookie-banner]')
export const dialog = (page: Page) => page.locator('dialog[data-cookie-dialog]')
export const bannerButton = (page: Page, name: string) =>
  banner(page).getByRole('button', { name, exact: true })

export async function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent'),
  )
}

export async function stored(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'))
}

export async function storeRaw(page: Page, value: string): Promise<void> {
  await page.goto('/robots.txt')
  await page.evaluate((raw) => localStorage.setItem('cookie-consent', raw), value)
}

/** Waits past the banner's delay and checks it stayed away. */
export async function expectNoBanner(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.now() > 2000)
  expect(await banner(page).count()).toBe(0)
}
