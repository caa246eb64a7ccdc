import { randomUUID } from 'node:crypto'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { editor, postEditorHelpers } from './support/post-editor'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `autosave${randomUUID().slice(0, 6)}`

const SAVED = '[data-autosave-status="saved"]'
const OFFLINE_TEXT = 'Sem conexão: alterações guardadas neste navegador'

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  // Drafts only (never published here): nothing public to expire.
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await database.destroy()
})

/** São Paulo is UTC-3 all year (no daylight saving since 2019): "HH:MM" there, now. */
function saoPauloClock(at: number): string {
  const shifted = new Date(at - 3 * 60 * 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`
}

const statusText = (page: Page) => page.locator('[data-autosave-status]').textContent()

async function typeAtEnd(page: Page, text: string) {
  await editor(page).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(text)
}

describe('autosave', () => {
  it('saves by itself, keeps changes in the browser while offline, saves them when back', async () => {
    const page = await openEditor()
    const slug = `sozinho-${MARK}`
    const status = page.locator('[data-autosave-status]')
    expect(await status.getAttribute('aria-live')).toBe('polite')
    await page.getByLabel('Título *').fill(`Sozinho ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    const before = Date.now()
    await typeAtEnd(page, 'Primeira parte.')
    await page.locator(SAVED).waitFor()
    const clocks = [saoPauloClock(before), saoPauloClock(Date.now())]
    expect(clocks.map((clock) => `Salvo às ${clock}`)).toContain(await statusText(page))
    expect(await postBySlug(slug)).toMatchObject({ status: 'draft' })
    expect((await postBySlug(slug))?.content).toContain('Primeira parte.')
    const { id } = (await postBySlug(slug))!
    const key = `midiaplan:post-editor:${id}`

    await page.context().setOffline(true)
    await typeAtEnd(page, ' Escrito sem conexão.')
    await page.getByText(OFFLINE_TEXT).waitFor()
    // Kept under the post now that it exists, where its own editor looks.
    const kept = await page.evaluate((name) => localStorage.getItem(name), key)
    expect(kept).toContain('Escrito sem conexão.')
    expect((await postBySlug(slug))?.content).not.toContain('Escrito sem conexão.')

    await page.context().setOffline(false)
    await page.locator(SAVED).waitFor({ timeout: 20_000 })
    expect((await postBySlug(slug))?.content).toContain('Primeira parte. Escrito sem conexão.')
    expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull()
    // The status stays in view at the end of a long article.
    await typeAtEnd(page, '\nMais um parágrafo.'.repeat(30))
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator(SAVED).waitFor()
    const inView = await page.locator('[data-autosave-status]').evaluate((element) => {
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + 2, box.top + box.height / 2)
      return (
        window.scrollY > 0 && box.top >= 0 && box.bottom <= innerHeight && element.contains(hit)
      )
    })
    expect(inView).toBe(true)
    // One post, saved over each time: the autosave created it once.
    const rows = await db.selectFrom('blog_posts').select('id').where('slug', '=', slug).execute()
    expect(rows).toHaveLength(1)
  })

  it('says "Salvando…" then "Erro ao salvar" when the server fails, keeps the changes, saves later', async () => {
    const slug = `falha-servidor-${MARK}`
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Falha servidor ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await typeAtEnd(page, 'Salvo antes.')
    await page.locator(SAVED).waitFor()
    const id = (await postBySlug(slug))!.id

    // The server answers the editor's next save (a server action POST) with a 500, slowly.
    const failing = async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.fulfill({ status: 500, body: 'Internal Server Error' })
    }
    // The editor moved to the post's own address when it was created: its saves post there.
    await page.waitForURL(`**/admin/posts/${id}/edit`)
    await page.route(`**/admin/posts/${id}/edit`, failing)
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    await typeAtEnd(page, ' Perdido pelo servidor.')
    await page.clock.runFor(2_000)
    await page.getByText('Salvando…', { exact: true }).waitFor()
    const error = page.locator('[data-autosave-status="error"]')
    await error.waitFor()
    expect(await error.textContent()).toBe('Erro ao salvar. Alterações guardadas neste navegador.')
    const key = `midiaplan:post-editor:${id}`
    const kept = await page.evaluate((name) => localStorage.getItem(name), key)
    expect(JSON.parse(kept!)).toMatchObject({ postId: id })
    expect(kept).toContain('Perdido pelo servidor.')
    expect((await postBySlug(slug))?.content).not.toContain('Perdido')

    // The server is back: the retry, 10 s later on the page's clock (AUTOSAVE_RETRY_MS), saves
    // it all with no new change.
    await page.unroute(`**/admin/posts/${id}/edit`, failing)
    await page.clock.runFor(10_000)
    // Then the usual 2 s before a save, counted once React has set its timer.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500)
          return page.locator(SAVED).count()
        },
        { timeout: 10_000 },
      )
      .toBe(1)
    expect((await postBySlug(slug))?.content).toBe('<p>Salvo antes. Perdido pelo servidor.</p>')
    expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull()
  })

  it('saves at least every 15 s while the typing goes on, not only after a pause', async () => {
    const slug = `sem-pausa-${MARK}`
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Sem pausa ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await page.locator(SAVED).waitFor()
    // The page's clock stops here and moves only as the test says: a key every 250 ms of it
    // (never the 2 s pause that saves), without waiting 15 real seconds.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    await editor(page).click()
    const keys = [...Array.from({ length: 4 }, () => 'digitando sem parar').join(' ')]
    let typed = 0
    const typeUntil = async (count: number) => {
      for (; typed < count; typed++) {
        await page.keyboard.type(keys[typed] ?? '')
        await page.clock.runFor(250)
      }
    }
    const saved = async () => (await postBySlug(slug))?.content ?? ''

    await typeUntil(52) // 13 s
    await page.waitForTimeout(500)
    expect(await saved()).not.toContain('digitando')
    await typeUntil(64) // 16 s, still typing
    await expect.poll(saved, { timeout: 10_000 }).toContain('digitando')
    const midway = await saved()
    expect(midway.length).toBeLessThan(`<p>${keys.join('')}</p>`.length)

    await typeUntil(keys.length)
    await page.clock.runFor(2_500)
    await expect.poll(saved, { timeout: 10_000 }).toBe(`<p>${keys.join('')}</p>`)
  })

  it('saves what was typed just before leaving through the app, not 2 s later', async () => {
    const slug = `saindo-${MARK}`
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Saindo ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await typeAtEnd(page, 'Primeira.')
    await page.locator(SAVED).waitFor()
    // Unsaved for less than the autosave's delay: the app asks, and the editor says "sair".
    page.once('dialog', (dialog) => void dialog.accept())
    await typeAtEnd(page, ' Última frase.')
    await page.locator('[data-back-button]').click()
    await page.waitForURL(`${fixture.baseURL}/admin/posts`)
    await expect
      .poll(async () => (await postBySlug(slug))?.content, { timeout: 10_000 })
      .toBe('<p>Primeira. Última frase.</p>')
    const key = `midiaplan:post-editor:${(await postBySlug(slug))!.id}`
    await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).toBeNull()
  })

  it('moves a new post to its own address once created: history, preview and links follow', async () => {
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Endereço próprio ${MARK}`)
    await typeAtEnd(page, 'Primeiro parágrafo.')
    await page.locator(SAVED).waitFor()
    const slug = `endereco-proprio-${MARK}`
    const { id } = (await postBySlug(slug))!
    await page.waitForURL(`${fixture.baseURL}/admin/posts/${id}/edit`)
    // Still the post being written: its slug follows its title (spec section 4).
    await page.getByLabel('Título *').fill(`Endereço novo ${MARK}`)
    expect(await page.getByLabel('Slug').inputValue()).toBe(`endereco-novo-${MARK}`)

    const card = page.locator('[data-preview-card]')
    expect(await card.getByRole('link', { name: /Visualizar/ }).getAttribute('href')).toBe(
      `/admin/posts/${id}/visualizar`,
    )
    await card.getByRole('button', { name: 'Compartilhar pré-visualização' }).click()
    expect(await card.locator('[data-preview-url]').inputValue()).toContain('/pre-visualizacao/')
    await page.locator('[data-history-button]').click()
    const history = page.locator('[data-history-panel]')
    await history.getByText('Salvamento automático').first().waitFor()
    await page.keyboard.press('Escape')
    await expect
      .poll(async () => (await postBySlug(`endereco-novo-${MARK}`))?.id, { timeout: 15_000 })
      .toBe(id)

    // A reload opens the post itself.
    await page.reload()
    await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
    expect(await page.getByLabel('Título *').inputValue()).toBe(`Endereço novo ${MARK}`)

    // Back to this address with the browser's button after leaving: the post, not a blank form.
    await page.goto('/admin/posts/new')
    await page.getByLabel('Título *').fill(`Outro novo ${MARK}`)
    await page.locator(SAVED).waitFor()
    const other = (await postBySlug(`outro-novo-${MARK}`))!.id
    await page.waitForURL(`**/admin/posts/${other}/edit`)
    await page.locator('[data-back-button]').click()
    await page.waitForURL(`${fixture.baseURL}/admin/posts`)
    await page.goBack()
    await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
    expect(page.url()).toBe(`${fixture.baseURL}/admin/posts/${other}/edit`)
    expect(await page.getByLabel('Título *').inputValue()).toBe(`Outro novo ${MARK}`)
  })

  it('offers back what was typed offline when the editor returns, and loses nothing', async () => {
    const slug = `recuperado-${MARK}`
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Recuperado ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await typeAtEnd(page, 'Antes da queda.')
    await page.locator(SAVED).waitFor()
    const id = (await postBySlug(slug))!.id

    const context = page.context()
    await context.setOffline(true)
    await page.getByLabel('Título *').fill(`Recuperado sem rede ${MARK}`)
    await typeAtEnd(page, ' Digitado sem rede, depois a aba fechou.')
    await page.getByText(OFFLINE_TEXT).waitFor()
    // The tab is closed (no question asked: it is a crash, not a choice).
    await page.close({ runBeforeUnload: false })
    await context.setOffline(false)
    expect((await postBySlug(slug))?.content).not.toContain('Digitado sem rede')

    // Nothing is offered at "Novo Post": the changes belong to the post the autosave created.
    const back = await context.newPage()
    await back.goto('/admin/posts/new')
    await editor(back).waitFor()
    await back.waitForTimeout(500)
    expect(await back.locator('[data-recover-banner]').count()).toBe(0)
    // Reopened from Posts, the post's own editor offers them.
    await back.goto('/admin/posts')
    await back.locator(`[data-post-row="${id}"] a[title="Editar"]`).click()
    await back.waitForURL(`**/admin/posts/${id}/edit`)
    const banner = back.locator('[data-recover-banner]')
    await banner.getByRole('heading', { name: 'Recuperar alterações não salvas' }).waitFor()
    await banner.getByRole('button', { name: 'Recuperar' }).click()
    await banner.waitFor({ state: 'detached' })
    expect(await back.getByLabel('Título *').inputValue()).toBe(`Recuperado sem rede ${MARK}`)
    expect(await editor(back).textContent()).toBe(
      'Antes da queda. Digitado sem rede, depois a aba fechou.',
    )
    await back.locator(SAVED).waitFor()
    // Saved over the post the first autosave created, not into a second one (the new post's
    // slug followed its title while it was written).
    const saved = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).execute()
    expect(saved).toHaveLength(1)
    expect(await postBySlug(`recuperado-${MARK}`)).toBeUndefined()
    expect(saved[0]).toMatchObject({
      slug: `recuperado-sem-rede-${MARK}`,
      title: `Recuperado sem rede ${MARK}`,
      content: '<p>Antes da queda. Digitado sem rede, depois a aba fechou.</p>',
    })

    // Offered once: the post's own editor opens clean, and the history says what happened.
    await back.goto(`/admin/posts/${id}/edit`)
    await editor(back).waitFor()
    const kinds = await db
      .selectFrom('post_revisions')
      .select('kind')
      .where('post_id', '=', id)
      .orderBy('created_at')
      .execute()
    expect(kinds.map((row) => row.kind)).toContain('recovery')
    await back.waitForTimeout(500)
    expect(await back.locator('[data-recover-banner]').count()).toBe(0)

    // "Descartar" forgets kept changes for good.
    await back.evaluate(
      ([key, postId]) =>
        localStorage.setItem(
          key!,
          JSON.stringify({
            postId,
            version: 1,
            keptAt: new Date().toISOString(),
            values: {
              title: 'Descartável',
              slug: 'descartavel',
              description: '',
              coverImage: '',
              categoryId: '',
              tags: [],
              content: '<p>Descartável</p>',
              featured: false,
              status: 'draft',
            },
          }),
        ),
      [`midiaplan:post-editor:${id}`, id],
    )
    await back.reload()
    await back.locator('[data-recover-banner]').getByRole('button', { name: 'Descartar' }).click()
    expect(await back.getByLabel('Título *').inputValue()).toBe(`Recuperado sem rede ${MARK}`)
    expect(
      await back.evaluate((key) => localStorage.getItem(key), `midiaplan:post-editor:${id}`),
    ).toBeNull()
  })
})
