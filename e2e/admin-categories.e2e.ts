import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CATEGORY_NOT_FOUND_MESSAGE,
  CATEGORY_SLUG_TAKEN_MESSAGE,
} from '@/lib/validations/categories'
import { signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { expireSiteCaches, openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)

// Slugs no earlier run has requested: a page cached on disk by another run cannot answer.
const run = randomUUID().slice(0, 6)
const NAME = `Gestão de Tráfego Ágil ${run}`
const SLUG = `gestao-de-trafego-agil-${run}`
const RENAMED = `Tráfego Pago Avançado ${run}`
const NEW_SLUG = `trafego-avancado-${run}`
const POST_SLUG = `post-da-categoria-${run}`
const postId = randomUUID()

let page: Page
const readerContexts: BrowserContext[] = []

beforeAll(async () => {
  await resetRateLimits()
  page = await openAs(await createAccount({ role: 'editor' }))
})

beforeEach(async () => {
  await page.goto('/admin/categories')
  await page.locator('h1', { hasText: 'Categorias' }).waitFor()
})

afterAll(async () => {
  await closeContexts()
  for (const context of readerContexts) await context.close().catch(() => {})
  await db.deleteFrom('blog_posts').where('id', '=', postId).execute()
  await db.deleteFrom('blog_categories').where('slug', 'like', `%${run}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

const dialog = () => page.locator('[data-category-dialog]')
const card = (slug: string) => page.locator(`[data-category-card="${slug}"]`)
const nameInput = () => dialog().getByLabel('Nome *')
const slugInput = () => dialog().getByLabel('Slug *')

async function openNewDialog() {
  await page.getByRole('button', { name: 'Nova Categoria' }).click()
  await dialog().getByRole('heading', { name: 'Nova Categoria' }).waitFor()
}

/** Status and target of a request, not followed (see blog-redirects.e2e.ts for the header). */
async function visit(path: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${fixture.baseURL}${path}`, { redirect: 'manual' })
  const location = response.headers.get('location')?.split(', ')[0] ?? null
  await response.body?.cancel()
  return {
    status: response.status,
    location: location ? new URL(location, fixture.baseURL).pathname : null,
  }
}

/**
 * A visitor without JavaScript: the server's HTML is what is checked, and no link prefetch
 * caches /blog while this file's post is published (later files count the posts there).
 */
async function readerPage(): Promise<Page> {
  const context = await fixture.browser().newContext({
    baseURL: fixture.baseURL,
    javaScriptEnabled: false,
  })
  readerContexts.push(context)
  return context.newPage()
}

async function publicHeading(path: string): Promise<string> {
  const reader = await readerPage()
  await reader.goto(path)
  return ((await reader.locator('h1').first().textContent()) ?? '').trim()
}

describe('admin categories', () => {
  it('lists the seeded categories as cards with name, /slug and labelled buttons', async () => {
    const martech = card('martech')
    await martech.waitFor()
    expect(await martech.locator('[data-category-slug]').textContent()).toBe('/martech')
    expect(await martech.locator('[data-category-description]').textContent()).toMatch(/\S/)
    await martech.getByRole('button', { name: 'Editar categoria Martech' }).waitFor()
    await martech.getByRole('button', { name: 'Deletar categoria Martech' }).waitFor()
  })

  it('asks for name and slug, generating the slug from an accented name', async () => {
    await openNewDialog()
    await dialog().getByRole('button', { name: 'Criar' }).click()
    const required = toast(page, 'Campos obrigatórios')
    await required.waitFor()
    expect(await required.textContent()).toContain('Preencha nome e slug')
    expect(await dialog().locator('[data-field-error]').count()).toBe(2)

    await nameInput().fill('Ação Rápida')
    expect(await slugInput().inputValue()).toBe('acao-rapida')
    await slugInput().fill('feito-a-mao')
    // Spec: a hand-edited slug is overwritten by the next name change.
    await nameInput().fill(NAME)
    expect(await slugInput().inputValue()).toBe(SLUG)
    await dialog().getByLabel('Descrição').fill('Campanhas que andam rápido.')
    await dialog().getByRole('button', { name: 'Criar' }).click()

    await toast(page, 'Categoria criada com sucesso!').waitFor()
    await dialog().waitFor({ state: 'detached' })
    await card(SLUG).waitFor()
    expect(await card(SLUG).locator('[data-category-name]').textContent()).toBe(NAME)
    expect(await card(SLUG).locator('[data-category-description]').textContent()).toBe(
      'Campanhas que andam rápido.',
    )
    const row = await db
      .selectFrom('blog_categories')
      .select(['name', 'description'])
      .where('slug', '=', SLUG)
      .executeTakeFirst()
    expect(row).toEqual({ name: NAME, description: 'Campanhas que andam rápido.' })
  })

  it('shows a slug already in use as an error on the Slug field', async () => {
    await openNewDialog()
    await nameInput().fill('Mídia Paga')
    expect(await slugInput().inputValue()).toBe('midia-paga')
    await dialog().getByRole('button', { name: 'Criar' }).click()
    const failure = toast(page, 'Erro ao salvar categoria')
    await failure.waitFor()
    expect(await failure.textContent()).toContain(CATEGORY_SLUG_TAKEN_MESSAGE)
    const fieldError = dialog().locator('#categoria-slug-error')
    expect(await fieldError.textContent()).toBe(CATEGORY_SLUG_TAKEN_MESSAGE)
    expect(await slugInput().getAttribute('aria-invalid')).toBe('true')
    const seeded = await db
      .selectFrom('blog_categories')
      .select('name')
      .where('slug', '=', 'midia-paga')
      .execute()
    expect(seeded).toEqual([{ name: 'Mídia Paga' }])
  })

  it('edits a category and its public page shows the new name at once', async () => {
    expect(await publicHeading(`/blog/categoria/${SLUG}`)).toBe(NAME)
    await card(SLUG)
      .getByRole('button', { name: `Editar categoria ${NAME}` })
      .click()
    await dialog().getByRole('heading', { name: 'Editar Categoria' }).waitFor()
    expect(await nameInput().inputValue()).toBe(NAME)
    await nameInput().fill(RENAMED)
    // An existing category keeps its address unless the slug is changed on purpose.
    expect(await slugInput().inputValue()).toBe(SLUG)
    await dialog().getByRole('button', { name: 'Atualizar' }).click()
    await toast(page, 'Categoria atualizada com sucesso!').waitFor()
    await card(SLUG).locator('[data-category-name]', { hasText: RENAMED }).waitFor()
    expect(await publicHeading(`/blog/categoria/${SLUG}`)).toBe(RENAMED)
  })

  it('a new slug serves the category at the new address; the old one moves there for good', async () => {
    await card(SLUG)
      .getByRole('button', { name: `Editar categoria ${RENAMED}` })
      .click()
    await slugInput().fill(NEW_SLUG)
    await dialog().getByRole('button', { name: 'Atualizar' }).click()
    await toast(page, 'Categoria atualizada com sucesso!').waitFor()
    await card(NEW_SLUG).waitFor()
    expect(await card(SLUG).count()).toBe(0)
    expect(await publicHeading(`/blog/categoria/${NEW_SLUG}`)).toBe(RENAMED)
    // Like a post's, a category's old address answers 308, its pages too, so links to it keep
    // working.
    expect(await visit(`/blog/categoria/${SLUG}`)).toEqual({
      status: 308,
      location: `/blog/categoria/${NEW_SLUG}`,
    })
    expect(await visit(`/blog/categoria/${SLUG}/pagina/3`)).toEqual({
      status: 308,
      location: `/blog/categoria/${NEW_SLUG}/pagina/3`,
    })
    expect(await visit(`/blog/${SLUG}`)).toEqual({
      status: 308,
      location: `/blog/categoria/${NEW_SLUG}`,
    })
  })

  it('deletes a category after saying how many posts lose it; the posts stay', async () => {
    const category = await db
      .selectFrom('blog_categories')
      .select('id')
      .where('slug', '=', NEW_SLUG)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('blog_posts')
      .values({
        id: postId,
        title: `Post da categoria ${run}`,
        search_title: `post da categoria ${run}`,
        slug: POST_SLUG,
        content: '<p>Um post que perde a categoria.</p>',
        reading_time: 1,
        status: 'published',
        category_id: category.id,
        published_at: new Date(),
        author_name: 'Teste E2E',
      })
      .execute()
    const reader = await readerPage()
    await reader.goto(`/blog/post/${POST_SLUG}`)
    expect(await reader.locator('[data-category-badge]').first().textContent()).toContain(RENAMED)

    await page.reload()
    await card(NEW_SLUG)
      .getByRole('button', { name: `Deletar categoria ${RENAMED}` })
      .click()
    const confirm = page.locator('[data-category-delete-dialog]')
    await confirm.getByText('Tem certeza que deseja deletar esta categoria?').waitFor()
    expect(await confirm.textContent()).toContain('1 post usa esta categoria')
    await confirm.getByRole('button', { name: 'Deletar' }).click()
    await toast(page, 'Categoria deletada com sucesso!').waitFor()
    await confirm.waitFor({ state: 'detached' })
    await card(NEW_SLUG).waitFor({ state: 'detached' })
    await card('martech').waitFor()

    const post = await db
      .selectFrom('blog_posts')
      .select(['category_id', 'status'])
      .where('id', '=', postId)
      .executeTakeFirst()
    expect(post).toEqual({ category_id: null, status: 'published' })
    await reader.reload()
    await reader.locator('h1', { hasText: `Post da categoria ${run}` }).waitFor()
    expect(await reader.locator('[data-category-badge]').count()).toBe(0)
    expect(await reader.content()).not.toContain(RENAMED)
  })

  it('says why a delete or an edit failed when the category is already gone', async () => {
    const id = randomUUID()
    const slug = `removida-${run}`
    await db
      .insertInto('blog_categories')
      .values({ id, name: `Removida ${run}`, slug })
      .execute()
    await page.reload()
    await card(slug).waitFor()
    await db.deleteFrom('blog_categories').where('id', '=', id).execute()

    await card(slug)
      .getByRole('button', { name: `Editar categoria Removida ${run}` })
      .click()
    await dialog().getByRole('button', { name: 'Atualizar' }).click()
    const saveFailure = toast(page, 'Erro ao salvar categoria')
    await saveFailure.waitFor()
    expect(await saveFailure.textContent()).toContain(CATEGORY_NOT_FOUND_MESSAGE)
    await page.keyboard.press('Escape')

    await card(slug)
      .getByRole('button', { name: `Deletar categoria Removida ${run}` })
      .click()
    await page
      .locator('[data-category-delete-dialog]')
      .getByRole('button', { name: 'Deletar' })
      .click()
    const deleteFailure = toast(page, 'Erro ao deletar categoria')
    await deleteFailure.waitFor()
    expect(await deleteFailure.textContent()).toContain(CATEGORY_NOT_FOUND_MESSAGE)
    // The list is refreshed either way: the stale card goes.
    await card(slug).waitFor({ state: 'detached' })
  })
})
