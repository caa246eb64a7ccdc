import { truncateSync, copyFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ImportError } from '@/lib/import/errors'
import { compileRedirects } from '@/lib/redirects/compiled'
import { NOT_AN_EXPORT_MESSAGE } from '@/lib/validations/import'
import { createOrPromoteUser } from '@/server/auth/users'
import { runImport, type ImportRequest } from '@/server/import/run-import'
import { loadRedirectRules } from '@/server/redirects/store'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import {
  WORDPRESS_FIXTURE,
  fixtureCopy,
  startImageServer,
  storedHtml,
  tableCounts,
  type ImageServer,
} from './import-support'

/*
 * WordPress's own theme unit test export, imported on both databases with its images served by a
 * local server (one of them missing): what a team moving its blog gets, checked against the
 * file's known edge cases; then the same file again (nothing changes, nothing doubles), a dry
 * run, and files that are not exports (nothing written).
 */

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const MISSING_IMAGE = 'dsc20050315_145007_132'
const STAFF_EMAIL = 'themereviewteam@gmail.com'

let server: ImageServer
let file = ''
beforeAll(async () => {
  server = await startImageServer([MISSING_IMAGE])
  file = fixtureCopy(WORDPRESS_FIXTURE, ['https://i0.wp.com'], server.origin)
})
afterAll(() => server.close())

