import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { editor, postEditorHelpers } from './support/post-editor'

/*
 * A post's <lastmod> in the sitemap is the date its article's JSON-LD gives
 * as dateModified, and moves with it when the public version changes, also when the change
 * shows on no card (a body-only "Atualizar").
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `lastmod${randomUUID().slice(0, 6)}`

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

async function sitemapLastmod(slug: string): Promise<string | undefined> {
  const xml = await (await fetch(`${fixture.baseURL}/sitemap.xml`)).text()
  return new RegExp(`<loc>[^<]*/blog/post/${slug}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]
}

async function dateModified(slug: string): Promise<string | undefined> {
  const html = await (await fetch(`${fixture.baseURL}/blog/post/${slug}`)).text()
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const nodes = [JSON.parse(json ?? 'null')].flat() as Record<string, unknown>[]
    const article = nodes.find((node) => node['@type'] === 'Article')
    if (article) return String(article.dateModified)
  }
  return undefined
}

describe('sitemap lastmod', () => {
  it('follows the article dateModified after a body-only "Atualizar"', async () => {
    const slug = `datas-${MARK}`
    const page = await openEditor()
    await page.getByLabel('Título *').fill(`Datas ${MARK}`)
    await page.getByLabel('Slug').fill(slug)
    await editor(page).click()
    await page.keyboard.type('Primeira versão do texto.')
    await page.getByRole('button', { name: 'Publicar' }).click()
    await toast(page, 'Post criado com sucesso!').waitFor()
    const { id } = (await postBySlug(slug))!

    const published = await dateModified(slug)
    expect(published).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(await sitemapLastmod(slug)).toBe(published)

    // Only the body changes: no card, list or category shows it.
    const edit = await openEditor(`/admin/posts/${id}/edit`)
    await editor(edit).click()
    await edit.keyboard.press('End')
    await edit.keyboard.type(' Um parágrafo revisado.')
    await edit.getByRole('button', { name: 'Atualizar' }).click()
    await toast(edit, 'Post atualizado com sucesso!').waitFor()

    const updated = await dateModified(slug)
    expect(Date.parse(updated!)).toBeGreaterThan(Date.parse(published!))
    expect(await sitemapLastmod(slug)).toBe(updated)
  })
})
