import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import { createMicroCache } from '@/next-adapter/micro-cache.mjs'
import { handleRedirectRequest, redirectsRegistered } from '@/next-adapter/redirect-gate.mjs'
import { createOrPromoteUser } from '@/server/auth/users'
import { tagExpirationSource, writeTagExpirations } from '@/server/cache/tag-expirations'
import { getDatabase } from '@/server/db'
import { createRedirectAction, deleteRedirectAction } from '@/server/redirects/actions'
import { flushRedirectHits } from '@/server/redirects/hits'
import { REDIRECTS_TAG, reloadRedirectTable, startRedirects } from '@/server/redirects/runtime'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * The rules applied by the custom server (src/next-adapter/redirect-gate.mjs with the app's
 * table, src/server/redirects/runtime.ts), on a real HTTP server wired as serve.mjs wires it:
 * the gate, then the micro-cache, then "Next" (a stand-in that serves a cacheable page). A
 * change is followed on the next request, in this process and when another process's
 * invalidation arrives through the tag store; hits are counted without a write per request.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

let server: Server
let base = ''
const nextAnswers: string[] = []

beforeAll(async () => {
  const microCache = createMicroCache({ ttlMs: 60_000 })
  server = createServer((req, res) => {
    if (handleRedirectRequest(req, res)) return
    microCache.handle(req, res, () => {
      nextAnswers.push(req.url ?? '')
      const missing = (req.url ?? '').startsWith('/nao-existe')
      res.writeHead(missing ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': missing ? 'private, no-store' : 's-maxage=31536000',
      })
      res.end(missing ? 'não encontrada' : `página ${req.url}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function visit(path: string, method = 'GET') {
  const response = await fetch(`${base}${path}`, { method, redirect: 'manual' })
  return {
    status: response.status,
    location: response.headers.get('location'),
    cache: response.headers.get('cache-control'),
    body: await response.text(),
  }
}

describe.each(TEST_DIALECTS)('redirects before the site, on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    const email = `admin-gate-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: 'Senha@Gate2026', role: 'admin' })
    request.cookie = await signInCookie(email, 'Senha@Gate2026', '10.28.2.1')
    await startRedirects()
    // The same process serves both databases here: the table is read from this one.
    await reloadRedirectTable()
    nextAnswers.length = 0
  })

  async function create(
    source: string,
    target: string,
    status = 301,
    match: 'exact' | 'prefix' = 'exact',
  ) {
    const result = await createRedirectAction({ source, target, status, match })
    if (!result.ok) throw new Error(result.error)
    return result.data.rule
  }

  it('registers the table with the server', () => {
    expect(redirectsRegistered()).toBe(true)
  })

  it('answers an old address with the rule at once, its query kept, before any page', async () => {
    await create('/2019/05/post-antigo/', '/blog/post/novo')
    expect(await visit('/2019/05/post-antigo/?utm_source=news&gclid=Cj0KCQ')).toEqual({
      status: 301,
      location: '/blog/post/novo?utm_source=news&gclid=Cj0KCQ',
      cache: 'public, max-age=3600',
      body: '',
    })
    const head = await visit('/2019/05/post-antigo', 'HEAD')
    expect([head.status, head.location]).toEqual([301, '/blog/post/novo'])
    expect(nextAnswers).toEqual([])
  })

  it('applies prefix rules and every type, and leaves other methods and the app alone', async () => {
    await create('/categoria/velha', '/blog/categoria/nova', 308, 'prefix')
    await create('/promo', '/planejador', 302)
    await create('/removido', '', 410)
    expect(await visit('/categoria/velha/pagina/2')).toMatchObject({
      status: 308,
      location: '/blog/categoria/nova/pagina/2',
    })
    expect(await visit('/promo')).toMatchObject({ status: 302, cache: 'no-store' })
    const gone = await visit('/removido/')
    expect(gone.status).toBe(410)
    expect(gone.body).toContain('Esta página foi removida')
    expect(gone.body).toContain('lang="pt-BR"')
    const post = await fetch(`${base}/promo`, { method: 'POST', redirect: 'manual' })
    expect(post.status).toBe(200)
    await post.body?.cancel()
  })

  it('never serves a page the micro-cache kept for an address that now redirects', async () => {
    const first = await fetch(`${base}/pagina-que-vai-mudar-${dialect}`)
    await first.text()
    const second = await fetch(`${base}/pagina-que-vai-mudar-${dialect}`)
    expect(second.headers.get('x-micro-cache')).toBe('HIT')
    await second.text()
    const rule = await create(`/pagina-que-vai-mudar-${dialect}`, '/blog')
    expect(await visit(`/pagina-que-vai-mudar-${dialect}`)).toMatchObject({
      status: 301,
      location: '/blog',
    })
    // Deleted: the page answers again, at once.
    expect(await deleteRedirectAction({ id: rule.id })).toMatchObject({ ok: true })
    expect((await visit(`/pagina-que-vai-mudar-${dialect}`)).status).toBe(200)
  })

  it("follows another process's change when the tag store brings it in", async () => {
    const { db } = getDatabase()
    const state = cacheTags()
    await state.attach(
      tagExpirationSource(() => handle().db),
      { poll: false },
    )
    try {
      // Another instance: its row and its invalidation, written straight to the database.
      await db
        .insertInto('redirects')
        .values({
          id: `outra-instancia-${dialect}`,
          source_path: '/de-outra-instancia',
          match: 'exact',
          target: '/blog',
          status: 301,
          origin: 'manual',
        })
        .execute()
      expect((await visit('/de-outra-instancia')).status).toBe(200)
      const at = Date.now() + 1
      await writeTagExpirations(db, [{ tag: REDIRECTS_TAG, expired: at, stale: at, changed: at }])
      await state.refresh()
      await expect.poll(async () => (await visit('/de-outra-instancia')).status).toBe(301)
    } finally {
      state.detach()
    }
  })

  it('counts hits in memory and writes them in one batch', async () => {
    const rule = await create('/contado', '/blog')
    for (let i = 0; i < 5; i += 1) await visit('/contado')
    const before = await handle()
      .db.selectFrom('redirects')
      .select(['hits', 'last_hit_at'])
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow()
    expect(before).toEqual({ hits: 0, last_hit_at: null })
    await flushRedirectHits()
    const after = await handle()
      .db.selectFrom('redirects')
      .select(['hits', 'last_hit_at'])
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow()
    expect(after.hits).toBe(5)
    expect(after.last_hit_at).toBeInstanceOf(Date)
    expect(Math.abs((after.last_hit_at?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000)
  })
})
