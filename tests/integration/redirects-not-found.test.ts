import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleRedirectRequest } from '@/next-adapter/redirect-gate.mjs'
import { AUTH_MESSAGES } from '@/server/auth/errors'
import { createOrPromoteUser } from '@/server/auth/users'
import { enqueueNotFound, flushNotFound, MAX_PENDING_PATHS } from '@/server/not-found-log/buffer'
import { listNotFound } from '@/server/not-found-log/queries'
import { pruneNotFound, writeNotFound } from '@/server/not-found-log/store'
import { NOT_FOUND_MAX_PATHS, type PendingNotFound } from '@/server/not-found-log/types'
import { reloadRedirectTable, startRedirects } from '@/server/redirects/runtime'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * The 404 log on both databases: every 404 of a public route counted by address through the
 * custom server's gate (bots and the app's own addresses left out), with first and last time
 * and the top referrer; written in batches; bounded in memory and in rows, a flood of random
 * addresses ending in one counter per day.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    if (handleRedirectRequest(req, res)) return
    const url = req.url ?? '/'
    if (url.startsWith('/lenta')) {
      // A 404 page still streaming when the client hangs up.
      res.writeHead(404)
      res.write('<html>')
      const end = setTimeout(() => res.end('</html>'), 2_000)
      res.once('close', () => clearTimeout(end))
      return
    }
    res.statusCode = url.startsWith('/existe') ? 200 : 404
    res.end(res.statusCode === 404 ? 'Página não encontrada' : 'ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'user-agent': BROWSER, ...headers },
  })
  await response.text()
  return response.status
}

function pending(hits: number, referrers: Record<string, number> = {}): PendingNotFound {
  const now = Date.now()
  return { hits, firstMs: now, lastMs: now, referrers: new Map(Object.entries(referrers)) }
}

