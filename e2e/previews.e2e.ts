import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits, signedInContext } from './support/auth'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { SEEDED_CATEGORY } from './support/page-inventory'
import { editor, postEditorHelpers } from './support/post-editor'
import {
  cspWatch,
  expectUncachedNoIndex,
  previewCard,
  recordCspViolations,
  shareLink,
  writePost,
} from './support/previews'
import { validateHtml } from './support/vnu'
import { formatHtmlErrors } from './support/vnu-report'

/*
 * "Visualizar" and the share links, in Chromium against the production
 * build: what they show, under which policy, and that nothing keeps them.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `previa${randomUUID().slice(0, 6)}`
const draft = {
  title: `Rascunho em revisão ${MARK}`,
  slug: `rascunho-${MARK}`,
  body: `Texto que ninguém leu ainda ${MARK}.`,
  categoryName: '',
}

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

async function draftId(): Promise<string> {
  if (!(await postBySlug(draft.slug))) {
    const category = await db
      .selectFrom('blog_categories')
      .select('name')
      .where('slug', '=', SEEDED_CATEGORY)
      .executeTakeFirstOrThrow()
    draft.categoryName = category.name
    await writePost(await openAs(E2E_ADMIN), draft, 'Salvar Rascunho')
  }
  return (await postBySlug(draft.slug))!.id
}

describe('Visualizar', () => {
  it('opens the saved draft in a new tab, in the public article, marked, uncached, under the admin policy', async () => {
    const id = await draftId()
    const edit = await openEditor(`/admin/posts/${id}/edit`)
    await recordCspViolations(edit.context())
    const [tab] = await Promise.all([
      edit.context().waitForEvent('page'),
      previewCard(edit)
        .getByRole('link', { name: /Visualizar/ })
        .click(),
    ])
    const watch = cspWatch(tab)
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe(`/admin/posts/${id}/visualizar`)
    const banner = tab.locator('[data-preview-banner]')
    expect(await banner.textContent()).toContain('Pré-visualização.')
    expect(await banner.textContent()).toContain('Rascunho: este post ainda não foi publicado')
    expect(await tab.locator('main h1').textContent()).toBe(draft.title)
    expect(await tab.locator('[data-article-body]').textContent()).toContain(draft.body)
    // The public article's own parts: its header and sidebar.
    expect(await tab.locator('#site-header').count()).toBe(1)
    expect(await tab.locator('[data-blog-sidebar]').count()).toBe(1)
    expect(await tab.title()).toBe(`Pré-visualização: ${draft.title} | Admin MídiaPlan`)
    expect(await tab.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    )

    const response = await tab.reload()
    const headers = response!.headers()
    expect(response!.status()).toBe(200)
    expectUncachedNoIndex(headers)
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
    await banner.waitFor()
    // The site header's menu is a client island: it hydrated under the nonce policy.
    await tab.setViewportSize({ width: 390, height: 800 })
    await tab.getByRole('button', { name: 'Abrir menu' }).click()
    await tab.locator('[role="dialog"]').waitFor()
    expect(await watch.problems()).toEqual([])
    await watch.expectBlocked()
    await tab.setViewportSize({ width: 1280, height: 800 })
    await tab.keyboard.press('Escape')
    await expectNoSeriousAxeViolations(tab, 'Visualizar')
  })

  it('is for staff only: signed out goes to the login, a signed-in account without a role is refused', async () => {
    const id = await draftId()
    const address = `/admin/posts/${id}/visualizar`
    const signedOut = await fetch(`${fixture.baseURL}${address}`)
    expectUncachedNoIndex(Object.fromEntries(signedOut.headers))
    expect(await signedOut.text()).not.toContain(MARK)
    const visitor = await fixture.newPage()
    await visitor.goto(address)
    await visitor.waitForURL('**/admin/login')

    const person = await createAccount({ role: null })
    const context = await signedInContext(fixture.browser(), person)
    try {
      const page = await context.newPage()
      await page.goto(address)
      await page.locator('[data-access-denied]').waitFor()
      expect(await page.content()).not.toContain(MARK)
    } finally {
      await context.close()
    }
  })
})

