import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { normalizeSearchText } from '@/lib/text'
import type { PostStatus } from '@/server/db/types'
import { signedInPages, texts, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
/** Every title here starts with it, so searches see only this file's posts. */
const MARK = `lista${randomUUID().slice(0, 6)}`
const inserted: string[] = []
let category = { id: '', name: '', slug: '' }

async function insertPost(
  title: string,
  status: PostStatus,
  categoryId: string | null,
  day: number,
) {
  const id = randomUUID()
  inserted.push(id)
  await db
    .insertInto('blog_posts')
    .values({
      id,
      title,
      search_title: normalizeSearchText(title),
      slug: `e2e-${id}`,
      content: '<p>Conteúdo de teste.</p>',
      reading_time: 1,
      status,
      category_id: categoryId,
      // Noon UTC: the same calendar day in São Paulo.
      created_at: new Date(Date.UTC(2030, 0, 1 + day, 15)),
    })
    .execute()
  return id
}

beforeAll(async () => {
  category = await db
    .selectFrom('blog_categories')
    .select(['id', 'name', 'slug'])
    .orderBy('name')
    .executeTakeFirstOrThrow()
  // Drafts and archived posts only: the public sidebar counts other files check stay true.
  for (let i = 0; i < 27; i++) {
    await insertPost(
      `${MARK} item ${String(i).padStart(2, '0')}`,
      i % 2 ? 'draft' : 'archived',
      null,
      i,
    )
  }
  await insertPost(`${MARK} Ação de Mídia 100% eficaz`, 'draft', category.id, 40)
  await insertPost(`${MARK} Guia de_mídia`, 'archived', category.id, 41)
})

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  if (inserted.length) await db.deleteFrom('blog_posts').where('id', 'in', inserted).execute()
  await database.destroy()
})

const rows = (page: Page) => page.locator('[data-posts-table] tbody tr')
const titles = (page: Page) => texts(rows(page).locator('[data-post-title]'))

async function openList(query = '') {
  const page = await openAs(E2E_ADMIN)
  await page.goto(`/admin/posts${query}`)
  await page.locator('h1', { hasText: 'Posts' }).waitFor()
  return page
}

