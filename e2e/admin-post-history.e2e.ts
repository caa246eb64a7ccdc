import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { PostDocument } from '@/lib/post-document'
import { recordRevision, type RevisionActor } from '@/server/posts/revisions'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { expectNoSeriousAxeViolations } from './support/axe'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { editor, postEditorHelpers } from './support/post-editor'

/*
 * In the browser: "Histórico" lists the revisions, shows an older one against
 * the text in the editor with its words marked, and "Restaurar" puts it back into the editor.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `historico${randomUUID().slice(0, 6)}`

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

const version = (title: string, body: string): PostDocument => ({
  title,
  slug: `${MARK}-${title.toLowerCase().replace(/\s+/g, '-')}`,
  description: null,
  content: body,
  coverImage: null,
  categoryId: null,
  tags: ['historia'],
  featured: false,
})

/** A post whose row holds `current`, saved before as `older` (a revision each, by the admin). */
async function seedPost(status: 'draft' | 'published', older: PostDocument, current: PostDocument) {
  const admin = await db
    .selectFrom('user')
    .select(['id', 'email', 'name'])
    .where('email', '=', E2E_ADMIN.email)
    .executeTakeFirstOrThrow()
  const actor: RevisionActor = { id: admin.id, email: admin.email, name: 'Revisora E2E' }
  const id = randomUUID()
  await db
    .insertInto('blog_posts')
    .values({
      id,
      title: current.title,
      search_title: current.title.toLowerCase(),
      slug: current.slug,
      content: current.content,
      reading_time: 1,
      status,
      published_at: status === 'published' ? new Date() : null,
      author_id: admin.id,
    })
    .execute()
  await db.insertInto('blog_tags').values({ post_id: id, tag: 'historia' }).execute()
  let at = Date.now() - 2 * 60 * 60_000
  for (const doc of [older, current]) {
    await recordRevision(db, {
      postId: id,
      kind: status === 'published' ? 'publish' : 'save',
      doc,
      status,
      author: { id: admin.id, name: null },
      actor,
      now: new Date((at += 30 * 60_000)),
    })
  }
  return id
}

async function openHistory(id: string) {
  const page = await openEditor(`/admin/posts/${id}/edit`)
  await page.getByRole('button', { name: 'Histórico' }).click()
  const panel = page.getByRole('dialog', { name: 'Histórico' })
  await panel.locator('[data-revision-list] button').first().waitFor()
  return { page, panel }
}

describe('the history panel', () => {
  it('shows an older revision’s diff with marked words and restores it into the editor', async () => {
    const older = version('Plano antigo', '<p>O plano de mídia trimestral com foco em busca.</p>')
    const current = version('Plano novo', '<p>O plano de mídia mensal com foco em vídeo.</p>')
    const id = await seedPost('draft', older, current)
    const { page, panel } = await openHistory(id)

    const entries = panel.locator('[data-revision-list] button')
    expect(await entries.count()).toBe(2)
    expect(await entries.first().textContent()).toContain('Salvo')
    expect(await entries.first().textContent()).toContain('Revisora E2E')
    await entries.nth(1).click()

    const diff = panel.locator('[data-revision-diff]')
    await diff.waitFor()
    expect(await diff.locator('[data-diff-summary]').textContent()).toContain(
      '2 palavras adicionadas, 2 palavras removidas, 2 campos alterados',
    )
    // Marked by element (and named for screen readers), not by colour alone.
    expect(await diff.locator('[data-diff-body] ins').allTextContents()).toEqual([
      '[adicionado: mensal]',
      '[adicionado: vídeo.]',
    ])
    expect(await diff.locator('[data-diff-body] del').allTextContents()).toEqual([
      '[removido: trimestral]',
      '[removido: busca.]',
    ])
    const titleRow = diff.locator('[data-diff-fields] tr', { hasText: 'Título' })
    expect(await titleRow.locator('td').allTextContents()).toEqual(['Plano antigo', 'Plano novo'])
    await expectNoSeriousAxeViolations(page, 'the history panel with a diff')

    await panel.getByRole('button', { name: 'Restaurar esta revisão' }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.waitFor()
    await expectNoSeriousAxeViolations(page, 'the restore confirmation')
    await confirm.getByRole('button', { name: 'Restaurar', exact: true }).click()
    await toast(page, 'restaurada').waitFor()
    await page.getByRole('dialog', { name: 'Histórico' }).waitFor({ state: 'detached' })

    await page.waitForFunction(() =>
      document.querySelector('[data-rich-text]')?.textContent?.includes('trimestral'),
    )
    expect(await editor(page).textContent()).toBe('O plano de mídia trimestral com foco em busca.')
    expect(await page.getByLabel('Título *').inputValue()).toBe('Plano antigo')
    const row = await db
      .selectFrom('blog_posts')
      .select(['title', 'content', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ title: 'Plano antigo', version: 2 })
    expect(row.content).toContain('trimestral')

    // The restore is the newest revision; the editor saves on top of the new version.
    await page.getByRole('button', { name: 'Histórico' }).click()
    const reopened = page.getByRole('dialog', { name: 'Histórico' })
    await reopened.locator('[data-revision="restore"]').waitFor()
    expect(await reopened.locator('[data-revision-list] button').first().textContent()).toContain(
      'Restaurado',
    )
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(page, 'Post atualizado com sucesso!').waitFor()
  })

  it('restores into a published post’s working copy; the public page keeps its text', async () => {
    const older = version('Guia antigo', '<p>Texto antigo do guia publicado.</p>')
    const current = version('Guia publicado', '<p>Texto que os leitores veem hoje.</p>')
    const id = await seedPost('published', older, current)
    const { page, panel } = await openHistory(id)
    await panel.locator('[data-revision-list] button').nth(1).click()
    await panel.locator('[data-revision-diff]').waitFor()
    await panel.getByRole('button', { name: 'Restaurar esta revisão' }).click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Restaurar', exact: true })
      .click()
    await toast(page, 'Os leitores continuam vendo a versão publicada').waitFor()
    await page.waitForFunction(() =>
      document.querySelector('[data-rich-text]')?.textContent?.includes('antigo'),
    )

    const copy = await db
      .selectFrom('post_working_copies')
      .select(['title', 'content'])
      .where('post_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(copy.title).toBe('Guia antigo')
    const html = await (await fetch(`${fixture.baseURL}/blog/post/${current.slug}`)).text()
    expect(html).toContain('Texto que os leitores veem hoje.')
    expect(html).not.toContain('Texto antigo do guia publicado.')
  })
})
