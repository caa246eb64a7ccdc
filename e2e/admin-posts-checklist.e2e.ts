import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { editorFocused, postEditorHelpers, tool } from './support/post-editor'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `checklist${randomUUID().slice(0, 6)}`

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

async function insertDraft(slug: string, content: string): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('blog_posts')
    .values({
      id,
      title: `Rascunho ${MARK}`,
      search_title: `rascunho ${MARK}`,
      slug,
      content,
      reading_time: 1,
    })
    .execute()
  return id
}

describe('the publishing checklist in the editor', () => {
  it('never calls an empty new post ready, and counts " | MídiaPlan" in the title', async () => {
    const page = await openEditor()
    const summary = page.locator('[data-checklist-summary]')
    expect(await summary.textContent()).toBe('Falta o título e o conteúdo para publicar')
    // 49 characters, 61 as Google shows it: the preview cuts it and the check says so.
    await page.getByLabel('Título *').fill('Planejamento de mídia: como definir a verba ideal')
    await page.locator('[data-check="title"][data-level="warn"]').waitFor()
    expect(await page.locator('[data-serp-title]').textContent()).toMatch(/…$/)
    expect(await summary.textContent()).toBe('Falta o conteúdo para publicar')
    // Its autosave keeps a draft: named so that this file's clean-up finds it.
    await page.getByLabel('Slug').fill(`verba-${MARK}`)
    await page.locator('[data-autosave-status="saved"]').waitFor()
    await expect.poll(async () => (await postBySlug(`verba-${MARK}`))?.id).toBeTruthy()
    await page.close()
  })

  it('turns green as the editor fixes a post, and only then does it publish', async () => {
    const draftSlug = `rascunho-${MARK}`
    await insertDraft(draftSlug, '<p>Ainda não publicado.</p>')
    const slug = `post-${MARK}`
    const id = await insertDraft(
      slug,
      '<h1>Um segundo título</h1><p>O primeiro parágrafo fala de mídia paga.</p>' +
        `<p><img src="/api/uploads/blog-images/sem-alt-${MARK}.webp"></p>` +
        `<p>Veja <a href="/blog/post/${draftSlug}">o rascunho</a> aqui.</p>`,
    )
    const page = await openEditor(`/admin/posts/${id}/edit`)
    const item = (check: string) => page.locator(`[data-check="${check}"]`)
    const level = (check: string, value: string) =>
      page.locator(`[data-check="${check}"][data-level="${value}"]`).waitFor()

    await level('no-h1', 'error')
    await level('image-alt', 'error')
    await level('link-targets', 'error')
    await expect(item('image-alt').textContent()).resolves.toContain(`"sem-alt-${MARK}.webp"`)

    // The server refuses it too, naming the image.
    await page.getByRole('button', { name: 'Publicar' }).click()
    await toast(page, 'Erro ao salvar post').waitFor()
    await expect(page.locator('#conteudo-error').textContent()).resolves.toContain(
      `A imagem "sem-alt-${MARK}.webp" está sem texto alternativo`,
    )

    // Each item's link takes the cursor to its block.
    await item('no-h1').getByRole('button').click()
    await editorFocused(page)
    await tool(page, 'Título (H2)').click()
    await level('no-h1', 'ok')

    await item('image-alt').getByRole('button').click()
    await editorFocused(page)
    await page.keyboard.press('Delete')
    await level('image-alt', 'ok')

    await item('link-targets').getByRole('button').click()
    await editorFocused(page)
    await page.keyboard.press('Shift+End')
    await page.keyboard.press('Backspace')
    await level('link-targets', 'ok')

    // Two internal links from the picker: the launch articles are published.
    await level('internal-links', 'warn')
    await page.keyboard.type('Leia também: ')
    await page.getByRole('button', { name: 'Sugerir links internos' }).click()
    const insert = page.getByRole('button', { name: /^Inserir link para/ })
    await insert.nth(1).waitFor()
    await insert.nth(0).click()
    await insert.nth(1).click()
    await level('internal-links', 'ok')
    await expect(page.locator('[data-checklist-summary]').textContent()).resolves.toMatch(
      /^Pronto para publicar/,
    )

    await page.getByRole('button', { name: 'Publicar' }).click()
    await toast(page, 'Post atualizado com sucesso!').waitFor()
    const post = await postBySlug(slug)
    expect(post?.status).toBe('published')
    expect(post?.content).not.toContain('<h1>')
    expect(post?.content.match(/href="\/blog\/post\//g)).toHaveLength(2)
  })

  it('"Sugerir links internos" leaves out the posts the body already links to', async () => {
    const published = await db
      .selectFrom('blog_posts')
      .select(['slug', 'title'])
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .limit(3)
      .execute()
    const [relative, absolute, other] = published
    const slug = `ligados-${MARK}`
    // One link relative with an anchor, one absolute on this site's address.
    const id = await insertDraft(
      slug,
      `<p>Veja <a href="/blog/post/${relative!.slug}#inicio">um</a> e ` +
        `<a href="${fixture.baseURL}/blog/post/${absolute!.slug}">outro</a>.</p>`,
    )
    const page = await openEditor(`/admin/posts/${id}/edit`)
    await page.getByRole('button', { name: 'Sugerir links internos' }).click()
    const insert = (title: string) =>
      page.getByRole('button', { name: `Inserir link para "${title}"` })
    await insert(other!.title).waitFor()
    expect(await insert(relative!.title).count()).toBe(0)
    expect(await insert(absolute!.title).count()).toBe(0)

    // Inserted from the list, a post leaves it, and a new search does not bring it back.
    await page.locator('[data-rich-text] p').click()
    await page.keyboard.press('End')
    await insert(other!.title).click()
    await insert(other!.title).waitFor({ state: 'detached' })
    await page.getByLabel('Buscar posts pelo título').fill(other!.title)
    await page.getByLabel('Buscar posts pelo título').press('Enter')
    await page.getByText('Nenhum post publicado encontrado.').waitFor()
  })
})