describe('Compartilhar pré-visualização', () => {
  it('a link opens the draft for someone without an account, per request, until it is revoked', async () => {
    const id = await draftId()
    const edit = await openEditor(`/admin/posts/${id}/edit`)
    await edit.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const url = await shareLink(edit)
    const card = previewCard(edit)
    expect(await card.locator('[data-preview-link="active"]').textContent()).toContain('Ativo até')
    await card.getByRole('button', { name: 'Copiar link' }).click()
    await toast(edit, 'Link copiado').waitFor()
    expect(await edit.evaluate(() => navigator.clipboard.readText())).toBe(url)

    // A fresh browser context: no cookie of any kind.
    const reviewer = await fixture.newPage()
    await recordCspViolations(reviewer.context())
    const watch = cspWatch(reviewer)
    const response = await reviewer.goto(url)
    expect(response!.status()).toBe(200)
    expect(await reviewer.context().cookies()).toEqual([])
    const headers = response!.headers()
    expectUncachedNoIndex(headers)
    // The public site's static policy, not the admin's nonce one.
    expect(headers['content-security-policy']).toContain("'unsafe-inline'")
    expect(headers['content-security-policy']).not.toContain('nonce-')
    const banner = reviewer.locator('[data-preview-banner]')
    expect(await banner.textContent()).toMatch(/Pré-visualização\..*Link válido até \d{2}\/\d{2}/)
    expect(await reviewer.locator('main h1').textContent()).toBe(draft.title)
    expect(await reviewer.locator('[data-article-body]').textContent()).toContain(draft.body)
    expect(await reviewer.title()).toBe(`Pré-visualização: ${draft.title} | MídiaPlan`)
    expect(await reviewer.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    )
    expect(await reviewer.locator('link[rel="canonical"], meta[property="og:url"]').count()).toBe(0)
    // No consent banner or tags on a page whose address holds a secret.
    expect(await reviewer.locator('[data-cookie-banner]').count()).toBe(0)
    expect(await watch.problems()).toEqual([])
    await watch.expectBlocked()
    await expectNoSeriousAxeViolations(reviewer, 'share link')
    const html = await (await fetch(url)).text()
    const errors = await validateHtml({ 'pre-visualizacao.html': html })
    if (errors.length > 0) throw new Error(formatHtmlErrors(errors))

    // Rendered on every request: the next save shows at once.
    await editor(edit).click()
    await edit.keyboard.press('End')
    await edit.keyboard.type(` Frase revisada ${MARK}.`)
    await edit.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(edit, 'Post atualizado com sucesso!').waitFor()
    await reviewer.reload()
    expect(await reviewer.locator('[data-article-body]').textContent()).toContain(
      `Frase revisada ${MARK}.`,
    )

    await edit.goto(`/admin/posts/${id}/edit`)
    // Clicked before the page's script runs, the button would do nothing: wait for the editor.
    await edit.locator('[data-rich-text][contenteditable="true"]').waitFor()
    await card.locator('[data-preview-link="active"]').getByRole('button').click()
    await toast(edit, 'Link revogado').waitFor()
    expect(await card.locator('[data-preview-link="revoked"]').textContent()).toContain(
      'Revogado em',
    )
    const gone = await reviewer.reload()
    // 410 Gone: the link existed and will never open again.
    expect(gone!.status()).toBe(410)
    expectUncachedNoIndex(gone!.headers())
    expect(await reviewer.locator('main h1').textContent()).toBe('Este link foi revogado')
    expect(await reviewer.locator('[data-article-body]').count()).toBe(0)
    expect(await reviewer.content()).not.toContain(MARK)
    await expectNoSeriousAxeViolations(reviewer, 'revoked link')
    const goneHtml = await (await fetch(url)).text()
    expect(goneHtml).toContain('Este link foi revogado')
    const goneErrors = await validateHtml({ 'revogado.html': goneHtml })
    if (goneErrors.length > 0) throw new Error(formatHtmlErrors(goneErrors))
  })

  it('names the link to no one: no Referer on what its page loads, nor on a link followed from it', async () => {
    const id = await draftId()
    const edit = await openEditor(`/admin/posts/${id}/edit`)
    const url = await shareLink(edit)
    const reviewer = await fixture.newPage()
    // What Chromium put on the wire, Referer included (allHeaders, not the page's own list).
    const sent: Promise<[string, string | undefined]>[] = []
    reviewer.on('request', (request) =>
      sent.push(request.allHeaders().then((headers) => [request.url(), headers['referer']])),
    )
    const response = await reviewer.goto(url, { waitUntil: 'networkidle' })
    const loaded = await Promise.all(sent.splice(0))
    // The page itself, then its scripts, styles, fonts and images.
    expect(loaded.length).toBeGreaterThan(3)
    expect(loaded.filter(([, referer]) => referer !== undefined)).toEqual([])
    expect(response!.headers()['referrer-policy']).toBe('no-referrer')

    await Promise.all([
      reviewer.waitForURL(`${fixture.baseURL}/`),
      reviewer.locator('#site-header a[href="/"]').click(),
    ])
    const [followed] = await Promise.all(sent.splice(0))
    expect(followed).toEqual([`${fixture.baseURL}/`, undefined])
    expect(await reviewer.evaluate(() => document.referrer)).toBe('')
  })

  it('an expired link gets its own pt-BR page with a 410, an unknown one with a 404', async () => {
    const id = await draftId()
    const edit = await openEditor(`/admin/posts/${id}/edit`)
    const url = await shareLink(edit)
    const token = url.split('/').pop() ?? ''
    await db
      .updateTable('preview_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute()
    const reviewer = await fixture.newPage()
    for (const [address, title, status] of [
      [url, 'Este link expirou', 410],
      [
        `/pre-visualizacao/${randomBytes(32).toString('base64url')}`,
        'Link de pré-visualização não encontrado',
        404,
      ],
      ['/pre-visualizacao/curto', 'Link de pré-visualização não encontrado', 404],
      [`${new URL(url).pathname}/mais`, 'Link de pré-visualização não encontrado', 404],
    ] as const) {
      const response = await reviewer.goto(address)
      expect(response!.status(), address).toBe(status)
      expectUncachedNoIndex(response!.headers())
      expect(response!.headers()['referrer-policy'], address).toBe('no-referrer')
      expect(await reviewer.locator('main h1').textContent()).toBe(title)
      expect(await reviewer.content()).not.toContain(MARK)
      // In the HTML itself, with the status: no script needed to say why.
      const plain = await fetch(new URL(address, fixture.baseURL))
      expect(plain.status).toBe(status)
      expect(await plain.text()).toContain(title)
    }
  })
})
