import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { writeTagExpirations } from '@/server/cache/tag-expirations'
import type { PostStatus } from '@/server/db/types'
import { insertOldPostSlug } from '../tests/support/old-slugs'
import { setupBrowser } from './support/browser'
import { expireSiteCaches, openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const inserted: string[] = []
const insertedRedirects: string[] = []

/** What another instance does after writing a rule: every server reloads its table. */
async function announceRedirects(): Promise<void> {
  const now = Date.now()
  await writeTagExpirations(database.db, [
    { tag: 'redirects', expired: now, stale: now, changed: now },
  ])
}

afterAll(async () => {
  if (insertedRedirects.length) {
    await database.db.deleteFrom('redirects').where('id', 'in', insertedRedirects).execute()
    await announceRedirects()
  }
  if (inserted.length) {
    await database.db.deleteFrom('blog_tags').where('post_id', 'in', inserted).execute()
    await database.db.deleteFrom('blog_posts').where('id', 'in', inserted).execute()
  }
  await expireSiteCaches(database.db)
  await database.destroy()
})

/** A slug no test has requested before, so no cached page can answer for it. */
function freshSlug(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}`
}

/** Writes a post straight into the table, around the CMS and its save-time sanitizer. */
async function insertPost(status: PostStatus, content: string): Promise<string> {
  const id = randomUUID()
  const slug = freshSlug(status)
  inserted.push(id)
  await database.db
    .insertInto('blog_posts')
    .values({
      id,
      title: `Post de teste ${slug}`,
      search_title: `post de teste ${slug}`,
      slug,
      description: 'Post inserido pelo teste de ponta a ponta.',
      content,
      reading_time: 1,
      status,
      // No category, so the sidebar counts other files compare stay true.
      category_id: null,
      published_at: new Date(),
      created_at: new Date(),
      featured: false,
      cover_image: null,
      author_name: 'Teste E2E',
    })
    .execute()
  return slug
}

/**
 * Status and target of a request, not followed. Next 16.4 sends the Location of a redirect it
 * has just generated and cached twice (vercel/next.js#82117), which fetch joins with ", ";
 * browsers accept identical copies, so the test reads the distinct targets and wants one.
 */
async function visit(path: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${fixture.baseURL}${path}`, { redirect: 'manual' })
  const header = response.headers.get('location')
  await response.body?.cancel()
  const targets = new Set(
    (header ?? '')
      .split(', ')
      .filter(Boolean)
      .map((value) => new URL(value, fixture.baseURL).pathname),
  )
  expect(targets.size).toBeLessThanOrEqual(1)
  return { status: response.status, location: [...targets][0] ?? null }
}

describe('blog redirects', () => {
  it('moves /blog/{category} permanently to the category page', async () => {
    expect(await visit('/blog/martech')).toEqual({
      status: 308,
      location: '/blog/categoria/martech',
    })
  })

  it('sends an unknown post and an unknown category to /blog', async () => {
    for (const path of [
      `/blog/post/${freshSlug('nao-existe')}`,
      `/blog/categoria/${freshSlug('nao-existe')}`,
      `/blog/${freshSlug('nao-existe')}`,
    ]) {
      const { status, location } = await visit(path)
      expect([307, 308]).toContain(status)
      expect(location).toBe('/blog')
    }
  })

  it('never shows a draft or an archived post', async () => {
    for (const status of ['draft', 'archived'] as const) {
      const slug = await insertPost(status, `<p>SEGREDO-${status}</p>`)
      expect(await visit(`/blog/post/${slug}`)).toEqual({ status: 307, location: '/blog' })
      const page = await fixture.newPage()
      await page.goto(`/blog/post/${slug}`)
      await page.waitForURL(`${fixture.baseURL}/blog`)
      expect(await page.content()).not.toContain(`SEGREDO-${status}`)
    }
  })

  it('moves an old slug of a post permanently to its current address', async () => {
    const post = await database.db
      .selectFrom('blog_posts')
      .select('id')
      .where('slug', '=', 'stack-martech-ideal-2025')
      .executeTakeFirstOrThrow()
    const oldSlug = freshSlug('slug-antigo')
    insertedRedirects.push(await insertOldPostSlug(database.db, post.id, oldSlug))
    await announceRedirects()
    // Within the tag store's poll (0.5 s), answered before Next.
    await expect
      .poll(() => visit(`/blog/post/${oldSlug}`), { timeout: 10_000 })
      .toEqual({ status: 308, location: '/blog/post/stack-martech-ideal-2025' })
  })
})

describe('post body sanitization at render time', () => {
  it('strips scripts, event handlers and javascript: links a raw row carries', async () => {
    const slug = await insertPost(
      'published',
      [
        '<h2>Seção segura</h2>',
        '<p>Texto <a href="javascript:window.__xss=1">clique</a></p>',
        '<script>window.__xss = 2</script>',
        '<img src="/nao-existe.png" onerror="window.__xss=3" alt="x">',
        '<p onclick="window.__xss=4" onmouseover="window.__xss=5">parágrafo</p>',
        '<a href="JaVaScRiPt:window.__xss=6">outro</a>',
        '<iframe src="https://exemplo.com"></iframe>',
      ].join(''),
    )
    const page = await fixture.newPage()
    const response = await page.goto(`/blog/post/${slug}`)
    expect(response?.status()).toBe(200)
    const body = page.locator('[data-article-body]')
    expect(await body.locator('h2').textContent()).toBe('Seção segura')
    expect(await body.locator('script, iframe').count()).toBe(0)
    const unsafe = await body.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter(
            (attr) =>
              attr.name.startsWith('on') ||
              /^\s*javascript:/i.test(attr.value) ||
              attr.name === 'style',
          )
          .map((attr) => `${element.tagName}[${attr.name}]`),
      ),
    )
    expect(unsafe).toEqual([])
    await page
      .locator('[data-article-body] a', { hasText: 'clique' })
      .click()
      .catch(() => {})
    expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined()
  })
})
