import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { editor, editorFocused, postEditorHelpers, selectBack, tool } from './support/post-editor'

/*
 * The toolbar's link button: an in-page dialog that takes an address (only
 * the spec's schemes) or finds a published post by title and links /blog/post/<slug>. An
 * existing link comes pre-filled; an empty address removes it.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `links${randomUUID().slice(0, 6)}`
const TITLE = `Guia de verba ${MARK}`
const SLUG = `guia-verba-${MARK}`
const HREF = `/blog/post/${SLUG}`

beforeAll(async () => {
  await db
    .insertInto('blog_posts')
    .values({
      id: randomUUID(),
      title: TITLE,
      search_title: TITLE.toLowerCase(),
      slug: SLUG,
      content: '<p>Publicado.</p>',
      reading_time: 1,
      status: 'published',
      published_at: new Date(),
    })
    .execute()
})

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await database.destroy()
})

const linkDialog = (page: Page, name: 'Inserir link' | 'Editar link') =>
  page.getByRole('dialog', { name })

async function typeInBody(page: Page, text: string) {
  await editor(page).click()
  await page.keyboard.type(text)
}

describe('the link dialog', () => {
  it('finds a published post by title and links the selection to /blog/post/<slug>, by keyboard', async () => {
    const page = await openEditor()
    await typeInBody(page, 'Leia o guia')
    await selectBack(page, 'guia')
    await tool(page, 'Link').click()
    const ask = linkDialog(page, 'Inserir link')
    await ask.getByLabel('URL do link').waitFor()
    // The address field has the focus; Tab goes on to the search.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('link-url')
    const search = ask.getByLabel('Ou escolha um post publicado')
    await search.fill(`verba ${MARK}`)
    // Before typing, the newest posts; then only what matches.
    await ask.getByText('1 post encontrado').waitFor()
    const result = ask.locator(`[data-link-post="${SLUG}"]`)
    expect(await ask.locator('[data-link-post]').count()).toBe(1)
    expect(await result.textContent()).toContain(HREF)
    await expectNoSeriousAxeViolations(page, 'link dialog with a post found')
    await search.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-link-post'))).toBe(
      SLUG,
    )
    await page.keyboard.press('Enter')
    await ask.waitFor({ state: 'detached' })
    const link = editor(page).locator(`a[href="${HREF}"]`)
    await link.waitFor()
    expect(await link.textContent()).toBe('guia')
    await editorFocused(page)
  })

  it('with nothing selected, the post’s title becomes the linked text', async () => {
    const page = await openEditor()
    await typeInBody(page, 'Veja também: ')
    await tool(page, 'Link').click()
    const ask = linkDialog(page, 'Inserir link')
    await ask.getByLabel('Ou escolha um post publicado').fill(TITLE)
    await ask.locator(`[data-link-post="${SLUG}"]`).click()
    await ask.waitFor({ state: 'detached' })
    expect(await editor(page).locator(`a[href="${HREF}"]`).textContent()).toBe(TITLE)
  })

  it('asks for an address when a new link has none', async () => {
    const page = await openEditor()
    await typeInBody(page, 'Texto')
    await tool(page, 'Link').click()
    const ask = linkDialog(page, 'Inserir link')
    await ask.getByRole('button', { name: 'Inserir link' }).click()
    await ask.getByText('Digite o endereço do link ou escolha um post abaixo.').waitFor()
    expect(await ask.getByLabel('URL do link').getAttribute('aria-invalid')).toBe('true')
    await page.keyboard.press('Escape')
    await ask.waitFor({ state: 'detached' })
    expect(await editor(page).locator('a').count()).toBe(0)
  })

  it('pre-fills an existing link; an empty address removes it; a click never opens it', async () => {
    const page = await openEditor()
    await typeInBody(page, 'site da empresa')
    await selectBack(page, 'empresa')
    await tool(page, 'Link').click()
    const add = linkDialog(page, 'Inserir link')
    await add.getByLabel('URL do link').fill('exemplo.com.br/contato')
    await add.getByRole('button', { name: 'Inserir link' }).click()
    const link = editor(page).locator('a[href="https://exemplo.com.br/contato"]')
    await link.waitFor()

    // A click puts the cursor in the link; it opens nothing.
    const pages = page.context().pages().length
    await link.click()
    await page.waitForTimeout(300)
    expect(page.url()).toBe(`${fixture.baseURL}/admin/posts/new`)
    expect(page.context().pages()).toHaveLength(pages)

    await tool(page, 'Link').click()
    const edit = linkDialog(page, 'Editar link')
    const url = edit.getByLabel('URL do link')
    expect(await url.inputValue()).toBe('https://exemplo.com.br/contato')
    await edit.getByText('Deixe vazio para remover o link.').waitFor()
    await url.fill('https://exemplo.com.br/fale-conosco')
    await url.press('Enter')
    await edit.waitFor({ state: 'detached' })
    // The whole link changed, not only where the cursor was.
    const changed = editor(page).locator('a[href="https://exemplo.com.br/fale-conosco"]')
    expect(await changed.textContent()).toBe('empresa')

    await changed.click()
    await tool(page, 'Link').click()
    await linkDialog(page, 'Editar link').getByLabel('URL do link').fill('')
    await linkDialog(page, 'Editar link').getByLabel('URL do link').press('Enter')
    await linkDialog(page, 'Editar link').waitFor({ state: 'detached' })
    expect(await editor(page).locator('a').count()).toBe(0)
    expect(await editor(page).textContent()).toBe('site da empresa')
  })
})
