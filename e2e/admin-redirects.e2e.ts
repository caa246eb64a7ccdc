import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeTagExpirations } from '@/server/cache/tag-expirations'
import { signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { expectFits } from './support/phone-fit'

/*
 * /admin/redirecionamentos in a browser, as the admin: a rule made in the dialog answers at once
 * on the same server; a loop is refused with its message; edit, delete, search, CSV import (a
 * bad file writes nothing) and export; a 404 seen by the site shows under "Erros 404" with its
 * referrer and becomes a rule from its row. Axe on each state, and a 360 px phone.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const run = randomUUID().slice(0, 6)
const BROWSER_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

let page: Page

beforeAll(async () => {
  await resetRateLimits()
  page = await openAs(E2E_ADMIN)
})

afterAll(async () => {
  await closeContexts()
  await db.deleteFrom('redirects').where('source_path', 'like', `%${run}%`).execute()
  await db.deleteFrom('not_found_paths').where('path', 'like', `%${run}%`).execute()
  const now = Date.now()
  await writeTagExpirations(db, [{ tag: 'redirects', expired: now, stale: now, changed: now }])
  await database.destroy()
})

const dialog = () => page.locator('[data-redirect-dialog]')
const row = (source: string) => page.locator(`tr[data-redirect-row="${source}"]`)

async function open(path = '/admin/redirecionamentos') {
  await page.goto(path)
  await page.locator('[data-redirects-total]').waitFor()
}

async function status(path: string) {
  const response = await fetch(`${fixture.baseURL}${path}`, { redirect: 'manual' })
  await response.body?.cancel()
  return { status: response.status, location: response.headers.get('location') }
}

async function fillAndSave(values: { source?: string; target?: string; type?: string }) {
  if (values.source !== undefined)
    await dialog().getByLabel('Endereço antigo *').fill(values.source)
  if (values.type) await dialog().getByLabel('Tipo').selectOption(values.type)
  if (values.target !== undefined) await dialog().getByLabel('Destino *').fill(values.target)
  await dialog().locator('button[type="submit"]').click()
}

describe('the redirect manager', () => {
  it('creates a rule that answers at once, and refuses a loop with its message', async () => {
    await open()
    await expectNoSeriousAxeViolations(page, 'redirects, rules tab')
    await page.getByRole('button', { name: 'Novo redirecionamento' }).click()
    await dialog().getByRole('heading', { name: 'Novo redirecionamento' }).waitFor()
    await fillAndSave({ source: `/antigo-${run}/`, target: `/novo-${run}` })
    await toast(page, 'Redirecionamento criado').waitFor()
    await row(`/antigo-${run}`).waitFor()
    expect(await status(`/antigo-${run}/?utm_source=x`)).toEqual({
      status: 301,
      location: `/novo-${run}?utm_source=x`,
    })

    await page.getByRole('button', { name: 'Novo redirecionamento' }).click()
    await fillAndSave({ source: `/novo-${run}`, target: `/antigo-${run}` })
    const error = dialog().locator('#redirecionamento-destino-error')
    await error.waitFor()
    expect(await error.textContent()).toBe(
      `Este redirecionamento criaria um ciclo: /novo-${run} → /antigo-${run} → /novo-${run}.`,
    )
    await expectNoSeriousAxeViolations(page, 'redirect dialog with a loop refused')
    await page.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
  })

  it('edits, searches and deletes a rule', async () => {
    await open()
    await row(`/antigo-${run}`)
      .getByRole('button', { name: /^Editar/ })
      .click()
    await fillAndSave({ type: '302', target: `/outro-${run}` })
    await toast(page, 'Redirecionamento atualizado').waitFor()
    await expect
      .poll(async () => row(`/antigo-${run}`).locator('[data-redirect-status]').textContent())
      .toBe('302 · Temporário')
    expect(await status(`/antigo-${run}`)).toEqual({ status: 302, location: `/outro-${run}` })

    await page.getByLabel('Buscar por endereço antigo ou destino').fill(`outro-${run}`)
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    await page.waitForURL(/busca=/)
    expect(await page.locator('tr[data-redirect-row]').count()).toBe(1)

    await row(`/antigo-${run}`)
      .getByRole('button', { name: /^Deletar/ })
      .click()
    await page.getByRole('alertdialog').waitFor()
    await expectNoSeriousAxeViolations(page, 'delete redirect dialog')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(page, 'Redirecionamento deletado').waitFor()
    await row(`/antigo-${run}`).waitFor({ state: 'detached' })
    expect((await status(`/antigo-${run}`)).status).not.toBe(302)
  })

  it('imports a CSV only when every line is good, and exports it back', async () => {
    await open()
    const importDialog = page.locator('[data-redirect-import-dialog]')
    const choose = async (name: string, text: string) => {
      await importDialog.getByLabel('Arquivo CSV').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${text}`, 'utf8'),
      })
      await importDialog.getByRole('button', { name: 'Importar' }).click()
    }
    await page.getByRole('button', { name: 'Importar CSV' }).click()
    await choose(
      'ruim.csv',
      `Endereço antigo;Destino;Tipo\n/csv-a-${run};/blog;301\n/admin/x;/blog;301\n/csv-b-${run};/blog;399\n`,
    )
    const problems = importDialog.locator('[data-redirect-import-problems]')
    await problems.waitFor()
    expect(await problems.locator('li').allTextContents()).toEqual([
      'Linha 4: tipo "399" inválido; use 301, 302, 307, 308 ou 410.',
    ])
    await expectNoSeriousAxeViolations(page, 'CSV import with problems')
    expect(
      await db
        .selectFrom('redirects')
        .select('id')
        .where('source_path', '=', `/csv-a-${run}`)
        .execute(),
    ).toEqual([])

    await choose(
      'bom.csv',
      `Endereço antigo;Destino;Tipo;Correspondência\n/csv-a-${run};/blog;301;exata\n/csv-pasta-${run};/blog/categoria/seo;308;prefixo\n`,
    )
    await toast(page, 'Redirecionamentos importados').waitFor()
    await row(`/csv-pasta-${run}`).waitFor()
    expect(await status(`/csv-pasta-${run}/x`)).toEqual({
      status: 308,
      location: '/blog/categoria/seo/x',
    })

    const download = await page.request.get('/admin/redirecionamentos/exportar')
    expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect(await download.text()).toContain(`/csv-a-${run};/blog;301 · Permanente;Exata;Manual;`)
  })

  it('lists a 404 with its referrer, and turns it into a rule from its row', async () => {
    const missing = `/pagina-perdida-${run}`
    for (const referer of [
      'https://www.google.com/',
      'https://www.google.com/',
      'https://parceiro.com.br/x',
    ]) {
      const response = await fetch(`${fixture.baseURL}${missing}/?utm_source=x`, {
        headers: { 'user-agent': BROWSER_UA, referer },
      })
      expect(response.status).toBe(404)
      await response.body?.cancel()
    }
    const notFoundRow = page.locator(`tr[data-not-found-row="${missing}"]`)
    // Written in batches every few seconds: the three may land in one or two of them.
    await expect
      .poll(
        async () => {
          await open('/admin/redirecionamentos?aba=erros')
          if ((await notFoundRow.count()) === 0) return null
          return notFoundRow.locator('[data-not-found-hits]').textContent()
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe('3')
    expect(await notFoundRow.locator('[data-not-found-referrer]').textContent()).toBe(
      'google.com: 2',
    )
    await expectNoSeriousAxeViolations(page, 'redirects, 404 tab')
    for (const width of [360] as const) {
      await page.setViewportSize({ width, height: 800 })
      await expectFits(page, width, '404 tab on a phone')
      await page.goto('/admin/redirecionamentos')
      await page.locator('[data-redirects-table]').waitFor()
      await expectFits(page, width, 'rules tab on a phone')
      await page.setViewportSize({ width: 1280, height: 900 })
      await open('/admin/redirecionamentos?aba=erros')
    }

    await notFoundRow.getByRole('button', { name: /^Criar redirecionamento/ }).click()
    expect(await dialog().getByLabel('Endereço antigo *').inputValue()).toBe(missing)
    await fillAndSave({ target: '/blog' })
    await toast(page, 'Redirecionamento criado').waitFor()
    await notFoundRow.waitFor({ state: 'detached' })
    expect(await status(`${missing}?utm_source=x`)).toEqual({
      status: 301,
      location: '/blog?utm_source=x',
    })
  })

  it('shows editors the forbidden message, with no list', async () => {
    const editor = await openAs(await createAccount({ role: 'editor' }))
    await editor.goto('/admin/redirecionamentos')
    await editor.locator('main [data-access-denied]').waitFor()
    expect(await editor.locator('[data-redirects-table]').count()).toBe(0)
    const refused = await editor.request.get('/admin/redirecionamentos/exportar')
    expect(refused.status()).toBe(403)
  })
})