describe('posts list', () => {
  it('shows the header, the table columns and 25 posts a page with "Página X de Y"', async () => {
    const page = await openList(`?q=${MARK}`)
    expect(await page.locator('main a', { hasText: 'Novo Post' }).getAttribute('href')).toBe(
      '/admin/posts/new',
    )
    expect(await texts(page.locator('[data-posts-table] thead th'))).toEqual([
      'Título',
      'Categoria',
      'Status',
      'Data',
      'Ações',
    ])
    expect(await rows(page).count()).toBe(25)
    const first = rows(page).first()
    expect(await first.locator('[data-post-title]').textContent()).toBe(`${MARK} Guia de_mídia`)
    expect(await first.locator('[data-post-category]').textContent()).toBe(category.name)
    expect(await first.locator('[data-status]').textContent()).toBe('Arquivado')
    expect(await first.locator('[data-post-date]').textContent()).toBe('11/02/2030')
    expect(await rows(page).nth(2).locator('[data-post-category]').textContent()).toBe('-')
    expect(await page.locator('[data-posts-page]').textContent()).toBe('Página 1 de 2')

    await page.locator('[data-posts-pagination] a', { hasText: 'Próxima' }).click()
    await page.waitForURL(/pagina=2/)
    await page.locator('[data-posts-page]', { hasText: 'Página 2 de 2' }).waitFor()
    expect(await titles(page)).toEqual([
      `${MARK} item 03`,
      `${MARK} item 02`,
      `${MARK} item 01`,
      `${MARK} item 00`,
    ])
    const editHref = await rows(page)
      .first()
      .locator(`a[aria-label="Editar ${MARK} item 03"]`)
      .getAttribute('href')
    expect(editHref).toMatch(/^\/admin\/posts\/[0-9a-f-]{36}\/edit$/)
  })

  it('searches as you type, through the URL, without accents and with literal wildcards', async () => {
    const page = await openList()
    const search = page.getByPlaceholder('Buscar posts...')
    await search.fill(`${MARK} acao`)
    await page.waitForURL((url) => url.searchParams.get('q') === `${MARK} acao`)
    await page.locator('[data-posts-total="1"]').waitFor()
    expect(await titles(page)).toEqual([`${MARK} Ação de Mídia 100% eficaz`])

    const searchFor = async (q: string) => {
      await page.goto(`/admin/posts?q=${encodeURIComponent(q)}`)
      await page.locator('[data-posts-table], [data-posts-empty]').first().waitFor()
      expect(await search.inputValue()).toBe(q)
      return titles(page)
    }
    expect(await searchFor(`${MARK} guia de_`)).toEqual([`${MARK} Guia de_mídia`])
    expect(await searchFor(`${MARK} acao de midia 100%`)).toEqual([
      `${MARK} Ação de Mídia 100% eficaz`,
    ])
    // As wildcards these would match "item 00" to "item 09"; taken literally, nothing.
    expect(await searchFor(`${MARK} item 0%`)).toEqual([])
    expect(await searchFor(`${MARK} item 0_`)).toEqual([])

    await search.fill(`${MARK} nada assim`)
    await page.locator('[data-posts-empty]').waitFor()
    expect(await page.locator('[data-posts-empty]').textContent()).toContain(
      'Nenhum post encontrado',
    )
  })

  it('filters by status and category through the URL, keeping the search', async () => {
    const page = await openList(`?q=${MARK}`)
    expect(await texts(page.locator('#filtro-status option'))).toEqual([
      'Todos os status',
      'Publicado',
      'Rascunho',
      'Arquivado',
      'Agendado',
    ])
    const categoryOptions = await texts(page.locator('#filtro-categoria option'))
    expect(categoryOptions[0]).toBe('Todas categorias')
    expect(categoryOptions).toContain(category.name)

    await page.locator('#filtro-status').selectOption('rascunho')
    await page.waitForURL((url) => url.searchParams.get('status') === 'rascunho')
    await page.locator('[data-posts-total="14"]').waitFor()
    await page.locator('#filtro-categoria').selectOption(category.slug)
    await page.waitForURL((url) => url.searchParams.get('categoria') === category.slug)
    await page.locator('[data-posts-total="1"]').waitFor()
    expect(await titles(page)).toEqual([`${MARK} Ação de Mídia 100% eficaz`])
    expect(new URL(page.url()).searchParams.get('q')).toBe(MARK)

    // The address alone reproduces the list (shareable, rendered on the server).
    const shared = await openList(new URL(page.url()).search)
    expect(await titles(shared)).toEqual([`${MARK} Ação de Mídia 100% eficaz`])
    expect(await shared.locator('#filtro-status').inputValue()).toBe('rascunho')
    expect(await shared.locator('#filtro-categoria').inputValue()).toBe(category.slug)
    await shared.goto(`/admin/posts?q=${MARK}&status=publicado`)
    await shared.locator('[data-posts-empty]').waitFor()
  })

  it('deletes after confirmation; Cancelar keeps the post', async () => {
    const id = await insertPost(`${MARK} para deletar`, 'draft', null, 60)
    const page = await openList(`?q=${encodeURIComponent(`${MARK} para deletar`)}`)
    const button = page.locator(`button[aria-label="Deletar ${MARK} para deletar"]`)
    await button.click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    expect(await dialog.locator('h2').textContent()).toBe('Tem certeza?')
    expect(await dialog.textContent()).toContain(
      'Esta ação não pode ser desfeita. O post será permanentemente deletado.',
    )
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await rows(page).count()).toBe(1)
    // Focus goes back to the row's button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Deletar ${MARK} para deletar`,
    )

    await button.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(page, 'Post deletado com sucesso!').waitFor()
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    await page.locator('[data-posts-empty]').waitFor()
    expect(await db.selectFrom('blog_posts').select('id').where('id', '=', id).execute()).toEqual(
      [],
    )
  })

  it('a failed delete says so, closes the dialog and refreshes the list', async () => {
    const id = await insertPost(`${MARK} some antes`, 'draft', null, 61)
    const page = await openList(`?q=${encodeURIComponent(`${MARK} some antes`)}`)
    await page.locator(`button[aria-label="Deletar ${MARK} some antes"]`).click()
    // Someone else deletes it while the dialog is open.
    await db.deleteFrom('blog_posts').where('id', '=', id).execute()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    const failure = toast(page, 'Erro ao deletar post')
    await failure.waitFor()
    expect(await failure.textContent()).toContain('Tente novamente')
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    await page.locator('[data-posts-empty]').waitFor()
  })
})
