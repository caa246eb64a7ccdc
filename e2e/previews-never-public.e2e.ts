import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'
import { deletePost } from './support/long-content'
import { SEEDED_CATEGORY } from './support/page-inventory'
import { postEditorHelpers } from './support/post-editor'
import { expectUncachedNoIndex, previewCard, shareLink, writePost } from './support/previews'

/*
 * A draft, and a published post's unpublished edits, never reach a public
 * page, the sitemap, RSS, a category tab or a cached answer (the app's micro-cache replays a
 * page it already answered: the second request of each address), before or after their
 * previews and share links were opened.
 */

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const { openEditor, postBySlug } = postEditorHelpers(openAs, db, E2E_ADMIN)
const MARK = randomUUID().slice(0, 6)
/** In every secret text: no public answer may contain it. */
const SECRET = `sigilo${MARK}`
const posts = {
  published: { title: `Versão pública ${MARK}`, slug: `publico-${MARK}`, body: 'Texto público.' },
  draft: { title: `Rascunho ${SECRET}`, slug: `rascunho-${SECRET}`, body: `Corpo ${SECRET}.` },
}
const copySlug = `novo-endereco-${SECRET}`
let categoryName = ''

beforeAll(async () => {
  await resetRateLimits()
  const category = await db
    .selectFrom('blog_categories')
    .select('name')
    .where('slug', '=', SEEDED_CATEGORY)
    .executeTakeFirstOrThrow()
  categoryName = category.name
  const admin = await openAs(E2E_ADMIN)
  await writePost(admin, { ...posts.published, categoryName }, 'Publicar')
  await writePost(admin, { ...posts.draft, categoryName }, 'Salvar Rascunho')
  // The published post's unpublished edits, as autosave keeps them: in its working copy.
  const published = (await postBySlug(posts.published.slug))!
  await db
    .insertInto('post_working_copies')
    .values({
      post_id: published.id,
      title: `Título ${SECRET}`,
      slug: copySlug,
      description: `Resumo ${SECRET}`,
      content: `<p>Edição ${SECRET}.</p>`,
      category_id: published.category_id,
      tags: JSON.stringify([SECRET]),
      featured: true,
    })
    .execute()
}, 180_000)

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  const admin = await openAs(E2E_ADMIN)
  for (const post of Object.values(posts))
    await deletePost(admin, post.title).catch(() => undefined)
  await db.deleteFrom('blog_posts').where('slug', 'like', `%${MARK}%`).execute()
  await closeContexts()
  await expireSiteCaches(database.db)
  await database.destroy()
}, 120_000)

/** Every public address a draft could leak into, the would-be addresses of both included. */
const PUBLIC = () => [
  '/',
  '/blog',
  `/blog?categoria=${SEEDED_CATEGORY}`,
  `/blog/categoria/${SEEDED_CATEGORY}`,
  `/blog/post/${posts.published.slug}`,
  `/blog/post/${posts.draft.slug}`,
  `/blog/post/${copySlug}`,
  '/sitemap.xml',
  '/blog/rss.xml',
]

/** The draft's address and the working copy's would-be one: no article, back to the blog. */
const NOT_PUBLISHED = () => [`/blog/post/${posts.draft.slug}`, `/blog/post/${copySlug}`]

/**
 * Each address twice: what Next renders, then what the micro-cache replays. Not followed: Next
 * 16.4 may send a fresh redirect's Location twice (see blog-redirects.e2e.ts), which fetch
 * would join into an address of its own.
 */
async function expectNothingPublic(): Promise<void> {
  const replayed: string[] = []
  for (const path of PUBLIC()) {
    for (let round = 0; round < 2; round++) {
      const response = await fetch(`${fixture.baseURL}${path}`, { redirect: 'manual' })
      const hidden = NOT_PUBLISHED().includes(path)
      // A redirect's body echoes the address asked for (whose slug holds the secret): only
      // that echo is allowed, never the post's title, text or tags.
      const slug = path.split('/').pop() ?? ''
      const body = hidden ? (await response.text()).replaceAll(slug, '') : await response.text()
      expect(body, `${path} (round ${round + 1})`).not.toContain(SECRET)
      if (hidden) {
        expect([307, 308], path).toContain(response.status)
        const location = (response.headers.get('location') ?? '').split(', ')[0] ?? ''
        expect(new URL(location, fixture.baseURL).pathname, path).toBe('/blog')
      } else {
        expect(response.status, path).toBe(200)
      }
      if (response.headers.get('x-micro-cache') === 'HIT') replayed.push(path)
    }
  }
  // The cached copies were checked too, not only fresh renders.
  expect(replayed).toEqual(expect.arrayContaining(['/blog', `/blog/post/${posts.published.slug}`]))
  // Positive controls: the published version is public, in its list and its feed.
  const article = await (await fetch(`${fixture.baseURL}/blog/post/${posts.published.slug}`)).text()
  expect(article).toContain(posts.published.body)
  expect(await (await fetch(`${fixture.baseURL}/blog/rss.xml`)).text()).toContain(
    posts.published.title,
  )
}

describe('what a draft leaves on the public site', () => {
  it('nothing, before and after its previews and share links were opened', async () => {
    await expectNothingPublic()

    const links: string[] = []
    for (const post of Object.values(posts)) {
      const { id } = (await postBySlug(post.slug))!
      const edit = await openEditor(`/admin/posts/${id}/edit`)
      const preview = await edit.request.get(`/admin/posts/${id}/visualizar`)
      expect(await preview.text()).toContain(SECRET)
      expectUncachedNoIndex(preview.headers())
      links.push(await shareLink(edit))
      expect(await previewCard(edit).locator('[data-preview-link="active"]').count()).toBe(1)
    }
    const reviewer = await fixture.newPage()
    for (const url of links) {
      for (let round = 0; round < 2; round++) {
        const response = await reviewer.goto(url)
        expectUncachedNoIndex(response!.headers())
        expect(await reviewer.locator('[data-article-body]').textContent()).toContain(SECRET)
      }
    }

    await expectNothingPublic()
  })
})
