import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RATE_LIMIT_MESSAGE, SIGN_IN_LIMITS } from '@/server/auth/sign-in-limits'
import { signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { lockRow, lockWaiters, pgClient } from './support/pg-race'
import { editor, postEditorHelpers } from './support/post-editor'
import {
  listedChecks,
  sitemapEntry,
  surfacePaths,
  unlistedChecks,
  warm,
  measure,
  printFigures,
  until,
  type Check,
} from './support/surfaces'

/*
 * Two server processes on one PostgreSQL database share what must be
 * shared (the lead webhook queue: two-instances-leads.e2e.ts). A is the suite's server, B the control endpoint's second instance (same build and
 * database). Each proof would fail if that state lived in each process: see the comments.
 *
 * PostgreSQL only: several instances are a PostgreSQL setup (the README's runbook); a second
 * instance on one SQLite file is refused at start, and its cache notifications (LISTEN/NOTIFY)
 * have no SQLite counterpart.
 */

const postgres = Boolean(inject('databaseEnv').DATABASE_URL)
const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const control = inject('controlURL')
const MARK = `inst${randomUUID().slice(0, 6)}`
const CATEGORY = { name: `Categoria ${MARK}`, slug: `categoria-${MARK}` }
const SCHEDULED = { title: `Agendado ${MARK}`, slug: `agendado-${MARK}` }
let categoryId = ''
let A = ''
let B = ''

async function controlServer(action: string): Promise<string> {
  const response = await fetch(`${control}${action}`, { method: 'POST' })
  const body = await response.text()
  if (!response.ok) throw new Error(`${action}: ${response.status} ${body}`)
  return body
}

async function fillPost(page: Page, title: string, slug: string) {
  await page.getByLabel('Título *').fill(title)
  await page.getByLabel('Slug').fill(slug)
  await page.getByLabel('Categoria').selectOption(categoryId)
  await editor(page).click()
  await page.keyboard.type(`Corpo de ${title}.`)
}

async function click(page: Page, button: string, message: string) {
  await page.getByRole('button', { name: button }).click()
  await toast(page, message).waitFor()
}

beforeAll(async () => {
  if (!postgres) return
  A = fixture.baseURL
  B = await controlServer('/second/start')
  await resetRateLimits()
  const page = await openAs(E2E_ADMIN)
  await page.goto('/admin/categories')
  await page.getByRole('button', { name: 'Nova Categoria' }).click()
  const dialog = page.locator('[data-category-dialog]')
  await dialog.getByLabel('Nome *').fill(CATEGORY.name)
  await dialog.getByLabel('Slug *').fill(CATEGORY.slug)
  await click(page, 'Criar', 'Categoria criada com sucesso!')
  const row = await db
    .selectFrom('blog_categories')
    .select('id')
    .where('slug', '=', CATEGORY.slug)
    .executeTakeFirstOrThrow()
  categoryId = row.id
})

afterAll(async () => {
  printFigures()
  await controlServer('/second/stop').catch(() => {})
  await closeContexts()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await db.deleteFrom('blog_categories').where('slug', 'like', `%${MARK}%`).execute()
  await database.destroy()
})

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  it('a sign-in limit reached on A holds on B', async () => {
    await resetRateLimits()
    const account = await createAccount({ role: 'editor' })
    // 127.0.0.1 on both, so both see one client address (TRUSTED_PROXY_HOPS=0: the peer).
    const signIn = async (base: string, password: string) => {
      const url = new URL('/api/auth/sign-in/email', base)
      url.hostname = '127.0.0.1'
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: A },
        body: JSON.stringify({ email: account.email, password }),
      })
      return { status: response.status, body: (await response.json()) as { message?: string } }
    }
    for (let i = 0; i < SIGN_IN_LIMITS.emailAndIp.limit; i++)
      expect((await signIn(A, 'Errada@2026!x')).status).toBe(401)
    // Counted per process, B would have seen no failure and checked this (right) password.
    const refused = await signIn(B, account.password)
    expect(refused).toEqual({
      status: 429,
      body: expect.objectContaining({ message: RATE_LIMIT_MESSAGE }),
    })
    await resetRateLimits()
    expect((await signIn(B, account.password)).status).toBe(200)
  })

  it('a due post is published once, by one of them, and both show it within 1 s', async () => {
    const { title, slug } = SCHEDULED
    const page = await openEditor()
    await fillPost(page, title, slug)
    await click(page, 'Salvar Rascunho', 'Post criado com sucesso!')
    const { id } = (await postBySlug(slug))!
    const client = await pgClient()
    let lock: Awaited<ReturnType<typeof lockRow>> | undefined
    try {
      const paths = surfacePaths(slug, CATEGORY.slug)
      let raced = false
      const prepare = async () => {
        await client.query('update blog_posts set scheduled_at = $1 where id = $2', [
          new Date(Date.now() + 1_000),
          id,
        ])
        // Held until both instances' sweeps (every 5 s) wait to claim it: a real race. A claim
        // kept in process memory would let both publish.
        lock = await lockRow('blog_posts', id)
        raced = await until(
          async () => (await lockWaiters(client, 'update "blog_posts" set "scheduled_at"')) >= 2,
          15_000,
        )
      }
      // Done when its transaction has committed (whichever instance won), seen from here.
      const publish = async () => {
        await lock!.release()
        await until(async () => (await postBySlug(slug))?.status === 'published', 10_000)
      }
      await measure('scheduled publish', paths, listedChecks(slug, title), publish, {
        bases: { A, B },
        prepare,
      })
      expect(raced).toBe(true)
    } finally {
      await lock?.release().catch(() => {})
      await client.end()
    }
    expect(await postBySlug(slug)).toMatchObject({ status: 'published', scheduled_at: null })
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .where('action', '=', 'post.scheduled_published')
      .execute()
    expect(audit).toHaveLength(1)
    const revisions = await db
      .selectFrom('post_revisions')
      .select('kind')
      .where('post_id', '=', id)
      .where('kind', '=', 'scheduled_publish')
      .execute()
    expect(revisions).toHaveLength(1)
  })

  it('a publish, edit, category rename, unpublish and delete through A show on B within 1 s', async () => {
    const first = { title: `Primeiro ${MARK}`, slug: `primeiro-${MARK}` }
    const pathsOf = (slug: string) => surfacePaths(slug, CATEGORY.slug)
    const unlisted = (post: typeof first) => unlistedChecks(post.slug, post.title)
    const onB = (
      change: string,
      slug: string,
      checks: Record<string, Check>,
      act: () => Promise<void>,
    ) => measure(change, pathsOf(slug), checks, act, { bases: { B } })
    const page = await openEditor()
    await fillPost(page, first.title, first.slug)
    await onB('publish', first.slug, listedChecks(first.slug, first.title), () =>
      click(page, 'Publicar', 'Post criado com sucesso!'),
    )
    const { id } = (await postBySlug(first.slug))!
    await page.close()

    const edited = `Editado ${MARK}`
    const edit = await openEditor(`/admin/posts/${id}/edit`)
    await edit.getByLabel('Título *').fill(edited)
    const sitemapBefore = sitemapEntry((await warm(B, { s: '/sitemap.xml' })).s!.body, first.slug)
    const hasTitle: Check = (s) => s.body.includes(edited)
    await onB(
      'edit (Atualizar)',
      first.slug,
      {
        article: hasTitle,
        blog: hasTitle,
        category: hasTitle,
        rss: hasTitle,
        sitemap: (s) => sitemapEntry(s.body, first.slug) !== sitemapBefore,
      },
      () => click(edit, 'Atualizar', 'Post atualizado com sucesso!'),
    )
    first.title = edited

    const renamed = `Renomeada ${MARK}`
    const categories = await openAs(E2E_ADMIN)
    await categories.goto('/admin/categories')
    await categories
      .locator(`[data-category-card="${CATEGORY.slug}"]`)
      .getByRole('button', { name: `Editar categoria ${CATEGORY.name}` })
      .click()
    await categories.locator('[data-category-dialog]').getByLabel('Nome *').fill(renamed)
    const shown = await warm(B, pathsOf(first.slug))
    const naming = Object.keys(shown).filter((k) => shown[k]!.body.includes(CATEGORY.name))
    expect(naming).toEqual(expect.arrayContaining(['article', 'category']))
    await onB(
      'category rename',
      first.slug,
      Object.fromEntries(
        naming.map((k) => [k, (s: Parameters<Check>[0]) => s.body.includes(renamed)]),
      ),
      () => click(categories, 'Atualizar', 'Categoria atualizada com sucesso!'),
    )

    const hide = await openEditor(`/admin/posts/${id}/edit`)
    await hide.getByLabel('Status').selectOption('draft')
    await onB('unpublish', first.slug, unlisted(first), () =>
      click(hide, 'Salvar Rascunho', 'Post atualizado com sucesso!'),
    )

    // The post the schedule published (the test above), still public.
    const list = await openAs(E2E_ADMIN)
    await list.goto(`/admin/posts?q=${encodeURIComponent(SCHEDULED.title)}`)
    await list.locator(`button[aria-label="Deletar ${SCHEDULED.title}"]`).click()
    await onB('delete', SCHEDULED.slug, unlisted(SCHEDULED), () =>
      list
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Deletar' })
        .click()
        .then(() => toast(list, 'Post deletado com sucesso!').waitFor()),
    )
  })
})
