import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  cacheKeyPath,
  createMicroCache,
  headerRecord,
  type MicroCache,
} from '@/next-adapter/micro-cache.mjs'

// Next's own compression middleware, so the cache sees writes exactly as in production.
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const compressionPath = 'next/dist/compiled/compression/index.js'
const compression = ((await import(compressionPath)) as { default: () => Middleware }).default

const PAGE = `<!doctype html><html lang="pt-BR"><body>${'<p>Planejamento de mídia</p>'.repeat(500)}</body></html>`
const CACHED = 's-maxage=86400, stale-while-revalidate=518400'

interface Answer {
  status?: number
  headers?: Record<string, string>
  body?: string
  /** Resolves when the handler may finish, to hold a response in flight. */
  gate?: Promise<void>
}

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

async function start(cache: MicroCache, answer: (req: IncomingMessage) => Answer) {
  const calls: string[] = []
  const compress = compression()
  server = createServer((req, res) =>
    cache.handle(req, res, () =>
      compress(req, res, async () => {
        calls.push(req.url ?? '')
        const {
          status = 200,
          headers = { 'cache-control': CACHED },
          body = PAGE,
          gate,
        } = answer(req)
        if (gate) await gate
        res.statusCode = status
        res.setHeader('content-type', 'text/html; charset=utf-8')
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        // Like Next: the cached HTML is a string written in one go.
        res.end(body)
      }),
    ),
  )
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // node:http, not fetch: fetch would decode gzip and hide the bytes actually sent.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ response: { headers: Headers; status: number }; bytes: Buffer }>(
      (resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip', ...headers } },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => {
              const fetched = new Headers()
              for (const [name, value] of Object.entries(res.headers))
                if (typeof value === 'string') fetched.set(name, value)
              resolve({
                response: { headers: fetched, status: res.statusCode ?? 0 },
                bytes: Buffer.concat(chunks),
              })
            })
          },
        )
        req.on('error', reject)
        req.end()
      },
    )
  return { calls, get }
}