describe.each(TEST_DIALECTS)('importing the WordPress theme unit test export on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const db = () => handle().db
  let staffId = ''
  const request = (changes: Partial<ImportRequest> = {}): ImportRequest => ({
    file,
    fileName: 'themeunittestdata.wordpress.xml',
    media: 'baixar',
    dryRun: false,
    actor: null,
    privateHosts: ['127.0.0.1'],
    ...changes,
  })
  const post = (slug: string) =>
    db().selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow()
  const tags = async (postId: string) =>
    (await db().selectFrom('blog_tags').select('tag').where('post_id', '=', postId).execute())
      .map((row) => row.tag)
      .sort()

  beforeAll(async () => {
    staffId = (
      await createOrPromoteUser({
        email: STAFF_EMAIL,
        password: 'Senha@Import2026',
        role: 'editor',
      })
    ).userId
    await db()
      .updateTable('user')
      .set({ name: 'Revisora da Equipe' })
      .where('id', '=', staffId)
      .execute()
  })

  it('refuses a file that is not an export, or one cut short, writing nothing', async () => {
    const before = await tableCounts(handle())
    const dir = path.dirname(file)
    const foreign = path.join(dir, 'planilha.csv')
    writeFileSync(foreign, 'nome;email\nAna;ana@exemplo.com\n')
    await expect(runImport(request({ file: foreign }))).rejects.toThrow(NOT_AN_EXPORT_MESSAGE)
    const cut = path.join(dir, 'cortado.xml')
    copyFileSync(file, cut)
    truncateSync(cut, 300_000)
    const error = await runImport(request({ file: cut })).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ImportError)
    expect((error as ImportError).message).toMatch(/corrompido|incompleto/)
    expect(await tableCounts(handle())).toEqual(before)
  })

  it('simulates the import without writing anything, with the counts the import will have', async () => {
    const before = await tableCounts(handle())
    server.requests.length = 0
    const report = await runImport(request({ dryRun: true }))
    expect(await tableCounts(handle())).toEqual(before)
    expect(server.requests).toEqual([])
    expect(report.dryRun).toBe(true)
    expect(report.counts.post).toMatchObject({ created: 58, updated: 0, unchanged: 0 })
    expect(report.counts.category.created).toBeGreaterThan(0)
    expect(report.counts.redirect.created).toBeGreaterThan(58 * 3)
    const labels = report.notImported.map((item) => [item.label, item.count])
    expect(labels).toEqual(
      expect.arrayContaining([
        ['Páginas', 21],
        ['Comentários', 33],
        ['Itens de menu', 70],
        ['Menus de navegação', 6],
      ]),
    )
  })

  it('imports posts with their statuses, terms, bylines, images and old addresses', async () => {
    const simulated = await runImport(request({ dryRun: true }))
    const report = await runImport(request())
    expect(report.counts.post).toEqual(simulated.counts.post)
    expect(report.counts.redirect.created).toBe(simulated.counts.redirect.created)
    expect(await db().selectFrom('blog_posts').select('id').execute()).toHaveLength(58)

    const sticky = await post('template-sticky')
    expect(sticky).toMatchObject({ status: 'published', featured: true })
    expect(sticky.published_at?.toISOString()).toBe('2012-01-07T14:07:21.000Z')
    const scheduled = await post('scheduled')
    expect(scheduled.status).toBe('draft')
    expect(scheduled.scheduled_at?.toISOString()).toBe('2030-01-01T19:00:18.000Z')
    expect((await post('draft')).status).toBe('draft')
    const locked = await post('template-password-protected')
    expect(locked.status).toBe('draft')
    expect(report.posts.find((p) => p.slug === 'template-password-protected')?.warnings).toContain(
      'O post era protegido por senha: foi importado como rascunho para não ficar público.',
    )

    // The byline: staff matched by e-mail, else the old display name, never an address.
    const byStaff = await db()
      .selectFrom('blog_posts')
      .select(['author_id', 'author_name'])
      .where('author_id', '=', staffId)
      .execute()
    expect(byStaff.length).toBeGreaterThan(0)
    expect(byStaff.every((row) => row.author_name === 'Revisora da Equipe')).toBe(true)
    expect(sticky).toMatchObject({ author_id: null, author_name: 'Theme Buster' })
    const names = await db().selectFrom('blog_posts').select('author_name').distinct().execute()
    expect(names.every((row) => !row.author_name?.includes('@'))).toBe(true)

    // Categories: the first of each post, created once by slug; tags kept, 20 at most.
    const category = await db()
      .selectFrom('blog_categories')
      .select(['id', 'slug'])
      .where('id', '=', sticky.category_id ?? '')
      .executeTakeFirstOrThrow()
    expect(category.slug).toBe('classic')
    const manyTags = await post('edge-case-many-tags')
    expect(await tags(manyTags.id)).toHaveLength(20)
    expect(await tags((await post('post-format-image-caption')).id)).toEqual(
      expect.arrayContaining(['Post Formats']),
    )

    // Images: in the library with the old alt text, at their new addresses everywhere.
    const caption = await post('post-format-image-caption')
    expect(caption.cover_image).toMatch(/^\/api\/uploads\/blog-images\/[0-9a-f]{32}\.webp$/)
    expect(caption.content).toMatch(
      /^<p><img [^>]*src="\/api\/uploads\/blog-images\/[0-9a-f]{32}\.webp" alt="Bell on Wharf" \/><\/p>\s*<p><em>Bell on wharf in San Francisco<\/em><\/p>$/,
    )
    const bell = await db()
      .selectFrom('media_images')
      .select(['alt_text', 'width'])
      .where('file_name', '=', '100_5478.jpg')
      .executeTakeFirstOrThrow()
    expect(bell).toEqual({ alt_text: 'Bell on Wharf', width: 640 })
    const html = await storedHtml(handle())
    for (const host of ['i0.wp.com', '127.0.0.1', 'wpthemetestdata.'])
      expect(html).not.toContain(host)

    // The image the old host no longer has: reported with its post, gone from the body.
    const gallery = report.posts.find((p) => p.slug === 'post-format-gallery')
    expect(gallery?.warnings.some((w) => w.includes(MISSING_IMAGE) && w.includes('404'))).toBe(true)
    expect(report.counts.media.failed).toBe(1)
    expect(html).not.toContain(MISSING_IMAGE)

    // Every old address of a public post, category, feed and attachment page answers 301.
    const table = compileRedirects(await loadRedirectRules(db()))
    const answer = (url: string) => {
      const hit = table.lookup(url)
      return hit ? [hit.status, hit.location] : null
    }
    const stickyPath = '/blog/post/template-sticky'
    expect(answer('/?p=1241')).toEqual([301, stickyPath])
    expect(answer('/2012/01/07/template-sticky/')).toEqual([301, stickyPath])
    expect(answer('/2012/01/template-sticky/?utm_source=news')).toEqual([
      301,
      `${stickyPath}?utm_source=news`,
    ])
    expect(answer('/template-sticky/')).toEqual([301, stickyPath])
    expect(answer('/category/classic/')).toEqual([301, '/blog/categoria/classic'])
    expect(answer('/category/parent-category/child-category-01/')).toEqual([301, '/blog'])
    expect(answer('/tag/sticky-2/')).toEqual([301, '/blog'])
    expect(answer('/feed/')).toEqual([301, '/blog/rss.xml'])
    expect(answer('/author/themedemos/')).toEqual([301, '/blog'])
    // Not public on the old site: no address to keep.
    expect(answer('/?p=1164')).toBeNull()
    expect(answer('/?p=1168')).toBeNull()
    const origins = await db().selectFrom('redirects').select('origin').distinct().execute()
    expect(origins).toEqual([{ origin: 'import' }])
  })

  it('imports the same file again without changing or doubling anything', async () => {
    const before = await tableCounts(handle())
    const posts = await db()
      .selectFrom('blog_posts')
      .select(['id', 'version', 'updated_at'])
      .execute()
    server.requests.length = 0
    const report = await runImport(request())
    expect(report.counts.post).toMatchObject({ created: 0, updated: 0, unchanged: 58 })
    expect(report.counts.media.created).toBe(0)
    expect(report.counts.redirect).toMatchObject({ created: 0, updated: 0 })
    expect(await tableCounts(handle())).toEqual(before)
    const after = await db()
      .selectFrom('blog_posts')
      .select(['id', 'version', 'updated_at'])
      .execute()
    expect(after).toEqual(expect.arrayContaining(posts))
    // Only the image that failed is tried again.
    expect(server.requests.every((url) => url.includes(MISSING_IMAGE))).toBe(true)
  })
})
