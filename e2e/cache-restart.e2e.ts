import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { editor, postEditorHelpers } from './support/post-editor'

/*
 * Next kept tag invalidations in memory while the pages they invalidate are
 * on disk, so after a restart a deleted post came back on /blog as `x-nextjs-cache: HIT`. Here
 * the pages are cached with the posts in them, the posts are changed through the admin, and the
 * server is killed before any reader asks again: nothing public may show the old content.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = `reinicio${randomUUID().slice(0, 6)}`
const control = inject('controlURL')

let category: { id: string; slug: string }
/** A published launch article of that category: its related-posts block lists the new posts. */
let neighbour: string

async function controlServer(action: string): Promise<string> {
  const response = await fetch(`${control}${action}`, { method: 'POST' })
  const body = await response.text()
  if (!response.ok) throw new Error(`${action}: ${response.status} ${body}`)
  return body
}

/** What every public surface that lists posts answers, as one text to search. */
async function publicSurfaces(base = fixture.baseURL): Promise<Record<string, string>> {
  const paths = [
    '/blog',
    `/blog?categoria=${category.slug}`,
    `/blog/categoria/${category.slug}`,
    `/blog/post/${neighbour}`,
    '/blog/rss.xml',
    '/sitemap.xml',
  ]
  const out: Record<string, string> = {}
  for (const path of paths) {
    const response = await fetch(`${base}${path}`)
    expect(response.status, path).toBe(200)
    out[path] = await response.text()
  }
  return out
}

/**
 * Where a post shows: by its title, and in the sitemap (which has no titles) by its address
 * when `slug` is given; without it the sitemap is left out.
 */
function surfacesWith(surfaces: Record<string, string>, title: string, slug?: string): string[] {
  return Object.entries(surfaces)
    .filter(([path, body]) =>
      path === '/sitemap.xml'
        ? slug !== undefined && body.includes(`/blog/post/${slug}</loc>`)
        : body.includes(title),
    )
    .map(([path]) => path)
}

const ALL = 6
const TITLED = ALL - 1

async function publish(title: string, slug: string): Promise<string> {
  const page = await openEditor()
  await page.getByLabel('Título *').fill(title)
  await page.getByLabel('Slug').fill(slug)
  await page.getByLabel('Categoria').selectOption(category.id)
  await editor(page).click()
  await page.keyboard.type(`Corpo de ${title}.`)
  await page.getByRole('button', { name: 'Publicar' }).click()
  await toast(page, 'Post criado com sucesso!').waitFor()
  await page.close()
  return (await postBySlug(slug))!.id
}

beforeAll(async () => {
  const row = await db
    .selectFrom('blog_posts as p')
    .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select(['c.id', 'c.slug', 'p.slug as post'])
    .where('p.status', '=', 'published')
    .orderBy('c.name')
    .executeTakeFirstOrThrow()
  category = { id: row.id, slug: row.slug }
  neighbour = row.post
})

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await controlServer('/second/stop').catch(() => {})
  await closeContexts()
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

