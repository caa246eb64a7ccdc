import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { editor, postEditorHelpers, readerPages } from './support/post-editor'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const { openReader, closeReaders } = readerPages(fixture)
const MARK = `conflito${randomUUID().slice(0, 6)}`
const SAVED = '[data-autosave-status="saved"]'

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await closeReaders()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await database.destroy()
})

async function typeAtEnd(page: Page, text: string) {
  await editor(page).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(text)
}

/** A new post written in the editor and saved with one of its buttons; returns its id. */
async function writePost(title: string, slug: string, body: string, button: string) {
  const page = await openEditor()
  await page.getByLabel('Título *').fill(title)
  await page.getByLabel('Slug').fill(slug)
  await typeAtEnd(page, body)
  await page.getByRole('button', { name: button }).click()
  await toast(page, 'Post criado com sucesso!').waitFor()
  await page.close()
  return (await postBySlug(slug))!.id
}

describe('autosave and other saves of the same post', () => {
  it('two tabs of one post: the second is asked to compare and choose, never overwrites', async () => {
    const slug = `duas-abas-${MARK}`
    const id = await writePost(`Duas abas ${MARK}`, slug, 'Texto comum.', 'Salvar Rascunho')
    const first = await openEditor(`/admin/posts/${id}/edit`)
    // The second tab: same browser, same person.
    const second = await first.context().newPage()
    await second.goto(`/admin/posts/${id}/edit`)
    await editor(second).waitFor()

    await first.getByLabel('Título *').fill(`Título da primeira aba ${MARK}`)
    await first.locator(SAVED).waitFor()
    await typeAtEnd(second, ' Frase da segunda aba.')
    const dialog = second.locator('[data-conflict-dialog]')
    await dialog.getByRole('heading', { name: 'Este post foi salvo em outro lugar' }).waitFor()
    const differences = dialog.locator('[data-conflict-differences] > div')
    expect(await differences.locator('dt').allTextContents()).toEqual(['Título', 'Conteúdo'])
    const title = await differences.first().locator('dd').textContent()
    expect(title).toContain(`Sua versãoDuas abas ${MARK}`)
    expect(title).toContain(`Versão salvaTítulo da primeira aba ${MARK}`)
    expect(await differences.nth(1).textContent()).toContain('Frase da segunda aba.')
    // Nothing was overwritten while the question is open.
    expect(await postBySlug(slug)).toMatchObject({ title: `Título da primeira aba ${MARK}` })
    expect((await postBySlug(slug))?.content).not.toContain('segunda aba')

    // "Manter a minha versão": saved over the version it has now seen.
    await dialog.getByRole('button', { name: 'Manter a minha versão' }).click()
    await dialog.waitFor({ state: 'detached' })
    await second.locator(SAVED).waitFor()
    expect(await postBySlug(slug)).toMatchObject({
      title: `Duas abas ${MARK}`,
      content: '<p>Texto comum. Frase da segunda aba.</p>',
    })

    // The first tab, writing on, is asked in turn; "Usar a versão salva" loads the other one.
    await typeAtEnd(first, ' Da primeira.')
    const asked = first.locator('[data-conflict-dialog]')
    await asked.getByRole('button', { name: 'Usar a versão salva' }).click()
    await asked.waitFor({ state: 'detached' })
    expect(await first.getByLabel('Título *').inputValue()).toBe(`Duas abas ${MARK}`)
    expect(await editor(first).textContent()).toBe('Texto comum. Frase da segunda aba.')
    await first.waitForTimeout(2_500)
    expect((await postBySlug(slug))?.content).toBe('<p>Texto comum. Frase da segunda aba.</p>')
  })

  it('"Salvar Rascunho" on a published post makes the edit public; lists mark autosaved edits', async () => {
    const slug = `salvar-publicado-${MARK}`
    const id = await writePost(`Título público ${MARK}`, slug, 'Corpo público.', 'Publicar')
    const page = await openEditor(`/admin/posts/${id}/edit`)
    await page.getByLabel('Título *').fill(`Título revisto ${MARK}`)
    await page.locator(SAVED).waitFor()

    // Autosaved only: the lists show the public title and say there is more.
    await page.goto(`/admin/posts?q=${encodeURIComponent(MARK)}`)
    const row = page.locator(`[data-post-row="${id}"]`)
    expect(await row.locator('[data-post-title]').textContent()).toBe(`Título público ${MARK}`)
    expect(await row.locator('[data-unpublished-changes]').textContent()).toBe(
      'Alterações não publicadas',
    )
    await page.goto('/admin')
    const recent = page.locator(`[data-recent-posts] [data-post-id="${id}"]`)
    expect(await recent.locator('[data-unpublished-changes]').count()).toBe(1)

    // The spec's "Salvar Rascunho" saves with the current status: published, so public now.
    await page.goto(`/admin/posts/${id}/edit`)
    await editor(page).waitFor()
    expect(await page.getByLabel('Título *').inputValue()).toBe(`Título revisto ${MARK}`)
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(page, 'Post atualizado com sucesso!').waitFor()
    await page.waitForURL('**/admin/posts')
    await page.goto(`/admin/posts?q=${encodeURIComponent(MARK)}`)
    expect(await row.locator('[data-post-title]').textContent()).toBe(`Título revisto ${MARK}`)
    expect(await row.locator('[data-unpublished-changes]').count()).toBe(0)
    await page.goto('/admin')
    expect(await recent.locator('[data-post-title]').textContent()).toBe(`Título revisto ${MARK}`)
    expect(await recent.locator('[data-unpublished-changes]').count()).toBe(0)
    expect(await postBySlug(slug)).toMatchObject({
      title: `Título revisto ${MARK}`,
      status: 'published',
    })
    const reader = await openReader()
    await reader.goto(`/blog/post/${slug}`)
    expect(await reader.locator('h1').textContent()).toBe(`Título revisto ${MARK}`)

    await page.goto(`/admin/posts/${id}/edit`)
    await page.getByLabel('Status').selectOption('draft')
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(page, 'Post atualizado com sucesso!').waitFor()
  })

  it("a published post's autosave changes nothing public until Atualizar", async () => {
    const slug = `publicado-${MARK}`
    const id = await writePost(`No ar ${MARK}`, slug, 'Texto público.', 'Publicar')
    const reader = await openReader()
    const article = async () => {
      await reader.goto(`/blog/post/${slug}`)
      return {
        title: await reader.locator('h1').textContent(),
        body: await reader.locator('[data-article-body]').textContent(),
      }
    }
    const blogIndex = async () => (await fetch(`${fixture.baseURL}/blog`)).text()
    expect(await article()).toEqual({ title: `No ar ${MARK}`, body: 'Texto público.' })

    const page = await openEditor(`/admin/posts/${id}/edit`)
    expect(await page.getByRole('button', { name: 'Publicar' }).count()).toBe(0)
    await page.locator('[data-working-copy-note]').waitFor()
    await page.getByLabel('Título *').fill(`Revisão em andamento ${MARK}`)
    await typeAtEnd(page, ' Parágrafo ainda em revisão.')
    await page.locator(SAVED).waitFor()
    expect(await postBySlug(slug)).toMatchObject({ title: `No ar ${MARK}`, status: 'published' })

    expect(await article()).toEqual({ title: `No ar ${MARK}`, body: 'Texto público.' })
    const index = await blogIndex()
    expect(index).toContain(`No ar ${MARK}`)
    expect(index).not.toContain('Revisão em andamento')
    const sitemap = await (await fetch(`${fixture.baseURL}/sitemap.xml`)).text()
    expect(sitemap).toContain(`/blog/post/${slug}</loc>`)

    // The editor comes back to the working copy, and "Atualizar" puts it on the blog.
    await page.reload()
    await editor(page).waitFor()
    expect(await page.getByLabel('Título *').inputValue()).toBe(`Revisão em andamento ${MARK}`)
    await page.getByRole('button', { name: 'Atualizar' }).click()
    await toast(page, 'Post atualizado com sucesso!').waitFor()
    expect(await article()).toEqual({
      title: `Revisão em andamento ${MARK}`,
      body: 'Texto público. Parágrafo ainda em revisão.',
    })

    // Unpublished through the app, so no public list keeps it after this file.
    const edit = await openEditor(`/admin/posts/${id}/edit`)
    await edit.getByLabel('Status').selectOption('draft')
    await edit.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(edit, 'Post atualizado com sucesso!').waitFor()
  })
})