describe.each(TEST_DIALECTS)('the 404 log on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const db = () => handle().db
  const paths = async () =>
    (await db().selectFrom('not_found_paths').selectAll().orderBy('path').execute()).map(
      (row) => `${row.path} ${row.hits}`,
    )
  const clear = async () => {
    await db().deleteFrom('not_found_paths').execute()
    await db().deleteFrom('not_found_overflow').execute()
  }

  beforeAll(async () => {
    const email = `admin-404-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: 'Senha@Erro4042026', role: 'admin' })
    request.cookie = await signInCookie(email, 'Senha@Erro4042026', '10.28.3.1')
    await startRedirects()
    await reloadRedirectTable()
  })

  it('counts the 404s of public routes by address, never bots, the app or other statuses', async () => {
    for (let i = 0; i < 3; i += 1) await get('/pagina-sumida/?utm_source=x')
    await get('/pagina-sumida', { referer: 'https://www.google.com/search?q=midiaplan' })
    await get('/ação-velha')
    await get('/pagina-sumida', { 'user-agent': CRAWLER })
    await get('/pagina-do-robo', { 'user-agent': '' })
    await get('/existe')
    await get('/api/nao-existe')
    await get('/_next/static/nao-existe.js')
    await get('/admin/nao-existe')
    await get('/so-cabecalho', {}, 'HEAD')
    expect(await paths()).toEqual([])
    await flushNotFound()
    expect(await paths()).toEqual(['/a%C3%A7%C3%A3o-velha 1', '/pagina-sumida 4'])
    const page = await listNotFound()
    expect(page.items[0]).toMatchObject({
      path: '/pagina-sumida',
      hits: 4,
      topReferrer: { host: 'google.com', hits: 1 },
      otherReferrerHits: 0,
    })
    expect(page.items[0]?.firstSeenAt).toBeInstanceOf(Date)
  })

  it('adds later batches to the same row, first time kept, last time moved', async () => {
    const [before] = await db()
      .selectFrom('not_found_paths')
      .selectAll()
      .where('path', '=', '/pagina-sumida')
      .execute()
    const later = Date.now() + 60_000
    enqueueNotFound('/pagina-sumida', 'bing.com', later)
    enqueueNotFound('/pagina-sumida', 'bing.com', later)
    await flushNotFound()
    const [after] = await db()
      .selectFrom('not_found_paths')
      .selectAll()
      .where('path', '=', '/pagina-sumida')
      .execute()
    expect(after?.hits).toBe(6)
    expect(after?.first_seen_at.getTime()).toBe(before?.first_seen_at.getTime())
    expect(after?.last_seen_at.getTime()).toBe(later)
    const page = await listNotFound({ search: 'SUMIDA' })
    expect(page.items.map((item) => item.topReferrer)).toEqual([{ host: 'bing.com', hits: 2 }])
  })

  it('counts a 404 whose client hangs up before the page has finished streaming', async () => {
    await clear()
    const closed = new Promise<void>((resolve) =>
      server.once('request', (_req, res) => res.once('close', () => setImmediate(resolve))),
    )
    const response = await fetch(`${base}/lenta`, { headers: { 'user-agent': BROWSER } })
    expect(response.status).toBe(404)
    await response.body?.cancel()
    await closed
    await flushNotFound()
    expect(await paths()).toEqual(['/lenta 1'])
  })

  it('keeps a few referring hosts per address, exact, and counts the rest together', async () => {
    await clear()
    const referrers = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`site${i}.com.br`, i + 1]),
    )
    await writeNotFound(db(), new Map([['/muito-linkada', pending(55, referrers)]]))
    await writeNotFound(
      db(),
      new Map([['/muito-linkada', pending(30, { 'site9.com.br': 10, 'novo.com.br': 20 })]]),
    )
    const [entry] = (await listNotFound()).items
    // The first eight hosts are kept with their exact counts; site8, site9 and novo are "others".
    expect(entry).toMatchObject({
      hits: 85,
      topReferrer: { host: 'site7.com.br', hits: 8 },
      otherReferrerHits: 9 + 10 + 10 + 20,
    })
  })

  it('stops logging new addresses at the cap and counts them per day instead', async () => {
    await clear()
    await writeNotFound(
      db(),
      new Map([
        ['/a', pending(1)],
        ['/b', pending(5)],
      ]),
      { maxPaths: 3 },
    )
    await writeNotFound(
      db(),
      new Map([
        ['/a', pending(2)],
        ['/c', pending(1)],
        ['/d', pending(7)],
        ['/e', pending(2)],
      ]),
      { maxPaths: 3, overflow: 4 },
    )
    expect(await paths()).toEqual(['/a 3', '/b 5', '/d 7'])
    const overflow = await db().selectFrom('not_found_overflow').selectAll().execute()
    expect(overflow.map((row) => row.hits)).toEqual([1 + 2 + 4])
    expect((await listNotFound()).overflow30Days).toBe(7)
  })

  it('holds a flood of random addresses in bounded memory and rows', async () => {
    await clear()
    const flood = NOT_FOUND_MAX_PATHS + 1_500
    let sent = 0
    while (sent < flood) {
      const size = Math.min(MAX_PENDING_PATHS + 300, flood - sent)
      for (let i = 0; i < size; i += 1) enqueueNotFound(`/aleatorio-${sent + i}`, null)
      sent += size
      await flushNotFound()
    }
    const rows = await db()
      .selectFrom('not_found_paths')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(rows.n)).toBe(NOT_FOUND_MAX_PATHS)
    expect((await listNotFound()).overflow30Days).toBe(flood - NOT_FOUND_MAX_PATHS)
  })

  it('forgets addresses not seen for 90 days', async () => {
    await clear()
    const old = Date.now() - 91 * 86_400_000
    await writeNotFound(
      db(),
      new Map([['/antiga', { ...pending(1), firstMs: old, lastMs: old }]]),
      {
        now: old,
      },
    )
    await writeNotFound(db(), new Map([['/recente', pending(1)]]))
    await pruneNotFound(db())
    expect(await paths()).toEqual(['/recente 1'])
    expect(await db().selectFrom('not_found_overflow').selectAll().execute()).toEqual([])
  })

  it('is for admins only', async () => {
    const email = `editor-404-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: 'Senha@Erro4042026', role: 'editor' })
    const admin = request.cookie
    request.cookie = await signInCookie(email, 'Senha@Erro4042026', '10.28.3.2')
    await expect(listNotFound()).rejects.toThrow(AUTH_MESSAGES.forbidden)
    request.cookie = admin
  })
})
