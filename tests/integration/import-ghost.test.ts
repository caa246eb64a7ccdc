import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRedirectTable } from '@/lib/redirects/matcher'
import { createOrPromoteUser } from '@/server/auth/users'
import { parseEnv } from '@/server/env'
import { runImport, type ImportRequest } from '@/server/import/run-import'
import { loadRedirectRules } from '@/server/redirects/store'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import {
  GHOST_FIXTURE,
  fixtureCopy,
  startImageServer,
  storedHtml,
  type ImageServer,
} from './import-support'

/*
 * A Ghost 5 export on both databases, its images on a local server standing in for the old
 * Ghost site and Unsplash. That server is on a private address: without IMPORT_PRIVATE_HOSTS
 * the importer refuses to download from it (an export must not make the server fetch from the
 * internal network), reports each image and keeps the old address out of every page; allowed,
 * a second import copies them.
 */

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

let server: ImageServer
let file = ''
beforeAll(async () => {
  server = await startImageServer()
  file = fixtureCopy(GHOST_FIXTURE, ['https://images.unsplash.com'], server.origin)
})
afterAll(() => server.close())

describe('IMPORT_PRIVATE_HOSTS', () => {
  it('is a comma list of host names, none by default', () => {
    expect(parseEnv({}).IMPORT_PRIVATE_HOSTS).toEqual([])
    expect(
      parseEnv({ IMPORT_PRIVATE_HOSTS: '127.0.0.1, [::1],midia.local' }).IMPORT_PRIVATE_HOSTS,
    ).toEqual(['127.0.0.1', '::1', 'midia.local'])
  })
})

describe.each(TEST_DIALECTS)('importing a Ghost 5 export on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const db = () => handle().db
  let staffId = ''
  const request = (changes: Partial<ImportRequest> = {}): ImportRequest => ({
    file,
    fileName: 'ghost-5.json',
    media: 'baixar',
    dryRun: false,
    ghostSite: server.origin,
    actor: null,
    mediaTimeoutMs: 5000,
    ...changes,
  })
  const post = (slug: string) =>
    db().selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow()

  beforeAll(async () => {
    staffId = (
      await createOrPromoteUser({
        email: 'ana@example.com',
        password: 'Senha@Ghost2026',
        role: 'admin',
      })
    ).userId
    await db().updateTable('user').set({ name: 'Ana Souza' }).where('id', '=', staffId).execute()
  })

  it('refuses images on a private address by default, reporting them and keeping them out', async () => {
    server.requests.length = 0
    const report = await runImport(request())
    expect(server.requests).toEqual([])
    expect(report.counts.post).toMatchObject({ created: 5 })
    expect(report.counts.media).toMatchObject({ created: 0, failed: 4 })
    const planning = report.posts.find((p) => p.slug === 'planejamento-do-trimestre')
    expect(planning?.warnings.some((w) => w.includes('Endereço recusado: 127.0.0.1'))).toBe(true)
    expect(await db().selectFrom('media_images').select('id').execute()).toEqual([])
    expect(await storedHtml(handle())).not.toContain('127.0.0.1')
    // Still public, without the cover it could not have.
    expect(await post('planejamento-do-trimestre')).toMatchObject({
      status: 'published',
      cover_image: null,
    })
  })

  it('copies them when the host is allowed, and maps the rest of the export', async () => {
    const report = await runImport(request({ privateHosts: ['127.0.0.1'] }))
    expect(report.counts.post).toMatchObject({ created: 0, updated: 3, unchanged: 2 })
    expect(report.counts.media).toMatchObject({ created: 4, failed: 0 })

    const planning = await post('planejamento-do-trimestre')
    expect(planning).toMatchObject({
      status: 'published',
      featured: true,
      author_id: staffId,
      author_name: 'Ana Souza',
      cover_alt: 'Equipe reunida em frente ao quadro',
      description: 'O passo a passo do planejamento da equipe a cada trimestre.',
    })
    expect(planning.published_at?.toISOString()).toBe('2024-05-03T12:00:00.000Z')
    expect(planning.cover_image).toMatch(/^\/api\/uploads\/blog-images\/[0-9a-f]{32}\.webp$/)
    expect(planning.content).toMatch(/src="\/api\/uploads\/blog-images\/[0-9a-f]{32}\.webp"/)
    expect(await storedHtml(handle())).not.toContain('127.0.0.1')
    const library = await db().selectFrom('media_images').select('alt_text').execute()
    expect(library.map((row) => row.alt_text)).toContain('Equipe reunida em frente ao quadro')

    expect(await post('rascunho-de-ideias')).toMatchObject({
      status: 'draft',
      author_id: null,
      author_name: 'Bruno Lima',
    })
    const scheduled = await post('lancamento-em-marco')
    expect(scheduled.status).toBe('draft')
    expect(scheduled.scheduled_at?.toISOString()).toBe('2031-03-10T12:00:00.000Z')
    // Two authors: the byline is the first one's.
    expect((await post('escrito-a-quatro-maos')).author_name).toBe('Bruno Lima')
    const guide = await post('guia-rapido-do-editor')
    const guideTags = await db()
      .selectFrom('blog_tags')
      .select('tag')
      .where('post_id', '=', guide.id)
      .execute()
    expect(guideTags.map((row) => row.tag).sort()).toEqual(['Notícias', 'Tutoriais'])
    expect(guide.category_id).toBeNull()
    expect(await db().selectFrom('blog_categories').select('id').execute()).toEqual([])
    const left = report.notImported.map((item) => [item.label, item.count])
    expect(left).toEqual(
      expect.arrayContaining([
        ['Páginas', 1],
        ['Tags internas do Ghost', 1],
      ]),
    )

    const table = createRedirectTable(await loadRedirectRules(db()))
    const answer = (url: string) => table.lookup(url)?.location ?? null
    expect(answer('/planejamento-do-trimestre/')).toBe('/blog/post/planejamento-do-trimestre')
    expect(answer('/guia-rapido-do-editor/amp/')).toBe('/blog/post/guia-rapido-do-editor')
    expect(answer('/tag/noticias/')).toBe('/blog')
    expect(answer('/author/ana/')).toBe('/blog')
    expect(answer('/rss/')).toBe('/blog/rss.xml')
    expect(answer('/rascunho-de-ideias/')).toBeNull()
    expect(answer('/sobre/')).toBeNull()
  })

  it('changes nothing on a third import', async () => {
    const report = await runImport(request({ privateHosts: ['127.0.0.1'] }))
    expect(report.counts.post).toMatchObject({ created: 0, updated: 0, unchanged: 5 })
    expect(report.counts.redirect).toMatchObject({ created: 0, updated: 0 })
    expect(await db().selectFrom('blog_posts').select('id').execute()).toHaveLength(5)
  })
})
