import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeTagExpirations } from '@/server/cache/tag-expirations'
import {
  WORDPRESS_FIXTURE,
  fixtureCopy,
  startImageServer,
  type ImageServer,
} from '../tests/integration/import-support'
import { signedInPages } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { startInstance, type Instance } from './support/instances'
import { expectFits } from './support/phone-fit'

/*
 * /admin/importar in a browser, as the admin: WordPress's theme unit test export uploaded,
 * "Simular" shows what would be created (nothing written), "Importar" runs with its progress bar
 * and ends with the report to download, and an old address then answers 301 to its post on this
 * server and, through the tag store, on the suite's. The suite's server downloads from public
 * addresses only, so one more instance of the same build and database is allowed the local
 * server that stands in for the old blog's image host. Everything imported is removed after.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
let images: ImageServer
let instance: Instance
let file = ''
let categoriesBefore: string[] = []

beforeAll(async () => {
  await resetRateLimits()
  images = await startImageServer()
  file = fixtureCopy(WORDPRESS_FIXTURE, ['https://i0.wp.com'], images.origin)
  categoriesBefore = (await db.selectFrom('blog_categories').select('id').execute()).map(
    (c) => c.id,
  )
  instance = await startInstance({
    env: { IMPORT_PRIVATE_HOSTS: '127.0.0.1', SQLITE_ALLOW_SECOND_INSTANCE: '1' },
  })
})

afterAll(async () => {
  await closeContexts()
  await instance?.stop()
  await images?.close()
  const items = await db.selectFrom('import_items').select(['kind', 'target_id']).execute()
  const ids = (kind: string) => items.filter((item) => item.kind === kind).map((i) => i.target_id)
  if (ids('post').length) await db.deleteFrom('blog_posts').where('id', 'in', ids('post')).execute()
  if (ids('media').length)
    await db.deleteFrom('media_images').where('id', 'in', ids('media')).execute()
  const created = ids('category').filter((id) => !categoriesBefore.includes(id))
  if (created.length) await db.deleteFrom('blog_categories').where('id', 'in', created).execute()
  await db.deleteFrom('redirects').where('origin', '=', 'import').execute()
  await db.deleteFrom('import_items').execute()
  await db.deleteFrom('import_runs').execute()
  const now = Date.now()
  await writeTagExpirations(db, [{ tag: 'redirects', expired: now, stale: now, changed: now }])
  await expireSiteCaches(db)
  await database.destroy()
})

const importPage = () => `http://localhost:${instance.port}/admin/importar`
const count = (page: Page, kind: string, action: string) =>
  page.locator(`[data-import-count="${kind}"] [data-count="${action}"]`).textContent()

async function answer(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
  await response.body?.cancel()
  return { status: response.status, location: response.headers.get('location') }
}

describe('importing a WordPress blog from the admin', () => {
  it('simulates, imports with a progress bar, offers the report, and redirects old addresses', async () => {
    const page = await openAs(E2E_ADMIN)
    await page.goto(importPage())
    await page.locator('[data-import-panel]').waitFor()
    await expectNoSeriousAxeViolations(page, 'import screen')
    const importButton = page.getByRole('button', { name: 'Importar', exact: true })
    expect(await importButton.isDisabled()).toBe(true)

    await page.locator('#importar-arquivo').setInputFiles(file)
    await page.getByRole('button', { name: 'Simular' }).click()
    await page.locator('[data-import-summary="simulacao"]').waitFor({ timeout: 60_000 })
    expect(await count(page, 'post', 'created')).toBe('58')
    expect(
      await page.locator('[data-import-post="template-password-protected"]').textContent(),
    ).toContain('O post era protegido por senha')
    expect(await page.locator('[data-not-imported="page"]').textContent()).toContain('Páginas: 21')
    await expectNoSeriousAxeViolations(page, 'import screen, dry run result')
    const sticky = () =>
      db.selectFrom('blog_posts').select('id').where('slug', '=', 'template-sticky').execute()
    expect(await sticky()).toEqual([])

    await importButton.click()
    await page.getByRole('progressbar', { name: 'Importando' }).waitFor()
    await page.locator('[data-import-summary="importacao"]').waitFor({ timeout: 120_000 })
    expect(await count(page, 'post', 'created')).toBe('58')
    expect(Number(await count(page, 'media', 'created'))).toBeGreaterThan(30)
    expect(await sticky()).toHaveLength(1)
    await page.locator('[data-import-run="done"]').first().waitFor()

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar relatório (CSV)' }).click(),
    ])
    expect(csv.suggestedFilename()).toMatch(/^importacao-blog-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = readFileSync(await csv.path(), 'utf8')
    expect(text).toContain(
      'Post;1241;Template: Sticky;/blog/post/template-sticky;Publicado;Criado;',
    )

    const old = '/2012/01/07/template-sticky/?utm_source=newsletter'
    const target = '/blog/post/template-sticky?utm_source=newsletter'
    expect(await answer(instance.origin, old)).toEqual({ status: 301, location: target })
    // The suite's own server learns of the new rules through the tag store.
    await expect
      .poll(() => answer(fixture.baseURL, old), { timeout: 10_000 })
      .toEqual({ status: 301, location: target })
    const article = await fetch(`${fixture.baseURL}${target}`)
    expect(article.status).toBe(200)
    expect(await article.text()).toContain('Template: Sticky')
  })

  it('fits a 360 px phone, and is the admins’ only', async () => {
    const phone = await openAs(E2E_ADMIN, 360)
    await phone.goto(importPage())
    await phone.locator('[data-import-runs]').waitFor()
    await expectFits(phone, 360, '/admin/importar with its latest runs')

    const editor = await createAccount({ role: 'editor' })
    const page = await openAs(editor)
    await page.goto(importPage())
    await page.locator('[data-access-denied]').waitFor()
    expect(await page.locator('[data-import-panel]').count()).toBe(0)
  })
})
