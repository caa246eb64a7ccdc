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

async function tagsOf(postId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_tags')
    .select('tag')
    .where('post_id', '=', postId)
    .execute()
  return rows.map((row) => row.tag).sort()
}

async function revisionTitles(postId: string, kind: 'conflict'): Promise<string[]> {
  const rows = await db
    .selectFrom('post_revisions')
    .select('title')
    .where('post_id', '=', postId)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => row.title)
}

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
  it('two tabs of one post: changes to different fields merge; the same field asks, and nothing is lost', async () => {
    const slug = `duas-abas-${MARK}`
    const id = await writePost(`Duas abas ${MARK}`, slug, 'Texto comum.', 'Salvar Rascunho')
    const first = await openEditor(`/admin/posts/${id}/edit`)
    // The second tab: same browser, same person.
    const second = await first.context().newPage()
    await second.goto(`/admin/posts/${id}/edit`)
    await editor(second).waitFor()

    // Tab A adds a tag, tab B a sentence: both end up in the post, no question asked.
    await first.getByPlaceholder('Digite uma tag').fill('aba-a')
    await first.getByRole('button', { name: 'Adicionar' }).click()
    await first.locator(SAVED).waitFor()
    await typeAtEnd(second, ' Frase da segunda aba.')
    await second.locator(`${SAVED}:has-text("Tags veio dela")`).waitFor()
    expect(await second.locator('[data-conflict-dialog]').count()).toBe(0)
    expect(await second.locator('[data-tag="aba-a"]').count()).toBe(1)
    const merged = await postBySlug(slug)
    expect(merged).toMatchObject({ title: `Duas abas ${MARK}` })
    expect(merged?.content).toBe('<p>Texto comum. Frase da segunda aba.</p>')
    expect(await tagsOf(id)).toEqual(['aba-a'])

    // Both change the title: only the title is asked about.
    await first.getByLabel('Título *').fill(`Título da primeira aba ${MARK}`)
    await first.locator(`${SAVED}:has-text("Conteúdo veio dela")`).waitFor()
    expect(await editor(first).textContent()).toBe('Texto comum. Frase da segunda aba.')
    await second.getByLabel('Título *').fill(`Título da segunda aba ${MARK}`)
    const dialog = second.locator('[data-conflict-dialog]')
    await dialog.getByRole('heading', { name: 'Este post foi salvo em outro lugar' }).waitFor()
    expect(await dialog.textContent()).toContain('Vocês dois mudaram Título')
    const differences = dialog.locator('[data-conflict-differences] > div')
    expect(await differences.locator('dt').allTextContents()).toEqual(['Título'])
    // Nothing was overwritten while the question is open.
    expect(await postBySlug(slug)).toMatchObject({ title: `Título da primeira aba ${MARK}` })

    // "Manter a minha versão": mine is saved; the other title stays in the history.
    await dialog.getByRole('button', { name: 'Manter a minha versão' }).click()
    await dialog.waitFor({ state: 'detached' })
    await second.locator(`${SAVED}:has-text("ficou no Histórico")`).waitFor()
    expect(await postBySlug(slug)).toMatchObject({
      title: `Título da segunda aba ${MARK}`,
      content: '<p>Texto comum. Frase da segunda aba.</p>',
    })
    expect(await tagsOf(id)).toEqual(['aba-a'])
    expect(await revisionTitles(id, 'conflict')).toEqual([`Título da primeira aba ${MARK}`])

    // The first tab, changing the title again, is asked in turn; "Usar a versão salva" takes
    // the other title and keeps this tab's version in the history.
    await first.getByLabel('Título *').fill(`Terceiro título ${MARK}`)
    const asked = first.locator('[data-conflict-dialog]')
    await asked.getByRole('button', { name: 'Usar a versão salva' }).click()
    await asked.waitFor({ state: 'detached' })
    expect(await first.getByLabel('Título *').inputValue()).toBe(`Título da segunda aba ${MARK}`)
    await first.locator(`${SAVED}:has-text("ficou no Histórico")`).waitFor()
    expect(await revisionTitles(id, 'conflict')).toEqual([
      `Título da primeira aba ${MARK}`,
      `Terceiro título ${MARK}`,
    ])
    await first.locator('[data-history-button]').click()
    const history = first.locator('[data-history-panel]')
    await history.getByText('Versão não mantida em um conflito').first().waitFor()
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
