import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { REFUSED_LINK_MESSAGE } from '@/components/editor/link-url'
import { SLUG_TAKEN_MESSAGE } from '@/lib/validations/posts'
import { signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import {
  editor,
  editorFocused,
  postEditorHelpers,
  selectBack,
  settled,
  tool,
} from './support/post-editor'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, openEditorAs, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `editor${randomUUID().slice(0, 6)}`

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  // Everything this file created carries MARK in its slug.
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await database.destroy()
})

/** Records every text and disabled state the Publicar button goes through. */
async function watchPublishButton(page: Page) {
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Publicar',
    )
    const seen: string[] = []
    ;(window as unknown as { __publishStates: string[] }).__publishStates = seen
    if (!button) return
    new MutationObserver(() =>
      seen.push(`${button.textContent}|${button.disabled ? 'disabled' : 'enabled'}`),
    ).observe(button, { childList: true, subtree: true, characterData: true, attributes: true })
  })
  return () =>
    page.evaluate(() => (window as unknown as { __publishStates: string[] }).__publishStates)
}

describe('post editor', () => {
  it('refuses to save or publish an empty post with "Campos obrigatórios"', async () => {
    const page = await openEditor()
    expect(await page.locator('h1').textContent()).toBe('Novo Post')
    const before = await db.selectFrom('blog_posts').select('id').execute()
    await page.getByRole('button', { name: 'Publicar' }).click()
    const missing = toast(page, 'Campos obrigatórios')
    await missing.waitFor()
    expect(await missing.textContent()).toContain('Preencha título e conteúdo')
    expect(await db.selectFrom('blog_posts').select('id').execute()).toHaveLength(before.length)
    await page.getByLabel('Título *').fill(`Só título ${MARK}`)
    // The toast sits over the header's buttons (top right) until closed.
    await missing.locator('[data-close-button]').click()
    await missing.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(page, 'Preencha título e conteúdo').waitFor()
    // Autosave keeps the unfinished draft, so nothing typed is lost: a title is enough for it,
    // never published.
    await page.locator('[data-autosave-status="saved"]').waitFor()
    expect(await postBySlug(`so-titulo-${MARK}`)).toMatchObject({
      status: 'draft',
      published_at: null,
    })
  })

  it('generates the slug from the title, counts the description, and cleans tags', async () => {
    const page = await openEditor()
    const title = page.getByLabel('Título *')
    const slug = page.getByLabel('Slug')
    // MARK in the titles: the autosave turns them into drafts this file deletes afterwards.
    await title.fill(`Ação & Reação: Guia ${MARK}`)
    expect(await slug.inputValue()).toBe(`acao-reacao-guia-${MARK}`)
    await slug.fill('meu-slug-manual')
    await title.fill(`Outro Título ${MARK}`)
    expect(await slug.inputValue()).toBe(`outro-titulo-${MARK}`)

    const description = page.getByLabel('Descrição (Meta Description)')
    expect(await description.getAttribute('maxlength')).toBe('160')
    await description.fill('Doze letras')
    expect(await page.locator('[data-description-count]').textContent()).toBe('11/160 caracteres')

    const tags = page.getByLabel('Tags', { exact: true })
    await tags.fill('  SEO  ')
    await tags.press('Enter')
    await tags.fill('seo')
    await page.getByRole('button', { name: 'Adicionar' }).click()
    await tags.fill('   ')
    await tags.press('Enter')
    await tags.fill('Mídia Paga')
    await tags.press('Enter')
    const chips = page.locator('[data-tag-list] button')
    expect(await chips.allTextContents()).toEqual(['SEO', 'Mídia Paga'])
    await page.getByRole('button', { name: 'Remover tag SEO' }).click()
    expect(await chips.allTextContents()).toEqual(['Mídia Paga'])
    expect(await page.getByLabel('Status').inputValue()).toBe('draft')
    expect(await page.locator('#categoria option').first().textContent()).toBe('Sem categoria')
  })

  it('formats with the toolbar (keyboard reachable), links through the link dialog and saves a draft', async () => {
    const page = await openEditor()
    const slug = `rascunho-${MARK}`
    await page.getByLabel('Título *').fill(`Rascunho ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await page.getByLabel('Tags', { exact: true }).fill('planejamento')
    await page.getByLabel('Tags', { exact: true }).press('Enter')

    expect(await page.locator('[role="toolbar"]').getAttribute('aria-label')).toBeTruthy()
    const box = await editor(page).boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(400)
    expect(await editor(page).getAttribute('aria-label')).toBe('Conteúdo')

    await editor(page).click()
    await page.keyboard.type('veja o site')
    await selectBack(page, 'site')
    // The URL is asked in the page's own dialog, never the browser's prompt().
    const browserDialogs: string[] = []
    page.on('dialog', (dialog) => {
      browserDialogs.push(dialog.type())
      void dialog.dismiss()
    })
    await tool(page, 'Link').click()
    const ask = page.getByRole('dialog', { name: 'Inserir link' })
    const url = ask.getByLabel('URL do link')
    await url.fill('javascript:alert(1)')
    await url.press('Enter')
    await ask.getByText(REFUSED_LINK_MESSAGE).waitFor()
    expect(await url.getAttribute('aria-invalid')).toBe('true')
    expect(await editor(page).locator('a').count()).toBe(0)
    await url.fill('https://exemplo.com.br/guia')
    await url.press('Enter')
    await ask.waitFor({ state: 'detached' })
    await editor(page).locator('a[href="https://exemplo.com.br/guia"]').waitFor()
    expect(await tool(page, 'Link').getAttribute('aria-pressed')).toBe('true')
    expect(browserDialogs).toEqual([])

    await editorFocused(page)
    await page.keyboard.press('ArrowRight')
    await settled(page, '')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Primeira frase forte')
    await selectBack(page, 'forte')
    await tool(page, 'Negrito').click()
    await page
      .locator('[role="toolbar"] button[aria-label="Negrito"][aria-pressed="true"]')
      .waitFor()
    expect(await editor(page).innerHTML()).toContain('<strong>forte</strong>')

    // Roving focus: one tab stop, arrows move along the toolbar.
    await tool(page, 'Negrito').focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Itálico',
    )
    expect(await tool(page, 'Itálico').getAttribute('tabindex')).toBe('0')
    expect(await tool(page, 'Negrito').getAttribute('tabindex')).toBe('-1')
    await page.keyboard.press('End')
    // The last one is off until an image is selected, yet still reachable (aria-disabled).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Texto alternativo da imagem',
    )
    await page.keyboard.press('ArrowLeft')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Escolher da biblioteca',
    )

    const states = await watchPublishButton(page)
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(page, 'Post criado com sucesso!').waitFor()
    await page.waitForURL(`${fixture.baseURL}/admin/posts`)
    expect(await states()).toContain('Salvando...|disabled')
    await page.locator('[data-post-title]', { hasText: `Rascunho ${MARK}` }).waitFor()

    const post = await postBySlug(slug)
    expect(post).toMatchObject({ status: 'draft', published_at: null, reading_time: 1 })
    expect(post?.content).toBe(
      '<p>veja o <a href="https://exemplo.com.br/guia">site</a></p><p>Primeira frase <strong>forte</strong></p>',
    )
    const tags = await db
      .selectFrom('blog_tags')
      .select('tag')
      .where('post_id', '=', post!.id)
      .execute()
    expect(tags.map((t) => t.tag)).toEqual(['planejamento'])
  })

  it('shows a slug already in use next to the field', async () => {
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Outro ${MARK}`)
    await page.getByLabel('Slug').fill('planejamento-de-midia-guia-definitivo')
    await editor(page).click()
    await page.keyboard.type('Texto.')
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(page, 'Erro ao salvar post').waitFor()
    expect(await page.locator('#slug-error').textContent()).toBe(SLUG_TAKEN_MESSAGE)
    expect(await page.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true')
    expect(page.url()).toBe(`${fixture.baseURL}/admin/posts/new`)
  })

  it('checks fields in the browser and reports a failed save', async () => {
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Falha ${MARK}`)
    await page.getByLabel('Slug').fill('Com Espaço')
    await editor(page).click()
    await page.keyboard.type('Texto.')
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
    const invalid = toast(page, 'Erro ao salvar post')
    await invalid.waitFor()
    expect(await invalid.textContent()).toContain('Verifique os campos destacados.')
    expect(await page.locator('#slug-error').textContent()).toMatch(/letras minúsculas/)

    // Offline first: a valid slug would otherwise be autosaved before the click.
    await page.context().setOffline(true)
    await page.getByLabel('Slug').fill(`falha-${MARK}`)
    await invalid.locator('[data-close-button]').click()
    await invalid.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Publicar' }).click()
    await toast(page, 'Tente novamente').waitFor()
    expect(await postBySlug(`falha-${MARK}`)).toBeUndefined()
    await page.context().setOffline(false)
    expect(await page.getByRole('button', { name: 'Publicar' }).isEnabled()).toBe(true)
    // Back online, the autosave keeps what was typed as a draft; the failed click published nothing.
    await page.locator('[data-autosave-status="saved"]').waitFor()
    expect(await postBySlug(`falha-${MARK}`)).toMatchObject({ status: 'draft' })
  })

  it('asks before leaving with unsaved changes', async () => {
    const page = await openEditor()
    // Nothing typed yet: leaving asks nothing.
    await page.locator('[data-back-button]').click()
    await page.waitForURL(`${fixture.baseURL}/admin/posts`)

    // The server takes no autosave here (its action POSTs fail): the changes stay unsaved.
    await page.route('**/admin/posts/new', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    )
    await page.goto('/admin/posts/new')
    await page.getByLabel('Título *').fill('Algo não salvo')
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(`${dialog.type()}:${dialog.message()}`)
      void dialog.dismiss()
    })
    await page.locator('[data-back-button]').click()
    await page.waitForTimeout(300)
    expect(asked).toEqual(['confirm:Você tem alterações não salvas. Deseja sair sem salvar?'])
    expect(page.url()).toBe(`${fixture.baseURL}/admin/posts/new`)
    expect(await page.getByLabel('Título *').inputValue()).toBe('Algo não salvo')

    page.once('dialog', (dialog) => void dialog.accept())
    await page.locator('header[data-admin-sidebar] a', { hasText: 'Dashboard' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin`)

    await page.goto('/admin/posts/new')
    await page.getByLabel('Título *').fill('Algo não salvo')
    const unload = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type())
        void dialog.dismiss()
      }),
    )
    await page.close({ runBeforeUnload: true })
    expect(await unload).toBe('beforeunload')
  })

  it('says "Você precisa estar logado" when the session ended while editing', async () => {
    const account = await createAccount({ role: 'editor' })
    const page = await openEditorAs(account)
    await page.getByLabel('Título *').fill(`Sessão ${MARK}`)
    await editor(page).click()
    await page.keyboard.type('Texto.')
    await db.deleteFrom('session').where('userId', '=', account.id).execute()
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
    const gone = toast(page, 'Você precisa estar logado')
    await gone.waitFor()
    expect(await gone.textContent()).toMatch(/^Erro/)
  })

  it('sends an unknown post id back to the list with a message', async () => {
    const page = await openAs(E2E_ADMIN)
    await page.goto(`/admin/posts/${randomUUID()}/edit`)
    await page.waitForURL(/\/admin\/posts\?aviso=post-nao-encontrado$/)
    expect(await page.locator('[data-post-missing]').textContent()).toContain('Post não encontrado')
  })
})

describe('editor code stays on the editor pages', () => {
  async function scriptsOf(path: string, signedIn: boolean): Promise<string> {
    const page = signedIn ? await openAs(E2E_ADMIN) : await fixture.newPage()
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const url = response.url()
      bodies.push(response.text().then((text) => `${url}\n${text}`))
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    return (await Promise.all(bodies)).join('\n')
  }

  it('loads TipTap/ProseMirror on the editor only, not on the blog or the posts list', async () => {
    expect(await scriptsOf('/admin/posts/new', true)).toMatch(/ProseMirror/)
    for (const [path, signedIn] of [
      ['/blog', false],
      ['/blog/post/planejamento-de-midia-guia-definitivo', false],
      ['/admin/posts', true],
    ] as const) {
      const scripts = await scriptsOf(path, signedIn)
      const hit = /ProseMirror|@tiptap|tiptap/i.exec(scripts)
      const where = hit
        ? scripts
            .slice(0, hit.index)
            .split('\n')
            .findLast((l) => l.startsWith('http'))
        : ''
      expect(hit ? `${where}: ${hit[0]}` : null, path).toBeNull()
    }
  })
})