describe('cached pages after a restart', () => {
  it('a crash or a deploy never brings back a deleted, renamed or unpublished post', async () => {
    // A new deploy of this build, whose pages readers have seen: Next copies each build page
    // it serves into its cache on disk, where later renders replace it.
    await controlServer('/restart?fresh')
    await publicSurfaces()
    const deleted = { title: `Apagado ${MARK}`, slug: `apagado-${MARK}` }
    const renamed = { title: `Nome antigo ${MARK}`, slug: `renomeado-${MARK}` }
    const hidden = { title: `Despublicado ${MARK}`, slug: `despublicado-${MARK}` }
    const deletedId = await publish(deleted.title, deleted.slug)
    const renamedId = await publish(renamed.title, renamed.slug)
    const hiddenId = await publish(hidden.title, hidden.slug)

    // Every list, feed and the related-posts block is now cached (on disk) with the three posts.
    const before = await publicSurfaces()
    for (const post of [deleted, renamed, hidden])
      expect(surfacesWith(before, post.title, post.slug)).toHaveLength(ALL)

    const admin = await openEditor(`/admin/posts/${renamedId}/edit`)
    await admin.getByLabel('Título *').fill(`Nome novo ${MARK}`)
    await admin.getByRole('button', { name: 'Atualizar' }).click()
    await toast(admin, 'Post atualizado com sucesso!').waitFor()

    await admin.goto(`/admin/posts/${hiddenId}/edit`)
    await admin.getByLabel('Status').selectOption('draft')
    await admin.getByRole('button', { name: 'Salvar Rascunho' }).click()
    await toast(admin, 'Post atualizado com sucesso!').waitFor()

    await admin.goto(`/admin/posts?q=${encodeURIComponent(deleted.title)}`)
    await admin.locator(`button[aria-label="Deletar ${deleted.title}"]`).click()
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(admin, 'Post deletado com sucesso!').waitFor()
    expect(
      await db.selectFrom('blog_posts').where('id', '=', deletedId).select('id').execute(),
    ).toEqual([])

    // No reader asked in between: a crash now must not resurrect what was on disk.
    await controlServer('/restart?signal=SIGKILL')
    const afterCrash = await publicSurfaces()
    expect(surfacesWith(afterCrash, deleted.title)).toEqual([])
    expect(surfacesWith(afterCrash, hidden.title)).toEqual([])
    expect(surfacesWith(afterCrash, renamed.title)).toEqual([])
    expect(surfacesWith(afterCrash, `Nome novo ${MARK}`, renamed.slug)).toHaveLength(ALL)
    for (const slug of [deleted.slug, hidden.slug]) {
      const response = await fetch(`${fixture.baseURL}/blog/post/${slug}`, { redirect: 'manual' })
      await response.body?.cancel()
      expect([307, 308], slug).toContain(response.status)
      expect(
        new URL((response.headers.get('location') ?? '').split(', ')[0]!, fixture.baseURL).pathname,
      ).toBe('/blog')
    }

    // A deploy (SIGTERM) after another change: the same.
    await admin.goto(`/admin/posts/${renamedId}/edit`)
    await admin.getByLabel('Título *').fill(`Nome final ${MARK}`)
    await admin.getByRole('button', { name: 'Atualizar' }).click()
    await toast(admin, 'Post atualizado com sucesso!').waitFor()
    await controlServer('/restart?signal=SIGTERM')
    const afterDeploy = await publicSurfaces()
    expect(surfacesWith(afterDeploy, `Nome novo ${MARK}`)).toEqual([])
    expect(surfacesWith(afterDeploy, `Nome final ${MARK}`)).toHaveLength(TITLED)
    // Three server starts and a dozen admin saves: more than the default minute on a busy machine.
  }, 180_000)

  it('a second process on the same build and database drops what another one invalidated', async () => {
    const post = { title: `Outro processo ${MARK}`, slug: `outro-processo-${MARK}` }
    await publish(post.title, post.slug)
    const second = await controlServer('/second/start')
    // The second process caches every surface with the post (its disk and its memory).
    const warm = await publicSurfaces(second)
    expect(surfacesWith(warm, post.title, post.slug)).toHaveLength(ALL)
    expect((await publicSurfaces(second))['/blog']).toContain(post.title)

    const admin = await openEditor()
    await admin.goto(`/admin/posts?q=${encodeURIComponent(post.title)}`)
    await admin.locator(`button[aria-label="Deletar ${post.title}"]`).click()
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click()
    await toast(admin, 'Post deletado com sucesso!').waitFor()
    const deletedAt = Date.now()

    // It learns of the invalidation by polling the database (every 0.5 s).
    // Each round reads all six surfaces; the first clean round must start within 2 s (one
    // poll, plus the time this loaded machine takes to re-render them).
    let showing: string[] = []
    let cleanRoundStarted = Infinity
    while (Date.now() - deletedAt < 5_000) {
      const started = Date.now()
      showing = surfacesWith(await publicSurfaces(second), post.title, post.slug)
      if (showing.length === 0) {
        cleanRoundStarted = started
        break
      }
    }
    expect(showing).toEqual([])
    expect(cleanRoundStarted - deletedAt).toBeLessThan(2_000)
  })
})
