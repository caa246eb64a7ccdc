import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { CONFLICT_MESSAGE } from '@/lib/validations/posts'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { editor, postEditorHelpers, readerPages } from './support/post-editor'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const { openReader, closeReaders } = readerPages(fixture)
const MARK = `publicar${randomUUID().slice(0, 6)}`

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await closeReaders()
  // Everything this file created carries MARK in its slug.
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

describe('publishing from the editor', () => {
  it('a published post moved to a new slug keeps its old address as a redirect', async () => {
    const slug = `movido-${MARK}`
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Movido ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await editor(page).click()
    await page.keyboard.type('Post que muda de endereço.')
    await page.getByRole('button', { name: 'Publicar' }).click()
    await toast(page, 'Post criado com sucesso!').waitFor()
    const id = (await postBySlug(slug))!.id
    expect((await fetch(`${fixture.baseURL}/blog/post/${slug}`)).status).toBe(200)

    const edit = await openEditor(`/admin/posts/${id}/edit`)
    await edit.getByLabel('Slug').fill(`${slug}-novo`)
    // A published post's changes go public with "Atualizar".
    await edit.getByRole('button', { name: 'Atualizar' }).click()
    await toast(edit, 'Post atualizado com sucesso!').waitFor()
    const old = await fetch(`${fixture.baseURL}/blog/post/${slug}`, { redirect: 'manual' })
    await old.body?.cancel()
    expect(old.status).toBe(308)
    expect(new URL(old.headers.get('location')!.split(', ')[0]!, fixture.baseURL).pathname).toBe(
      `/blog/post/${slug}-novo`,
    )
    const moved = await openReader()
    await moved.goto(`/blog/post/${slug}`)
    await moved.waitForURL(`${fixture.baseURL}/blog/post/${slug}-novo`)

    // Deleted through the app, so the public lists (sitemap, feed) forget it too.
    await edit.goto(`/admin/posts?q=${encodeURIComponent(`Movido ${MARK}`)}`)
    await edit.locator(`button[aria-label="Deletar Movido ${MARK}"]`).click()
    await edit.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(edit, 'Post deletado com sucesso!').waitFor()
  })

  it('edits, publishes (public at once), archives (gone at once) and deletes a post', async () => {
    const slug = `ciclo-${MARK}`
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Ciclo ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await editor(page).click()
    await page.keyboard.type('Corpo do post em rascunho.')
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(page, 'Post criado com sucesso!').waitFor()
    const id = (await postBySlug(slug))!.id

    const publicPage = await openReader()
    await publicPage.goto(`/blog/post/${slug}`)
    await publicPage.waitForURL(`${fixture.baseURL}/blog`)

    const edit = await openEditor(`/admin/posts/${id}/edit`)
    expect(await edit.locator('h1').textContent()).toBe('Editar Post')
    expect(await edit.getByLabel('Título *').inputValue()).toBe(`Ciclo ${MARK}`)
    await edit.getByLabel('Título *').fill(`Ciclo publicado ${MARK}`)
    expect(await edit.getByLabel('Slug').inputValue()).toBe(slug)
    const category = await db
      .selectFrom('blog_categories')
      .select(['id', 'name'])
      .orderBy('name')
      .executeTakeFirstOrThrow()
    await edit.getByLabel('Categoria').selectOption(category.id)
    await edit.getByRole('switch', { name: 'Post em Destaque' }).click()
    await edit.getByLabel('Descrição (Meta Description)').fill('Resumo do ciclo.')
    await edit.getByRole('button', { name: 'Publicar' }).click()
    await toast(edit, 'Post atualizado com sucesso!').waitFor()
    await edit.waitForURL(`${fixture.baseURL}/admin/posts`)
    expect(await postBySlug(slug)).toMatchObject({
      status: 'published',
      category_id: category.id,
      featured: true,
      description: 'Resumo do ciclo.',
    })

    await publicPage.goto(`/blog/post/${slug}`)
    expect(await publicPage.locator('h1').textContent()).toBe(`Ciclo publicado ${MARK}`)
    expect(await publicPage.locator('[data-article-body]').textContent()).toContain(
      'Corpo do post em rascunho.',
    )

    const archive = await openEditor(`/admin/posts/${id}/edit`)
    await archive.getByLabel('Status').selectOption('archived')
    await archive.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(archive, 'Post atualizado com sucesso!').waitFor()
    await publicPage.goto(`/blog/post/${slug}`)
    await publicPage.waitForURL(`${fixture.baseURL}/blog`)

    await archive.goto(`/admin/posts?q=${encodeURIComponent(`Ciclo publicado ${MARK}`)}`)
    await archive.locator(`button[aria-label="Deletar Ciclo publicado ${MARK}"]`).click()
    await archive.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(archive, 'Post deletado com sucesso!').waitFor()
    expect(await postBySlug(slug)).toBeUndefined()
  })

  it('refuses to overwrite a post someone else saved meanwhile', async () => {
    const slug = `concorrencia-${MARK}`
    const first = await openEditor()
    await first.getByLabel('Título *').fill(`Concorrência ${MARK}`)
    await first.getByLabel('Slug').fill(slug)
    await editor(first).click()
    await first.keyboard.type('Versão inicial.')
    await first.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(first, 'Post criado com sucesso!').waitFor()
    const id = (await postBySlug(slug))!.id

    const mine = await openEditor(`/admin/posts/${id}/edit`)
    const theirs = await openEditor(`/admin/posts/${id}/edit`)
    await theirs.getByLabel('Título *').fill(`Concorrência da colega ${MARK}`)
    await theirs.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(theirs, 'Post atualizado com sucesso!').waitFor()

    await mine.getByLabel('Título *').fill(`Concorrência minha ${MARK}`)
    await mine.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(mine, CONFLICT_MESSAGE).waitFor()
    expect((await postBySlug(slug))?.title).toBe(`Concorrência da colega ${MARK}`)
    expect(mine.url()).toBe(`${fixture.baseURL}/admin/posts/${id}/edit`)
  })
})