describe('micro-cache in front of Next', () => {
  it('replays a shared-cacheable page byte for byte, compressed, without calling Next again', async () => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    const { calls, get } = await start(cache, () => ({}))
    const first = await get('/blog/post/guia')
    const second = await get('/blog/post/guia')
    expect(calls).toEqual(['/blog/post/guia'])
    expect(first.response.headers.get('x-micro-cache')).toBeNull()
    expect(second.response.headers.get('x-micro-cache')).toBe('HIT')
    expect(second.response.headers.get('content-encoding')).toBe('gzip')
    expect(second.response.headers.get('content-length')).toBe(String(second.bytes.length))
    expect(second.response.headers.get('cache-control')).toBe(CACHED)
    expect(second.bytes.equals(first.bytes)).toBe(true)
    expect(gunzipSync(second.bytes).toString('utf8')).toBe(PAGE)
  })

  it('sends a cacheable page it is storing with its Content-Length, not chunked', async () => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    const { get } = await start(cache, () => ({}))
    const miss = await get('/blog/post/guia')
    expect(miss.response.headers.get('x-micro-cache')).toBeNull()
    expect(miss.response.headers.get('transfer-encoding')).toBeNull()
    expect(miss.response.headers.get('content-length')).toBe(String(miss.bytes.length))
    expect(gunzipSync(miss.bytes).toString('utf8')).toBe(PAGE)
  })

  it('streams what it does not store: a private page goes out as it is written', async () => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    let release: () => void = () => undefined
    server = createServer((req, res) =>
      cache.handle(req, res, () => {
        res.writeHead(200, { 'cache-control': 'private, no-store', 'content-type': 'text/plain' })
        res.write('primeira parte ')
        new Promise<void>((resolve) => (release = resolve)).then(() => res.end('fim'))
      }),
    )
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const first = await new Promise<{ chunk: string; te: string | undefined }>((resolve) =>
      request({ host: '127.0.0.1', port, path: '/conta' }, (res) =>
        res.once('data', (chunk: Buffer) =>
          resolve({ chunk: chunk.toString(), te: res.headers['transfer-encoding'] }),
        ),
      ).end(),
    )
    release()
    expect(first).toEqual({ chunk: 'primeira parte ', te: 'chunked' })
  })

  it('keeps one entry per Accept-Encoding, so a client without gzip never gets gzip', async () => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    const { calls, get } = await start(cache, () => ({}))
    await get('/blog')
    const plain = await get('/blog', { 'accept-encoding': 'identity' })
    expect(plain.response.headers.get('content-encoding')).toBeNull()
    expect(plain.bytes.toString('utf8')).toBe(PAGE)
    expect(calls).toEqual(['/blog', '/blog'])
  })

  it.each([
    ['a Set-Cookie', { headers: { 'cache-control': CACHED, 'set-cookie': 'a=1' } }],
    ['a private page', { headers: { 'cache-control': 'private, no-cache, no-store, max-age=0' } }],
    ['no s-maxage', { headers: { 'cache-control': 'public, max-age=60' } }],
    ['a 404', { status: 404 }],
    ['a Vary on cookie', { headers: { 'cache-control': CACHED, vary: 'Cookie' } }],
  ] as [string, Answer][])('never stores %s', async (_label, answer) => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    const request = { cookie: 'x=1' }
    const { calls, get } = await start(cache, () => ({ ...answer, headers: { ...answer.headers } }))
    await get('/pagina', request)
    const again = await get('/pagina', request)
    expect(again.response.headers.get('x-micro-cache')).toBeNull()
    expect(calls).toHaveLength(2)
  })

  it.each([
    ['/admin/posts', {}],
    ['/api/uploads/blog-images/a.webp', {}],
    ['/_next/static/chunk.js', {}],
    ['/blog?_rsc=abc', {}],
    ['/blog', { rsc: '1' }],
    ['/blog', { 'next-router-prefetch': '1' }],
    ['/blog', { cookie: '__prerender_bypass=1' }],
    // A draft's share link, even if its answer were ever marked shared-cacheable.
    ['/pre-visualizacao/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE', {}],
  ] as const)('passes %s %j straight to Next', async (path, headers) => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    const { calls, get } = await start(cache, () => ({}))
    await get(path, headers)
    await get(path, headers)
    expect(calls).toHaveLength(2)
    expect(cache.size()).toBe(0)
  })

  it('answers every paid click from one entry: campaign parameters are not part of the key', async () => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    const { calls, get } = await start(cache, () => ({}))
    await get('/ai-planner?gclid=abc&utm_source=google')
    const click = await get('/ai-planner?utm_campaign=x&fbclid=def')
    expect(click.response.headers.get('x-micro-cache')).toBe('HIT')
    await get('/blog?categoria=martech&utm_medium=cpc')
    expect((await get('/blog?categoria=cases')).response.headers.get('x-micro-cache')).toBeNull()
    expect(calls).toEqual([
      '/ai-planner?gclid=abc&utm_source=google',
      '/blog?categoria=martech&utm_medium=cpc',
      '/blog?categoria=cases',
    ])
    expect(cacheKeyPath('/blog?utm_source=a&categoria=martech&gclid=1')).toBe(
      '/blog?categoria=martech',
    )
    expect(cacheKeyPath('/?_gl=1&msclkid=2')).toBe('/')
  })

  it('keys a page on the parameters it reads only: a random query string is a hit', async () => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    const { calls, get } = await start(cache, () => ({}))
    await get('/blog/post/guia?x=1')
    for (const query of ['x=2', 'a=b&c=d', 'categoria=cases', ''])
      expect(
        (await get(`/blog/post/guia?${query}`)).response.headers.get('x-micro-cache'),
        query,
      ).toBe('HIT')
    expect(calls).toEqual(['/blog/post/guia?x=1'])
    // /blog reads categoria (next.config.ts rewrites it to the tab's page), and only that.
    expect(cacheKeyPath('/blog?x=9&categoria=cases')).toBe('/blog?categoria=cases')
    expect(cacheKeyPath('/blog?x=9')).toBe('/blog')
    expect(cacheKeyPath('/blog?categoria=a&categoria=b')).toBe('/blog?categoria=a&categoria=b')
    expect(cacheKeyPath('/blog/post/guia?categoria=cases')).toBe('/blog/post/guia')
  })

  it.each(['nxtPslug=outro', '__nextDataReq=1', 'a=1&_rsc=x', 'nxtIid=2', 'nextInternalLocale=pt'])(
    'passes a request with Next’s own parameter %s straight to Next, and stores nothing',
    async (query) => {
      const cache = createMicroCache({ ttlMs: 5_000 })
      const { calls, get } = await start(cache, () => ({}))
      await get(`/blog/post/guia?${query}`)
      await get(`/blog/post/guia?${query}`)
      expect(calls).toHaveLength(2)
      expect(cache.size()).toBe(0)
    },
  )

  it('expires entries after the TTL', async () => {
    let clock = 1_000
    const cache = createMicroCache({ ttlMs: 5_000, now: () => clock })
    const { calls, get } = await start(cache, () => ({}))
    await get('/')
    clock += 4_999
    expect((await get('/')).response.headers.get('x-micro-cache')).toBe('HIT')
    clock += 2
    expect((await get('/')).response.headers.get('x-micro-cache')).toBeNull()
    expect(calls).toHaveLength(2)
  })

  it('purge empties it, and a response begun before the purge is not kept', async () => {
    const cache = createMicroCache({ ttlMs: 60_000 })
    let release: () => void = () => undefined
    let hold = false
    const { calls, get } = await start(cache, () =>
      hold ? { gate: new Promise<void>((resolve) => (release = resolve)) } : {},
    )
    await get('/blog')
    cache.purge()
    hold = true
    const inFlight = get('/blog')
    await new Promise((resolve) => setTimeout(resolve, 50))
    cache.purge()
    release()
    await inFlight
    hold = false
    expect((await get('/blog')).response.headers.get('x-micro-cache')).toBeNull()
    expect((await get('/blog')).response.headers.get('x-micro-cache')).toBe('HIT')
    expect(calls).toHaveLength(3)
  })

  it('purges only the pages asked for, every encoding and spelling of each', async () => {
    const cache = createMicroCache({ ttlMs: 60_000 })
    const { calls, get } = await start(cache, () => ({}))
    const gzip = { 'accept-encoding': 'gzip' }
    const plain = { 'accept-encoding': 'identity' }
    for (const path of ['/blog/post/a%C3%A7%C3%A3o', '/blog/post/outro', '/blog'])
      for (const headers of [gzip, plain]) await get(path, headers)
    await get('/blog?utm_source=x', gzip)
    const before = calls.length
    cache.purge(['/blog/post/ação'])
    expect(
      (await get('/blog/post/a%C3%A7%C3%A3o', gzip)).response.headers.get('x-micro-cache'),
    ).toBeNull()
    expect(
      (await get('/blog/post/a%C3%A7%C3%A3o', plain)).response.headers.get('x-micro-cache'),
    ).toBeNull()
    expect(calls.length).toBe(before + 2)
    for (const path of ['/blog/post/outro', '/blog'])
      for (const headers of [gzip, plain])
        expect((await get(path, headers)).response.headers.get('x-micro-cache')).toBe('HIT')
    cache.purge(['/blog'])
    expect((await get('/blog?utm_source=y', gzip)).response.headers.get('x-micro-cache')).toBeNull()
    expect((await get('/blog/post/outro', gzip)).response.headers.get('x-micro-cache')).toBe('HIT')
  })

  it('is bounded: evicts the least recently used entry and skips oversized bodies', async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2, maxEntryBytes: 64 * 1024 })
    const { calls, get } = await start(cache, (req) =>
      req.url === '/grande' ? { body: 'x'.repeat(200_000) } : {},
    )
    await get('/a')
    await get('/b')
    await get('/a')
    await get('/c')
    expect(cache.size()).toBe(2)
    expect((await get('/a')).response.headers.get('x-micro-cache')).toBe('HIT')
    expect((await get('/b')).response.headers.get('x-micro-cache')).toBeNull()
    await get('/grande', { 'accept-encoding': 'identity' })
    await get('/grande', { 'accept-encoding': 'identity' })
    expect(calls.filter((url) => url === '/grande')).toHaveLength(2)
  })

  it('bounds the bodies’ total bytes, dropping the least recently used entries', async () => {
    const body = 'y'.repeat(30_000)
    const cache = createMicroCache({ ttlMs: 60_000, maxBytes: 70_000 })
    const { get } = await start(cache, () => ({ body }))
    for (const path of ['/a', '/b', '/c', '/d']) await get(path, { 'accept-encoding': 'identity' })
    expect(cache.size()).toBe(2)
    expect(cache.bytes()).toBe(60_000)
    expect(
      (await get('/d', { 'accept-encoding': 'identity' })).response.headers.get('x-micro-cache'),
    ).toBe('HIT')
    expect(
      (await get('/a', { 'accept-encoding': 'identity' })).response.headers.get('x-micro-cache'),
    ).toBeNull()
    cache.purge()
    expect(cache.bytes()).toBe(0)
  })

  async function serveWith(cache: MicroCache, headers: unknown) {
    let calls = 0
    server = createServer((req, res) =>
      cache.handle(req, res, () => {
        calls += 1
        res.writeHead(200, headers as never)
        res.end('pessoal')
      }),
    )
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    for (let i = 0; i < 2; i++) await (await fetch(`http://127.0.0.1:${port}/conta`)).text()
    return calls
  }

  it.each([
    ['a raw list', ['Cache-Control', CACHED, 'Set-Cookie', 'sessao=1']],
    [
      'pairs',
      [
        ['Cache-Control', CACHED],
        ['Set-Cookie', 'sessao=1'],
      ],
    ],
    ['an array value', { 'Cache-Control': CACHED, 'Set-Cookie': ['a=1', 'b=2'] }],
    ['private in a second spelling', { 'Cache-Control': 'private', 'cache-control': CACHED }],
    [
      'two Cache-Control values',
      [
        ['Cache-Control', CACHED],
        ['cache-control', 'no-store'],
      ],
    ],
  ])('never stores a response whose writeHead gives %s', async (_label, headers) => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    expect(await serveWith(cache, headers)).toBe(2)
    expect(cache.size()).toBe(0)
  })

  it('reads the headers of writeHead in any form: a raw list with s-maxage alone is stored', async () => {
    const cache = createMicroCache({ ttlMs: 5_000 })
    expect(await serveWith(cache, ['Cache-Control', CACHED, 'Content-Type', 'text/html'])).toBe(1)
    expect(
      headerRecord([
        ['Set-Cookie', 'a'],
        ['set-cookie', 'b'],
      ]),
    ).toEqual({ 'set-cookie': ['a', 'b'] })
  })

  it('does nothing with a TTL of 0', async () => {
    const cache = createMicroCache({ ttlMs: 0 })
    const { calls, get } = await start(cache, () => ({}))
    await get('/')
    await get('/')
    expect(calls).toHaveLength(2)
  })
})
