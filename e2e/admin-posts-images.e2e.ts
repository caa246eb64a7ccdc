import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { readerPages, tool } from './support/post-editor'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openReader, closeReaders } = readerPages(fixture)
const MARK = `imagens${randomUUID().slice(0, 6)}`
const UPLOADED = /^\/api\/uploads\/blog-images\/[0-9a-f]+\.webp$/

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await closeReaders()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await db.deleteFrom('media_images').where('file_name', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

async function png(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
}

async function openEditor(): Promise<Page> {
  const page = await openAs(E2E_ADMIN)
  await page.goto('/admin/posts/new')
  await page.locator('[data-rich-text][contenteditable="true"]').waitFor()
  return page
}

const coverInput = (page: Page) => page.locator('input#imagem-capa')
const coverPreview = (page: Page) => page.locator('[data-cover-preview] img')

async function closeToast(page: Page, text: string) {
  const item = toast(page, text)
  await item.waitFor()
  const content = (await item.textContent()) ?? ''
  await item.locator('[data-close-button]').click()
  await item.waitFor({ state: 'detached' })
  return content
}

describe('post images', () => {
  it('uploads a cover and an inline image, and the published post shows both', async () => {
    const slug = `com-imagens-${MARK}`
    const page = await openEditor()
    expect(await page.locator('[data-cover-field]').textContent()).toContain(
      'JPG, PNG ou WEBP (máx. 5MB)',
    )
    await page.getByLabel('Título *').fill(`Com imagens ${MARK}`)
    await page.getByLabel('Slug').fill(slug)

    await coverInput(page).setInputFiles({
      name: 'capa.png',
      mimeType: 'image/png',
      buffer: await png(1200, 630, '#1d4ed8'),
    })
    await closeToast(page, 'Imagem enviada com sucesso!')
    const first = await coverPreview(page).getAttribute('src')
    expect(first).toMatch(UPLOADED)
    await page.getByRole('button', { name: 'Remover imagem de capa' }).click()
    await coverPreview(page).waitFor({ state: 'detached' })
    await coverInput(page).setInputFiles({
      name: 'capa-2.png',
      mimeType: 'image/png',
      buffer: await png(1200, 630, '#f59e0b'),
    })
    await closeToast(page, 'Imagem enviada com sucesso!')
    const cover = await coverPreview(page).getAttribute('src')
    expect(cover).toMatch(UPLOADED)
    expect(cover).not.toBe(first)

    await page.locator('[data-rich-text]').click()
    await page.keyboard.type('Texto antes da imagem.')
    await page.locator('[data-editor-image-input]').setInputFiles({
      name: 'grafico-de-midia.png',
      mimeType: 'image/png',
      buffer: await png(800, 400, '#10b981'),
    })
    await toast(page, 'Imagem enviada com sucesso!').waitFor()
    // The image waits for its alternative text; the file name is never used as one.
    const ask = page.getByRole('dialog', { name: 'Descreva a imagem' })
    const altField = ask.getByLabel('Texto alternativo *')
    expect(await altField.inputValue()).toBe('')
    await ask.getByRole('button', { name: 'Inserir imagem' }).click()
    await ask.getByText('Descreva a imagem: quem não pode vê-la depende deste texto.').waitFor()
    await expectNoSeriousAxeViolations(page, 'alternative text dialog with its error')
    expect(await page.locator('[data-rich-text] img').count()).toBe(0)
    await altField.fill('Gráfico de barras do investimento por canal')
    await ask.getByRole('button', { name: 'Inserir imagem' }).click()
    await ask.waitFor({ state: 'detached' })
    const inline = page.locator('[data-rich-text] img')
    await inline.waitFor()
    const inlineSrc = await inline.getAttribute('src')
    expect(inlineSrc).toMatch(UPLOADED)
    expect(await inline.getAttribute('alt')).toBe('Gráfico de barras do investimento por canal')

    // Edited later: select the image, then the toolbar's alternative-text button.
    // (The cursor goes back into the text first, so the click is what selects the image.)
    await page.locator('[data-rich-text] p', { hasText: 'Texto antes da imagem.' }).click()
    const altButton = page.getByRole('button', { name: 'Texto alternativo da imagem' })
    expect(await altButton.getAttribute('aria-disabled')).toBe('true')
    await inline.click()
    await altButton.click()
    const edit = page.getByRole('dialog', { name: 'Editar texto alternativo' })
    const editField = edit.getByLabel('Texto alternativo *')
    expect(await editField.inputValue()).toBe('Gráfico de barras do investimento por canal')
    await editField.fill('Gráfico de barras do investimento por canal em 2026')
    await edit.getByRole('button', { name: 'Salvar texto' }).click()
    await edit.waitFor({ state: 'detached' })
    const alt = 'Gráfico de barras do investimento por canal em 2026'
    expect(await inline.getAttribute('alt')).toBe(alt)
    expect(await page.locator('[data-rich-text] img').count()).toBe(1)

    await page.getByRole('button', { name: 'Publicar' }).click()
    await toast(page, 'Post criado com sucesso!').waitFor()
    const post = await db
      .selectFrom('blog_posts')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
    expect(post.cover_image).toBe(cover)
    expect(post.content).toContain(`<img src="${inlineSrc}" alt="${alt}" />`)

    const reader = await openReader()
    await reader.goto(`/blog/post/${slug}`)
    expect(await reader.locator('[data-article-body] img').getAttribute('src')).toBe(inlineSrc)
    expect(await reader.locator('[data-article-body] img').getAttribute('alt')).toBe(alt)
    expect(await reader.locator('main').innerHTML()).toContain(encodeURIComponent(cover!))
    const served = await fetch(`${fixture.baseURL}${cover}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')

    // Unpublished through the app, so no public list keeps it after this file.
    await page.goto(`/admin/posts?q=${encodeURIComponent(`Com imagens ${MARK}`)}`)
    await page.locator(`button[aria-label="Deletar Com imagens ${MARK}"]`).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(page, 'Post deletado com sucesso!').waitFor()
    const blog = await (await fetch(`${fixture.baseURL}/blog`)).text()
    expect(blog).not.toContain(slug)
  })

  it('refuses oversized and non-image files with the spec toasts, keeping the cover', async () => {
    const page = await openEditor()
    await coverInput(page).setInputFiles({
      name: 'capa.png',
      mimeType: 'image/png',
      buffer: await png(400, 210, '#1d4ed8'),
    })
    await closeToast(page, 'Imagem enviada com sucesso!')
    const cover = await coverPreview(page).getAttribute('src')

    await coverInput(page).setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    })
    expect(await closeToast(page, 'Arquivo muito grande')).toContain('O tamanho máximo é 5MB')
    await coverInput(page).setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('não sou imagem'),
    })
    expect(await closeToast(page, 'Tipo de arquivo inválido')).toContain(
      'Apenas imagens (jpg, png, webp) são permitidas',
    )
    expect(await coverPreview(page).getAttribute('src')).toBe(cover)

    await page.locator('[data-editor-image-input]').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('não sou imagem'),
    })
    expect(await closeToast(page, 'Tipo de arquivo inválido')).toContain(
      'Apenas imagens são permitidas',
    )
    expect(await page.getByRole('dialog').count()).toBe(0)
    // Cancelling the alternative text inserts nothing.
    await page.locator('[data-editor-image-input]').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: await png(300, 200, '#10b981'),
    })
    await toast(page, 'Imagem enviada com sucesso!').waitFor()
    const ask = page.getByRole('dialog', { name: 'Descreva a imagem' })
    await ask.getByRole('button', { name: 'Cancelar' }).click()
    await ask.waitFor({ state: 'detached' })
    expect(await page.locator('[data-rich-text] img').count()).toBe(0)
    // With no image selected, the alternative-text button is off (but stays in the arrow-key order).
    const altButton = page.getByRole('button', { name: 'Texto alternativo da imagem' })
    expect(await altButton.getAttribute('aria-disabled')).toBe('true')
    await altButton.click({ force: true })
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('clears the cover preview when the upload fails on the server', async () => {
    const page = await openEditor()
    await coverInput(page).setInputFiles({
      name: 'capa.png',
      mimeType: 'image/png',
      buffer: await png(400, 210, '#1d4ed8'),
    })
    await closeToast(page, 'Imagem enviada com sucesso!')
    // A text file renamed .png: the browser calls it image/png, the server reads the bytes.
    await coverInput(page).setInputFiles({
      name: 'falso.png',
      mimeType: 'image/png',
      buffer: Buffer.from('isto não é um PNG'),
    })
    expect(await closeToast(page, 'Tipo de arquivo inválido')).toContain('não é uma imagem')
    await coverPreview(page).waitFor({ state: 'detached' })

    // Any other failure (here the server errs): 'Erro ao enviar imagem' / 'Tente novamente'.
    await coverInput(page).setInputFiles({
      name: 'capa.png',
      mimeType: 'image/png',
      buffer: await png(400, 210, '#1d4ed8'),
    })
    await closeToast(page, 'Imagem enviada com sucesso!')
    await page.route('**/api/uploads', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>erro</h1>' }),
    )
    await coverInput(page).setInputFiles({
      name: 'outra.png',
      mimeType: 'image/png',
      buffer: await png(400, 210, '#f59e0b'),
    })
    expect(await closeToast(page, 'Erro ao enviar imagem')).toContain('Tente novamente')
    await coverPreview(page).waitFor({ state: 'detached' })
  })

  it('keeps the alt text in the library, proposes it for the cover, and readers get the cover’s own', async () => {
    const slug = `capa-biblioteca-${MARK}`
    const file = `grafico-biblioteca-${MARK}.png`
    const libraryAlt = async () =>
      (
        await db
          .selectFrom('media_images')
          .select('alt_text')
          .where('file_name', '=', file)
          .executeTakeFirst()
      )?.alt_text
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Capa da biblioteca ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await page.locator('[data-rich-text]').click()
    await page.keyboard.type('Texto com gráfico.')
    await page.locator('[data-editor-image-input]').setInputFiles({
      name: file,
      mimeType: 'image/png',
      buffer: await png(1200, 630, '#7c3aed'),
    })
    await toast(page, 'Imagem enviada com sucesso!').waitFor()
    const ask = page.getByRole('dialog', { name: 'Descreva a imagem' })
    await ask.getByLabel('Texto alternativo *').fill('Gráfico de verba por canal')
    // A new upload: nothing in the library to replace, so nothing to choose.
    expect(await ask.getByRole('checkbox').count()).toBe(0)
    await ask.getByRole('button', { name: 'Inserir imagem' }).click()
    await ask.waitFor({ state: 'detached' })
    // The dialog's text is on the image's library record.
    await expect.poll(libraryAlt).toBe('Gráfico de verba por canal')

    // The cover: picked from the library, with the library's text proposed.
    expect(await page.getByLabel('Texto alternativo da capa').count()).toBe(0)
    await page.getByRole('button', { name: 'Escolher capa da biblioteca' }).click()
    const picker = page.getByRole('dialog', { name: 'Escolher da biblioteca' })
    await picker.getByLabel('Buscar por nome do arquivo ou texto alternativo').fill(file)
    await picker.getByRole('button', { name: 'Buscar' }).click()
    await picker.locator(`[data-media-pick="${file}"]`).click()
    await picker.waitFor({ state: 'detached' })
    const inline = await page.locator('[data-rich-text] img').getAttribute('src')
    expect(await coverPreview(page).getAttribute('src')).toBe(inline)
    const coverAlt = page.getByLabel('Texto alternativo da capa')
    expect(await coverAlt.inputValue()).toBe('Gráfico de verba por canal')
    await expectNoSeriousAxeViolations(page, 'cover with its alternative text')
    await coverAlt.fill('Capa: gráfico de verba por canal em roxo')

    // Picked again into the body, the library's text is proposed; replacing it there is a choice.
    await page.locator('[data-rich-text] p').last().click()
    await page.keyboard.press('End')
    await tool(page, 'Escolher da biblioteca').click()
    const again = page.getByRole('dialog', { name: 'Escolher da biblioteca' })
    await again.getByLabel('Buscar por nome do arquivo ou texto alternativo').fill(file)
    await again.getByRole('button', { name: 'Buscar' }).click()
    await again.locator(`[data-media-pick="${file}"]`).click()
    const confirm = page.getByRole('dialog', { name: 'Descreva a imagem' })
    const field = confirm.getByLabel('Texto alternativo *')
    expect(await field.inputValue()).toBe('Gráfico de verba por canal')
    await field.fill('Gráfico de verba por canal, de novo')
    await confirm.getByRole('checkbox', { name: /Usar este texto também na biblioteca/ }).check()
    await confirm.getByRole('button', { name: 'Inserir imagem' }).click()
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(libraryAlt).toBe('Gráfico de verba por canal, de novo')

    await page.getByRole('button', { name: 'Publicar' }).click()
    await toast(page, 'Post criado com sucesso!').waitFor()
    const post = await db
      .selectFrom('blog_posts')
      .select(['cover_image', 'cover_alt'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
    expect(post).toEqual({
      cover_image: inline,
      cover_alt: 'Capa: gráfico de verba por canal em roxo',
    })

    const reader = await openReader()
    await reader.goto(`/blog/post/${slug}`)
    const cover = reader.locator('article img').first()
    expect(await cover.getAttribute('alt')).toBe('Capa: gráfico de verba por canal em roxo')
    // The share image is cut from the cover in the background after the publish: until it is
    // there, the page declares the site's default image with that image's own text.
    await expect
      .poll(
        async () => {
          await reader.goto(`/blog/post/${slug}`)
          return reader.locator('meta[property="og:image:alt"]').getAttribute('content')
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('Capa: gráfico de verba por canal em roxo')
    await reader.goto('/blog')
    expect(await reader.locator(`[data-post-card="${slug}"] img`).getAttribute('alt')).toBe(
      'Capa: gráfico de verba por canal em roxo',
    )
  })
})
