import { randomUUID } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createRedirectTable } from '@/lib/redirects/matcher'
import { runImport, type ImportRequest } from '@/server/import/run-import'
import { loadRedirectRules } from '@/server/redirects/store'
import { wxrDocument, type WxrItemSpec } from '../fixtures/import/wxr-builder'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * What the theme unit test export does not hold, on both databases: the SEO plugins' fields,
 * private and pending posts, a slug another post here already has, an admin's own rule for an
 * old address, an old address that is a page of this site, images kept on the old site, and an
 * export edited on the old site and imported again (the change applied, once).
 */

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const IMAGE = 'https://blog.example.com/wp-content/uploads/2024/05/foto.jpg'

function exportFile(items: WxrItemSpec[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'midiaplan-import-')), 'blog.xml')
  writeFileSync(file, wxrDocument(items))
  return file
}

const ITEMS: WxrItemSpec[] = [
  {
    id: 10,
    title: 'Guia de mídia paga',
    slug: 'guia-de-midia-paga',
    categories: ['noticias'],
    content: `Texto do guia.\n\n<img src="${IMAGE}" alt="Foto do guia">`,
    meta: {
      _yoast_wpseo_metadesc: 'Tudo sobre mídia paga em um guia: canais, orçamento e métricas.',
      _yoast_wpseo_focuskw: 'mídia paga',
    },
  },
  {
    id: 11,
    title: 'Post de Rank Math',
    slug: 'sobre-nos',
    meta: { rank_math_description: 'Descrição do Rank Math.', rank_math_focus_keyword: 'a,b' },
  },
  { id: 12, title: 'Só para a equipe', slug: 'interno', status: 'private' },
  { id: 13, title: 'Em revisão', slug: 'em-revisao', status: 'pending' },
  { id: 14, title: 'Planejador antigo', slug: 'planejador' },
]

describe.each(TEST_DIALECTS)('import edge cases on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const db = () => handle().db
  const request = (file: string, changes: Partial<ImportRequest> = {}): ImportRequest => ({
    file,
    fileName: 'blog.xml',
    media: 'manter',
    dryRun: false,
    actor: null,
    ...changes,
  })
  const post = (slug: string) =>
    db().selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow()
  const lookup = async (url: string) =>
    createRedirectTable(await loadRedirectRules(db())).lookup(url)?.location ?? null

  beforeAll(async () => {
    // A post of this site already at one of the slugs, and an admin's rule for an old address.
    await db()
      .insertInto('blog_posts')
      .values({
        id: randomUUID(),
        title: 'Sobre nós',
        search_title: 'sobre nos',
        slug: 'sobre-nos',
        content: '<p>Nossa história.</p>',
        status: 'published',
        published_at: new Date(),
        reading_time: 1,
      })
      .execute()
    await db()
      .insertInto('redirects')
      .values({
        id: randomUUID(),
        source_path: '/?p=10',
        match: 'exact',
        target: '/planejador',
        status: 302,
        origin: 'manual',
      })
      .execute()
  })

  it('maps the SEO plugins, statuses and conflicts, and keeps images on the old site', async () => {
    const report = await runImport(request(exportFile(ITEMS)))
    expect(await post('guia-de-midia-paga')).toMatchObject({
      description: 'Tudo sobre mídia paga em um guia: canais, orçamento e métricas.',
      focus_keyword: 'mídia paga',
      cover_image: null,
    })
    // Kept on the old site, as asked: the body still names it, and the report says so.
    expect((await post('guia-de-midia-paga')).content).toContain(IMAGE)
    expect(report.notes[0]).toMatch(/^Mídia mantida/)
    expect(await db().selectFrom('media_images').select('id').execute()).toEqual([])

    // The slug belongs to another post here: the import takes the next free one.
    expect(await post('sobre-nos-2')).toMatchObject({
      description: 'Descrição do Rank Math.',
      focus_keyword: 'a',
    })
    expect(report.posts.find((p) => p.sourceId === '11')?.warnings).toContain(
      'O slug "sobre-nos" já era de outro post aqui: ficou "sobre-nos-2".',
    )
    expect(await lookup('/sobre-nos/')).toBe('/blog/post/sobre-nos-2')
    expect((await post('interno')).status).toBe('archived')
    expect((await post('em-revisao')).status).toBe('draft')

    // The admin's rule stays; a page of this site is not hidden by an old address.
    expect(await lookup('/?p=10')).toBe('/planejador')
    expect(report.counts.redirect.skipped).toBe(1)
    expect(await lookup('/planejador')).toBeNull()
    expect(
      report.notes.some((note) =>
        note.startsWith('Endereço antigo sem redirecionamento: /planejador'),
      ),
    ).toBe(true)
    expect(await lookup('/guia-de-midia-paga/')).toBe('/blog/post/guia-de-midia-paga')
  })

  it('applies a change made on the old site once, with a new revision', async () => {
    const edited = ITEMS.map((item) =>
      item.id === 10 ? { ...item, title: 'Guia completo de mídia paga' } : item,
    )
    const before = await post('guia-de-midia-paga')
    const report = await runImport(request(exportFile(edited)))
    expect(report.counts.post).toMatchObject({ created: 0, updated: 1, unchanged: 4 })
    const after = await post('guia-de-midia-paga')
    expect(after).toMatchObject({ id: before.id, title: 'Guia completo de mídia paga' })
    expect(after.version).toBe(before.version + 1)
    const revisions = await db()
      .selectFrom('post_revisions')
      .select('title')
      .where('post_id', '=', before.id)
      .orderBy('created_at')
      .execute()
    expect(revisions.map((row) => row.title)).toEqual([
      'Guia de mídia paga',
      'Guia completo de mídia paga',
    ])
    const again = await runImport(request(exportFile(edited)))
    expect(again.counts.post).toMatchObject({ updated: 0, unchanged: 5 })
  })
})
