import type { Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInPages } from './support/admin-panel'
import { analyticsVisitors, eventsSince } from './support/analytics-visits'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { SEEDED_POST } from './support/page-inventory'

/* The dashboard's chart library (recharts) is in the admin's chunks only: readers never load it. */

const fixture = setupBrowser()
const { openAs, closeContexts } = signedInPages(fixture)
const { newVisitor, closeVisitors } = analyticsVisitors(fixture)
const database = openServerDatabase()
const ARTICLE = `/blog/post/${SEEDED_POST}`
let admin: Page

beforeAll(async () => {
  admin = await openAs(E2E_ADMIN)
})

afterAll(async () => {
  await closeVisitors()
  await closeContexts()
  await database.destroy()
})

describe('the chart library', () => {
  /** Every script a page loads, as text, once it has settled. */
  async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
    const bodies: Promise<string>[] = []
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text())
    }
    page.on('response', collect)
    await page.goto(path, { waitUntil: 'networkidle' })
    page.off('response', collect)
    return Promise.all(bodies)
  }
  // A class name recharts writes on every chart it draws.
  const RECHARTS = 'recharts-wrapper'

  it('loads on the dashboard only: public pages never download it', async () => {
    // A view of today's, so the 30-day dashboard has a chart to draw whatever ran before.
    const since = Date.now()
    await (await newVisitor()).goto(ARTICLE)
    await expect
      .poll(() => eventsSince(database.db, 'view', since), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1)
    const dashboard = await scriptsLoaded(admin, '/admin/analises?period=30d')
    expect(dashboard.some((body) => body.includes(RECHARTS))).toBe(true)
    const reader = await (
      await fixture.browser().newContext({ baseURL: fixture.baseURL })
    ).newPage()
    for (const path of ['/', '/blog', ARTICLE]) {
      const scripts = await scriptsLoaded(reader, path)
      expect(scripts.length, path).toBeGreaterThan(0)
      expect(
        scripts.filter((body) => body.includes(RECHARTS)),
        path,
      ).toEqual([])
    }
    await reader.context().close()
  })
})
