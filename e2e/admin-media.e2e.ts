import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'

/*
 * The media library at /admin/midia, the editor's "Escolher da
 * biblioteca", and the article's srcset that makes a phone download the small copy.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const MARK = `midia${randomUUID().slice(0, 6)}`
const PICKED = `${MARK}-escolhida.png`
const LOOSE = `${MARK}-avulsa.png`
const ABANDONED = `${MARK}-abandonada.png`
const RECENT = `${MARK}-recente.png`
const TITLE = `Post da biblioteca ${MARK}`
const slug = `biblioteca-${MARK}`

/** Uploads through the app's own endpoint with the page's session, as the editor does. */
async function uploadAs(page: Page, name: string, width: number): Promise<string> {
  const buffer = await sharp({
    create: { width, height: Math.round(width / 2), channels: 3, background: '#2563eb' },
  })
    .png()
    .toBuffer()
  const response = await page.request.post('/api/uploads', {
    multipart: { file: { name, mimeType: 'image/png', buffer } },
    headers: { origin: fixture.baseURL },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { url: string }).url
}

let admin: Page
let pickedUrl = ''

beforeAll(async () => {
  await resetRateLimits()
  admin = await openAs(E2E_ADMIN)
  pickedUrl = await uploadAs(admin, PICKED, 1800)
  await uploadAs(admin, LOOSE, 500)
})

afterAll(async () => {
  await closeContexts()
  const post = await db
    .selectFrom('blog_posts')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (post) await db.deleteFrom('blog_posts').where('id', '=', post.id).execute()
  await db.deleteFrom('media_images').where('file_name', 'like', `${MARK}%`).execute()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

const card = (page: Page, name: string) => page.locator(`[data-media-item="${name}"]`)

describe('the media library', () => {
  it('edits an image’s alt text at /admin/midia, found by search', async () => {
    await admin.goto(`/admin/midia?busca=${encodeURIComponent(PICKED)}`)
    const item = card(admin, PICKED)
    await item.waitFor()
    expect(await admin.locator('[data-media-item]').count()).toBe(1)
    expect(await item.textContent()).toContain('1800 × 900 px')
    expect(await item.textContent()).toContain(E2E_ADMIN.email)
    await item.getByLabel('Texto alternativo').fill('Painel azul de campanhas')
    await item.getByRole('button', { name: 'Salvar texto' }).click()
    await toast(admin, 'Texto alternativo salvo').waitFor()
    await admin.goto('/admin/midia?busca=painel%20azul')
    await card(admin, PICKED).waitFor()
    await expectNoSeriousAxeViolations(admin, 'media library')
  })

  it('picks an image from the library into a post; the phone downloads its 640 px copy', async () => {
    await admin.goto('/admin/posts/new')
    await admin.locator('[data-rich-text][contenteditable="true"]').waitFor()
    await admin.getByLabel('Título *').fill(TITLE)
    await admin.getByLabel('Slug').fill(slug)
    await admin.locator('[data-rich-text]').click()
    await admin.keyboard.type('Texto antes da imagem escolhida.')

    await admin.getByRole('button', { name: 'Escolher da biblioteca' }).click()
    const picker = admin.getByRole('dialog', { name: 'Escolher da biblioteca' })
    await picker.getByLabel('Buscar por nome do arquivo ou texto alternativo').fill(MARK)
    await picker.getByRole('button', { name: 'Buscar' }).click()
    await picker.locator(`[data-media-pick="${LOOSE}"]`).waitFor()
    await expectNoSeriousAxeViolations(admin, 'media picker')
    await picker.locator(`[data-media-pick="${PICKED}"]`).click()
    // The library's alt text is proposed; the image goes in once it is confirmed.
    const ask = admin.getByRole('dialog', { name: 'Descreva a imagem' })
    expect(await ask.getByLabel('Texto alternativo *').inputValue()).toBe(
      'Painel azul de campanhas',
    )
    await ask.getByRole('button', { name: 'Inserir imagem' }).click()
    const inline = admin.locator('[data-rich-text] img')
    await inline.waitFor()
    expect(await inline.getAttribute('src')).toBe(pickedUrl)
    expect(
      await db
        .selectFrom('media_images')
        .select('id')
        .where('file_name', 'like', `${MARK}%`)
        .execute(),
    ).toHaveLength(2)

    await admin.getByRole('button', { name: 'Publicar' }).click()
    await toast(admin, 'Post criado com sucesso!').waitFor()

    const phone = await fixture.browser().newContext({
      baseURL: fixture.baseURL,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    })
    try {
      const reader = await phone.newPage()
      await reader.goto(`/blog/post/${slug}`)
      const image = reader.locator('[data-article-body] img')
      await image.scrollIntoViewIfNeeded()
      await image.evaluate((img: HTMLImageElement) => img.decode())
      expect(await image.getAttribute('srcset')).toBe(
        ['640', '1024', '1600']
          .map((w) => `${pickedUrl.replace('.webp', `-w${w}.webp`)} ${w}w`)
          .join(', ') + `, ${pickedUrl} 1800w`,
      )
      const current = await image.evaluate(
        (img: HTMLImageElement) => new URL(img.currentSrc).pathname,
      )
      expect(current).toBe(pickedUrl.replace('.webp', '-w640.webp'))
    } finally {
      await phone.close()
    }
  })

  it('refuses to delete an image in use, naming the post; deletes an unused one', async () => {
    await admin.goto(`/admin/midia?busca=${MARK}`)
    const used = card(admin, PICKED)
    await used.waitFor()
    expect(await used.locator('[data-media-usages]').textContent()).toContain(TITLE)
    await used.getByRole('button', { name: `Deletar ${PICKED}` }).click()
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    const refusal = toast(admin, 'Não foi possível deletar a imagem')
    await refusal.waitFor()
    expect(await refusal.textContent()).toContain(`a imagem está em uso no post "${TITLE}"`)
    expect(await card(admin, PICKED).count()).toBe(1)

    await card(admin, LOOSE)
      .getByRole('button', { name: `Deletar ${LOOSE}` })
      .click()
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(admin, 'Imagem deletada').waitFor()
    await card(admin, LOOSE).waitFor({ state: 'detached' })
  })

  it('labels an upload whose alt dialog was cancelled "Não usada", filters and deletes the unused', async () => {
    // Abandoned in the editor: uploaded, then the alt-text dialog cancelled.
    await admin.goto('/admin/posts/new')
    await admin.locator('[data-rich-text][contenteditable="true"]').waitFor()
    const buffer = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#dc2626' },
    })
      .png()
      .toBuffer()
    await admin.locator('[data-editor-image-input]').setInputFiles({
      name: ABANDONED,
      mimeType: 'image/png',
      buffer,
    })
    const ask = admin.getByRole('dialog', { name: 'Descreva a imagem' })
    await ask.getByRole('button', { name: 'Cancelar' }).click()
    await ask.waitFor({ state: 'detached' })
    // Yesterday's: old enough for "Deletar não usadas". The recent one stays (it may be in a
    // post not saved yet).
    await db
      .updateTable('media_images')
      .set({ created_at: new Date(Date.now() - 86_400_000) })
      .where('file_name', '=', ABANDONED)
      .execute()
    await uploadAs(admin, RECENT, 400)

    await admin.goto(`/admin/midia?busca=${MARK}`)
    await card(admin, ABANDONED).waitFor()
    expect(await card(admin, ABANDONED).locator('[data-media-unused]').textContent()).toBe(
      'Não usada',
    )
    expect(await card(admin, PICKED).locator('[data-media-unused]').count()).toBe(0)

    await admin.getByRole('link', { name: /^Não usadas \(\d+\)$/ }).click()
    await admin.waitForURL(/uso=nao-usadas/)
    expect(new URL(admin.url()).searchParams.get('busca')).toBe(MARK)
    await card(admin, RECENT).waitFor()
    const names = await admin
      .locator('[data-media-item]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-media-item')))
    expect(names.sort()).toEqual([ABANDONED, RECENT].sort())

    await admin.getByRole('button', { name: 'Deletar não usadas' }).click()
    const confirm = admin.getByRole('alertdialog')
    expect(await confirm.textContent()).toMatch(/na última hora (fica|ficam)/)
    await expectNoSeriousAxeViolations(admin, 'delete unused images dialog')
    await confirm.getByRole('button', { name: 'Deletar' }).click()
    await toast(admin, 'deletada').waitFor()
    await card(admin, ABANDONED).waitFor({ state: 'detached' })
    expect(await card(admin, RECENT).count()).toBe(1)
    const left = await db
      .selectFrom('media_images')
      .select('file_name')
      .where('file_name', 'like', `${MARK}%`)
      .execute()
    expect(left.map((row) => row.file_name).sort()).toEqual([PICKED, RECENT].sort())
  })

  it('"Enviada por" names the uploader by display name', async () => {
    const account = await createAccount({ role: 'editor' })
    await db
      .updateTable('user')
      .set({ name: 'Marina Fotógrafa' })
      .where('id', '=', account.id)
      .execute()
    const page = await openAs(account)
    const name = `${MARK}-da-marina.png`
    await uploadAs(page, name, 300)
    await page.goto(`/admin/midia?busca=${encodeURIComponent(name)}`)
    const item = card(page, name)
    await item.waitFor()
    expect(await item.textContent()).toContain('Enviada porMarina Fotógrafa')
    expect(await item.textContent()).not.toContain(account.email)
  })
})
