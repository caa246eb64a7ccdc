import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { editor, readerPages } from './support/post-editor'

/*
 * The author of a post as readers and feeds see it. A new account's name is the part of its
 * e-mail before "@" (sign-up fills it so); that must never reach a public page.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openReader, closeReaders } = readerPages(fixture)
const MARK = `autoria${randomUUID().slice(0, 6)}`

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await closeReaders()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

type Node = Record<string, unknown>

async function openEditorAs(account: { email: string; password: string }): Promise<Page> {
  const page = await openAs(account)
  await page.goto('/admin/posts/new')
  await page.locator('[data-rich-text][contenteditable="true"]').waitFor()
  return page
}

const postBySlug = (slug: string) =>
  db.selectFrom('blog_posts').select('id').where('slug', '=', slug).executeTakeFirst()

/** What the article, its JSON-LD, its meta tags and the feed say about the author. */
async function authorSeenBy(reader: Page, slug: string) {
  const response = await reader.goto(`/blog/post/${slug}`)
  expect(response?.status()).toBe(200)
  const html = await reader.content()
  const nodes = (
    await reader
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null') as unknown))
  ).flat() as Node[]
  const article = nodes.find((node) => node['@type'] === 'Article')
  const feed = await (await fetch(`${fixture.baseURL}/blog/rss.xml`)).text()
  const item = feed.split('<item>').find((chunk) => chunk.includes(`/blog/post/${slug}<`)) ?? ''
  return {
    html,
    feed,
    // The visible name, after the screen-reader prefix "Autor: ".
    byline: ((await reader.locator('[data-post-author]').textContent()) ?? '')
      .replace('Autor:', '')
      .trim(),
    jsonLd: article?.author,
    meta: await reader.locator('meta[name="author"]').getAttribute('content'),
    creator: /<dc:creator>([^<]*)<\/dc:creator>/.exec(item)?.[1],
  }
}

describe('the author of a post', () => {
  it('is the team until the writer sets a display name in Minha conta, then that name everywhere', async () => {
    const local = `autora.${MARK}`
    const account = await createAccount({ email: `${local}@exemplo.com.br`, role: 'editor' })
    const slug = `assinatura-${MARK}`
    const page = await openEditorAs(account)
    await page.getByLabel('Título *').fill(`Assinatura ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await editor(page).click()
    await page.keyboard.type('Quem assina este texto?')
    await page.getByRole('button', { name: 'Publicar' }).click()
    await toast(page, 'Post criado com sucesso!').waitFor()

    const reader = await openReader()
    const before = await authorSeenBy(reader, slug)
    expect(before).toMatchObject({
      byline: 'Equipe MídiaPlan',
      jsonLd: { '@type': 'Organization', name: 'MídiaPlan' },
      meta: 'Equipe MídiaPlan',
      creator: 'Equipe MídiaPlan',
    })
    expect(before.html).not.toContain(local)
    expect(before.feed).not.toContain(local)

    await page.goto('/admin/conta')
    const name = page.getByLabel('Nome de exibição')
    expect(await name.inputValue()).toBe('')
    // The part of the e-mail before "@", or an e-mail, is not a name.
    for (const refused of [local, `${local}@exemplo.com.br`]) {
      await name.fill(refused)
      await page.getByRole('button', { name: 'Salvar nome' }).click()
      await page.locator('#nome-exibicao-error').waitFor()
    }
    await name.fill('  Beatriz   Tavares ')
    await page.getByRole('button', { name: 'Salvar nome' }).click()
    await toast(page, 'Nome salvo').waitFor()
    await page.reload()
    expect(await page.getByLabel('Nome de exibição').inputValue()).toBe('Beatriz Tavares')

    const after = await authorSeenBy(reader, slug)
    expect(after).toMatchObject({
      byline: 'Beatriz Tavares',
      jsonLd: { '@type': 'Person', name: 'Beatriz Tavares' },
      meta: 'Beatriz Tavares',
      creator: 'Beatriz Tavares',
    })
    expect(after.html).not.toContain(local)
    const entry = await db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('actor_id', '=', account.id)
      .where('action', '=', 'user.name_changed')
      .executeTakeFirst()
    expect(JSON.parse(entry?.details ?? '{}')).toMatchObject({ to: 'Beatriz Tavares' })

    // Deleted through the app, so the feed and lists forget it too.
    await page.goto(`/admin/posts?q=${encodeURIComponent(`Assinatura ${MARK}`)}`)
    await page.locator(`button[aria-label="Deletar Assinatura ${MARK}"]`).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(page, 'Post deletado com sucesso!').waitFor()
    expect(await postBySlug(slug)).toBeUndefined()
  })
})
