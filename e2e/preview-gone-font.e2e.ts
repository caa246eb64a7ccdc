import { createHash, randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { setupBrowser } from './support/browser'
import { openServerDatabase } from './support/database'
import { recordCspViolations } from './support/previews'

/*
 * The page of a revoked (410) or unknown (404) share link is a small document
 * src/proxy.ts answers before Next renders anything; it must still read in the site's Inter,
 * not in whatever sans-serif the reviewer's system has.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const token = randomBytes(32).toString('base64url')
const tokenHash = createHash('sha256').update(token).digest('hex')

afterAll(async () => {
  await db.deleteFrom('preview_tokens').where('token_hash', '=', tokenHash).execute()
  await database.destroy()
})

interface FontReport {
  /** The first family of the heading's computed font-family. */
  family: string
  /** Families of the document's font faces that finished loading. */
  loaded: string[]
  violations: string[]
}

async function headingFont(page: Page): Promise<FontReport> {
  await page.evaluate(() => document.fonts.ready)
  return page.evaluate(() => {
    const unquote = (name: string) => name.trim().replace(/^["']|["']$/g, '')
    const h1 = document.querySelector('main h1')
    const family = unquote(getComputedStyle(h1!).fontFamily.split(',')[0] ?? '')
    const loaded = [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => unquote(face.family))
    const violations = (window as Window & { __csp?: string[] }).__csp ?? []
    return { family, loaded, violations }
  })
}

describe('a dead share link’s page', () => {
  it('renders its 410 and 404 pages in the site’s Inter, loaded from this site', async () => {
    const post = await db
      .selectFrom('blog_posts')
      .select('id')
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('preview_tokens')
      .values({
        token_hash: tokenHash,
        post_id: post.id,
        created_by: null,
        expires_at: new Date(Date.now() + 86_400_000),
        revoked_at: new Date(),
      })
      .execute()

    for (const [address, status] of [
      [`/pre-visualizacao/${token}`, 410],
      [`/pre-visualizacao/${randomBytes(32).toString('base64url')}`, 404],
    ] as const) {
      const page = await fixture.newPage()
      await recordCspViolations(page.context())
      const fonts: string[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') {
          fonts.push(`${response.status()} ${response.url()}`)
        }
      })
      const response = await page.goto(address)
      expect(response!.status(), address).toBe(status)
      const report = await headingFont(page)
      expect(report.family.toLowerCase(), address).toContain('inter')
      // The family the heading names is a font face of the page that actually loaded.
      expect(report.loaded, address).toContain(report.family)
      expect(report.violations, address).toEqual([])
      expect(fonts.length, address).toBeGreaterThan(0)
      for (const font of fonts)
        expect(font, address).toMatch(new RegExp(`^200 ${fixture.baseURL}/`))
    }
  })
})
