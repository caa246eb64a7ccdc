import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/admin/(panel)/(cms)/redirecionamentos/exportar/route'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import {
  REDIRECT_NOT_FOUND,
  SOURCE_RESERVED,
  SOURCE_TAKEN,
  TARGET_INVALID,
} from '@/lib/redirects/messages'
import { AUTH_MESSAGES } from '@/server/auth/errors'
import { createOrPromoteUser } from '@/server/auth/users'
import {
  createRedirectAction,
  deleteRedirectAction,
  updateRedirectAction,
} from '@/server/redirects/actions'
import { REDIRECTS_TAG } from '@/server/redirects/runtime'
import { listRedirects } from '@/server/redirects/queries'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * The redirect manager's actions on both databases: what is stored (normalised, chains
 * collapsed), what is refused with which pt-BR message (and then nothing is written), that
 * every write is audited and announced through the cache tag, and that only admins get in.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

describe.each(TEST_DIALECTS)('redirect actions on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let adminCookie = ''
  let editorCookie = ''
  let adminId = ''

  beforeAll(async () => {
    const admin = `admin-redirecionamentos-${dialect}@exemplo.com.br`
    const editor = `editor-redirecionamentos-${dialect}@exemplo.com.br`
    adminId = (
      await createOrPromoteUser({ email: admin, password: 'Senha@Redir2026', role: 'admin' })
    ).userId
    await createOrPromoteUser({ email: editor, password: 'Senha@Redir2026', role: 'editor' })
    adminCookie = await signInCookie(admin, 'Senha@Redir2026', '10.28.0.1')
    editorCookie = await signInCookie(editor, 'Senha@Redir2026', '10.28.0.2')
  })
  beforeEach(() => {
    request.cookie = adminCookie
  })

  const rules = () =>
    handle()
      .db.selectFrom('redirects')
      .select(['source_path', 'target', 'status', 'match', 'origin', 'created_by'])
      .orderBy('source_path')
      .execute()
  const audits = (action: string) =>
    handle().db.selectFrom('audit_log').selectAll().where('action', '=', action).execute()

  async function create(source: string, target: string, extra: object = {}) {
    const result = await createRedirectAction({ source, target, status: 301, ...extra })
    if (!result.ok) throw new Error(result.error)
    return result.data
  }

  it('creates a rule in normal form, audited, and announces the change', async () => {
    const before = cacheTags().expiration([REDIRECTS_TAG])
    const result = await createRedirectAction({
      source: 'https://blog-antigo.com.br/2019/05/Ação/',
      target: 'http://localhost:3999/blog/',
      status: 301,
    })
    expect(result).toMatchObject({
      ok: true,
      data: { rule: { source: '/2019/05/A%C3%A7%C3%A3o', target: '/blog' } },
    })
    expect(await rules()).toEqual([
      {
        source_path: '/2019/05/A%C3%A7%C3%A3o',
        target: '/blog',
        status: 301,
        match: 'exact',
        origin: 'manual',
        created_by: adminId,
      },
    ])
    const [entry] = await audits('redirect.created')
    expect(entry).toMatchObject({ actor_id: adminId, target_label: '/2019/05/A%C3%A7%C3%A3o' })
    expect(cacheTags().expiration([REDIRECTS_TAG])).toBeGreaterThan(before)
  })

  it('refuses a reserved source, a bad target, a taken source and a loop, writing nothing', async () => {
    await create('/taken', '/blog')
    const before = await rules()
    const cases = [
      [{ source: '/admin/posts', target: '/blog' }, 'source', SOURCE_RESERVED],
      [{ source: '/x', target: 'javascript:alert(1)' }, 'target', TARGET_INVALID],
      [{ source: '/taken/', target: '/outro' }, 'source', SOURCE_TAKEN],
      [
        { source: '/blog', target: '/taken' },
        'target',
        'Este redirecionamento criaria um ciclo: /blog → /taken → /blog.',
      ],
    ] as const
    for (const [input, field, message] of cases) {
      const result = await createRedirectAction({ ...input, status: 301 })
      expect(result).toMatchObject({
        ok: false,
        error: message,
        fieldErrors: { [field]: [message] },
      })
    }
    expect(await rules()).toEqual(before)
  })

  it('collapses chains both ways and tells how many rules it rewrote', async () => {
    await create('/cadeia-a', '/cadeia-b')
    const saved = await create('/cadeia-b', '/cadeia-c')
    expect(saved.rewritten).toBe(1)
    await create('/cadeia-0', '/cadeia-a')
    const chain = (await rules()).filter((row) => row.source_path.startsWith('/cadeia'))
    expect(chain.map((row) => [row.source_path, row.target])).toEqual([
      ['/cadeia-0', '/cadeia-c'],
      ['/cadeia-a', '/cadeia-c'],
      ['/cadeia-b', '/cadeia-c'],
    ])
    const [entry] = await audits('redirect.created').then((list) =>
      list.filter((row) => row.target_label === '/cadeia-b'),
    )
    expect(JSON.parse(entry?.details ?? '{}')).toMatchObject({
      collapsed: 1,
      collapsedRules: ['/cadeia-a: /cadeia-b → /cadeia-c'],
    })
  })

  it('edits a rule, auditing what changed, and refuses an edit of a rule that is gone', async () => {
    const { rule } = await create('/editar', '/antes')
    const result = await updateRedirectAction({
      id: rule.id,
      source: '/editar',
      target: '/depois',
      status: 302,
      match: 'exact',
    })
    expect(result).toMatchObject({ ok: true, data: { rule: { target: '/depois', status: 302 } } })
    const [entry] = (await audits('redirect.updated')).filter((row) => row.target_id === rule.id)
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({
      changes: { target: ['/antes', '/depois'], status: [301, 302] },
    })
    expect(
      await updateRedirectAction({ id: 'nao-existe', source: '/y', target: '/z', status: 301 }),
    ).toMatchObject({ ok: false, error: REDIRECT_NOT_FOUND })
  })

  it('deletes a rule, audited', async () => {
    const { rule } = await create('/apagar', '/blog')
    expect(await deleteRedirectAction({ id: rule.id })).toEqual({ ok: true, data: { id: rule.id } })
    expect((await rules()).some((row) => row.source_path === '/apagar')).toBe(false)
    expect((await audits('redirect.deleted')).map((row) => row.target_label)).toContain('/apagar')
    expect(await deleteRedirectAction({ id: rule.id })).toMatchObject({
      ok: false,
      error: REDIRECT_NOT_FOUND,
    })
  })

  it('takes the 404s a new rule answers off the log', async () => {
    const now = new Date()
    await handle()
      .db.insertInto('not_found_paths')
      .values(
        ['/sumido', '/pasta-velha', '/pasta-velha/a/b', '/pasta-velhas', '/outro'].map((path) => ({
          path,
          hits: 1,
          first_seen_at: now,
          last_seen_at: now,
        })),
      )
      .execute()
    await create('/sumido/', '/blog')
    await create('/pasta-velha', '/blog', { match: 'prefix' })
    const left = await handle()
      .db.selectFrom('not_found_paths')
      .select('path')
      .orderBy('path')
      .execute()
    expect(left.map((row) => row.path)).toEqual(['/outro', '/pasta-velhas'])
  })

  it('lists with a search in either spelling of an address', async () => {
    const page = await listRedirects({ search: 'ação' })
    expect(page.items.map((item) => item.source)).toEqual(['/2019/05/A%C3%A7%C3%A3o'])
    expect((await listRedirects({ search: 'CADEIA-C' })).total).toBe(3)
  })

  it('exports a CSV for Excel, audited; editors are refused here and in every action', async () => {
    const response = await GET(
      new Request('http://localhost:3999/admin/redirecionamentos/exportar'),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="redirecionamentos-midiaplan-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = Buffer.from(await response.arrayBuffer())
    // The BOM Excel needs to read UTF-8 (Response.text() would hide it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8')
    expect(text.startsWith('\uFEFFEndereço antigo;Destino;Tipo;Correspondência;')).toBe(true)
    expect(text).toContain('/cadeia-a;/cadeia-c;301 · Permanente;Exata;Manual;0;;')
    expect(await audits('redirects.exported')).toHaveLength(1)

    request.cookie = editorCookie
    const refused = await GET(new Request('http://localhost:3999/admin/redirecionamentos/exportar'))
    expect(refused.status).toBe(403)
    const before = await rules()
    for (const result of [
      await createRedirectAction({ source: '/editor', target: '/blog', status: 301 }),
      await deleteRedirectAction({ id: 'qualquer' }),
    ])
      expect(result).toEqual({ ok: false, error: AUTH_MESSAGES.forbidden, status: 403 })
    await expect(listRedirects()).rejects.toThrow(AUTH_MESSAGES.forbidden)
    expect(await rules()).toEqual(before)
  })
})
