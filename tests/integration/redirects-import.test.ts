import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/admin/(panel)/(cms)/redirecionamentos/exportar/route'
import { createOrPromoteUser } from '@/server/auth/users'
import { getDatabase } from '@/server/db'
import { importRedirectsAction } from '@/server/redirects/actions'
import { RedirectInputError, writeRedirects } from '@/server/redirects/write'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * "Importar CSV" on both databases: a good file is applied as one change (created, updated,
 * chains collapsed across its rows), a bad one writes nothing and names every bad line, and the
 * export's own file comes back unchanged. Then the writer the importer of WordPress and Ghost
 * exports calls, with its own origin.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

describe.each(TEST_DIALECTS)('redirect CSV import on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    const email = `admin-csv-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: 'Senha@Csv2026', role: 'admin' })
    request.cookie = await signInCookie(email, 'Senha@Csv2026', '10.28.1.1')
  })

  const snapshot = async () =>
    (
      await handle()
        .db.selectFrom('redirects')
        .select(['source_path', 'target', 'status', 'match', 'origin'])
        .orderBy('source_path')
        .orderBy('match')
        .execute()
    ).map(
      (row) => `${row.source_path} ${row.match} → ${row.target || '∅'} ${row.status} ${row.origin}`,
    )

  const importCsv = (csv: string, fileName = 'regras.csv') =>
    importRedirectsAction({ csv, fileName })

  it('creates every row of a good file, collapsing chains across its rows', async () => {
    const csv = [
      'Endereço antigo;Destino;Tipo;Correspondência',
      '/2019/05/03/post-antigo/;/blog/post/novo;301;exata',
      '/categoria/seo/;/blog/categoria/seo;308;prefixo',
      '/?p=123;/2019/05/03/post-antigo;301;',
      '/sumiu;;410;',
      '/promo;https://loja.exemplo.com.br/oferta?utm_source=blog;302;',
    ].join('\r\n')
    expect(await importCsv(csv)).toEqual({
      ok: true,
      data: { created: 5, updated: 0, unchanged: 0, rewritten: 0 },
    })
    expect(await snapshot()).toEqual([
      '/2019/05/03/post-antigo exact → /blog/post/novo 301 manual',
      '/?p=123 exact → /blog/post/novo 301 manual',
      '/categoria/seo prefix → /blog/categoria/seo 308 manual',
      '/promo exact → https://loja.exemplo.com.br/oferta?utm_source=blog 302 manual',
      '/sumiu exact → ∅ 410 manual',
    ])
    const [entry] = await handle()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'redirects.imported')
      .execute()
    expect(entry?.target_label).toBe('regras.csv')
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({
      rows: 5,
      created: 5,
      updated: 0,
      unchanged: 0,
      rewritten: 0,
    })
  })

  it('refuses a file with any bad line, naming each, and writes nothing', async () => {
    const before = await snapshot()
    const csv = [
      'de,para,tipo',
      '/bom,/blog,301',
      '/admin/x,/blog,301',
      '/outro-bom,blog,301',
      '/bom/,/outro,301',
      '/laco-a,/laco-b,301',
      '/laco-b,/laco-a,301',
      '/codigo,/blog,399',
    ].join('\n')
    const result = await importCsv(csv)
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: 'O arquivo tem 1 problema; nada foi importado.',
      fieldErrors: { csv: ['Linha 8: tipo "399" inválido; use 301, 302, 307, 308 ou 410.'] },
    })
    const withoutBadCode = await importCsv(csv.split('\n').slice(0, -1).join('\n'))
    expect(withoutBadCode).toMatchObject({
      ok: false,
      error: 'O arquivo tem 4 problemas; nada foi importado.',
      fieldErrors: {
        csv: [
          'Linha 3: Endereços do painel e do sistema (/admin, /api e /_next) não podem ser redirecionados.',
          'Linha 4: O destino deve ser um caminho deste site (ex.: /blog) ou um endereço completo com http:// ou https://.',
          'Linha 5: Endereço repetido: ele já aparece antes na lista, com a mesma correspondência.',
          'Linha 7: Este redirecionamento criaria um ciclo: /laco-b → /laco-a → /laco-b.',
        ],
      },
    })
    expect(await snapshot()).toEqual(before)
  })

  it('replaces the rules a file names again, and rewrites the chains into them', async () => {
    const csv = 'de;para;tipo\n/blog/post/novo;/blog/post/novissimo;301\n/sumiu;/blog;301\n'
    expect(await importCsv(csv)).toEqual({
      ok: true,
      data: { created: 1, updated: 1, unchanged: 0, rewritten: 2 },
    })
    const rows = await snapshot()
    expect(rows).toContain('/2019/05/03/post-antigo exact → /blog/post/novissimo 301 manual')
    expect(rows).toContain('/?p=123 exact → /blog/post/novissimo 301 manual')
    expect(rows).toContain('/sumiu exact → /blog 301 manual')
  })

  it("reads the export's own file back without a change", async () => {
    const exported = await GET(
      new Request('http://localhost:3999/admin/redirecionamentos/exportar'),
    )
    const csv = Buffer.from(await exported.arrayBuffer()).toString('utf8')
    const before = await snapshot()
    expect(await importCsv(csv)).toEqual({
      ok: true,
      data: { created: 0, updated: 0, unchanged: before.length, rewritten: 0 },
    })
    expect(await snapshot()).toEqual(before)
  })

  it("lets an import of another origin leave an admin's own rule alone", async () => {
    const { db } = getDatabase()
    const write = (source: string, target: string) =>
      db.transaction().execute((trx) =>
        writeRedirects(trx, [{ source, target, status: 301, match: 'exact' }], {
          origin: 'import',
          actorId: null,
          siteUrl: 'http://localhost:3999',
          onTaken: 'replace-own',
        }),
      )
    expect(await write('/sumiu', '/blog/post/importado')).toMatchObject({ skipped: 1, created: 0 })
    expect(await write('/importado', '/blog/post/a')).toMatchObject({ created: 1 })
    expect(await write('/importado', '/blog/post/b')).toMatchObject({ updated: 1 })
    expect(await write('/importado', '/blog/post/b')).toMatchObject({ unchanged: 1 })
    await expect(write('/api/x', '/blog')).rejects.toBeInstanceOf(RedirectInputError)
    const rows = await snapshot()
    expect(rows).toContain('/sumiu exact → /blog 301 manual')
    expect(rows).toContain('/importado exact → /blog/post/b 301 import')
  })
})
