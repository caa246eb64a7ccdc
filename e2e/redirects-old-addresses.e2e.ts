import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { writeTagExpirations } from '@/server/cache/tag-expirations'
import type { RedirectStatus } from '@/lib/redirects/types'
import { setupBrowser } from './support/browser'
import { openServerDatabase } from './support/database'
import { SEEDED_POST } from './support/page-inventory'

/*
 * Old addresses on the production server (serve.mjs): rules written to the database the way
 * another instance writes them (the row, then the redirects tag's invalidation) are followed
 * within the tag store's poll, answered before Next with the visitor's query string kept, even
 * for a page the micro-cache had just kept; and the hits reach the table in a batch.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const run = randomUUID().slice(0, 8)
const ids: string[] = []
const ARTICLE = `/blog/post/${SEEDED_POST}`

async function announce(): Promise<void> {
  const now = Date.now()
  await writeTagExpirations(db, [{ tag: 'redirects', expired: now, stale: now, changed: now }])
}

async function addRule(
  source: string,
  target: string,
  status: RedirectStatus = 301,
  match: 'exact' | 'prefix' = 'exact',
): Promise<string> {
  const id = randomUUID()
  ids.push(id)
  await db
    .insertInto('redirects')
    .values({ id, source_path: source, match, target, status, origin: 'import' })
    .execute()
  await announce()
  return id
}

afterAll(async () => {
  if (ids.length > 0) await db.deleteFrom('redirects').where('id', 'in', ids).execute()
  await announce()
  await database.destroy()
})

async function visit(path: string, method = 'GET') {
  const response = await fetch(`${fixture.baseURL}${path}`, { method, redirect: 'manual' })
  const body = await response.text()
  return { status: response.status, location: response.headers.get('location'), body }
}

/** Until the server's poll has brought the change in (0.5 s, a few times over at most). */
async function eventually(path: string, status: number) {
  await expect.poll(async () => (await visit(path)).status, { timeout: 10_000 }).toBe(status)
}

describe('old addresses on the production server', () => {
  it('answers 301 to the article with utm and gclid kept, and the browser lands on it', async () => {
    const old = `/2019/05/03/${run}-guia-antigo`
    await addRule(old, ARTICLE)
    await eventually(`${old}/`, 301)
    expect(await visit(`${old}/?utm_source=newsletter&utm_campaign=maio&gclid=Cj0KCQ`)).toEqual({
      status: 301,
      location: `${ARTICLE}?utm_source=newsletter&utm_campaign=maio&gclid=Cj0KCQ`,
      body: '',
    })
    const page = await fixture.newPage()
    await page.goto(`${old}/?utm_source=newsletter&gclid=Cj0KCQ`)
    const landed = new URL(page.url())
    expect(landed.pathname).toBe(ARTICLE)
    expect(landed.search).toBe('?utm_source=newsletter&gclid=Cj0KCQ')
    await page.locator('main h1').waitFor()
  })

  it("answers WordPress's /?p=ID, a prefix, HEAD and 410, and leaves the home page alone", async () => {
    const postId = `9${Date.now() % 100_000}`
    await addRule(`/?p=${postId}`, ARTICLE)
    await addRule(`/categoria-${run}`, '/blog', 308, 'prefix')
    await addRule(`/sumiu-${run}`, '', 410)
    await eventually(`/sumiu-${run}`, 410)
    expect(await visit(`/?utm_medium=email&p=${postId}`)).toMatchObject({
      status: 301,
      location: `${ARTICLE}?utm_medium=email`,
    })
    expect((await visit('/?utm_medium=email')).status).toBe(200)
    expect(await visit(`/categoria-${run}/seo/pagina/2`)).toMatchObject({
      status: 308,
      location: '/blog/seo/pagina/2',
    })
    expect(await visit(`/categoria-${run}`, 'HEAD')).toMatchObject({ status: 308, body: '' })
    const gone = await visit(`/sumiu-${run}`)
    expect(gone.body).toContain('Esta página foi removida')
  })

  it('redirects a page the micro-cache was keeping, as soon as the rule arrives', async () => {
    const page = '/termos-uso'
    await visit(page)
    const kept = await fetch(`${fixture.baseURL}${page}`)
    await kept.text()
    expect(kept.headers.get('x-micro-cache')).toBe('HIT')
    const id = await addRule(page, '/politica-privacidade', 302)
    await eventually(page, 302)
    await db.deleteFrom('redirects').where('id', '=', id).execute()
    await announce()
    await eventually(page, 200)
  })

  it('counts hits without a write per request, in a batch a few seconds later', async () => {
    const old = `/contado-${run}`
    const id = await addRule(old, '/blog')
    await eventually(old, 301)
    for (let i = 0; i < 4; i += 1) await visit(old)
    await expect
      .poll(
        async () =>
          (await db.selectFrom('redirects').select('hits').where('id', '=', id).executeTakeFirst())
            ?.hits,
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(5)
  })
})
