import { existsSync, readFileSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowedCpus, splitCpus } from '../../bench/lib/cpu-split'
import { loopbackConfig, NGINX_TEMPLATE, TEMPLATE_LITERALS } from '../../bench/lib/nginx-config'
import { startLoopbackNginx, type LoopbackNginx } from '../../bench/lib/nginx'
import { pickPort } from '../../bench/lib/server'
import { IMPORT_MAX_FILE_BYTES } from '@/lib/validations/import'
import { MAX_BODY_BYTES } from '@/server/media/upload-request'
import { clientIp } from '@/server/request-ip'

/*
 * deploy/nginx/midiaplan.conf: the rendering the bench uses, the production file's rules, and,
 * where nginx is installed, nginx itself running the loopback copy in front of a stub app.
 * .ci/run installs nginx, so CI runs the last block too; on a machine without nginx it is
 * skipped (`npm run bench` installs nginx and runs it on every full run).
 */

const root = path.resolve(import.meta.dirname, '../..')
const IMPORT_UPLOAD = '/admin/importar/execucoes'
const template = readFileSync(path.join(root, NGINX_TEMPLATE), 'utf8')
const options = { listenPort: 18080, appPort: 13999, appDir: '/tmp/app', workDir: '/tmp/work' }

function directives(config: string): string[] {
  return config
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
}

describe('loopbackConfig', () => {
  const config = loopbackConfig(template, options)
  const lines = directives(config)

  it('drops TLS and the redirects, and listens on loopback only', () => {
    expect(lines.filter((l) => l.startsWith('listen'))).toEqual(['listen 127.0.0.1:18080;'])
    expect(config).not.toMatch(/ssl_certificate|return 301|listen 443|listen 80/)
  })

  it('points at the bench app, its build and temp folders', () => {
    expect(lines).toContain('server 127.0.0.1:13999 max_fails=2 fail_timeout=10s;')
    expect(lines).toContain('alias /tmp/app/.next/static/;')
    // The bench builds into its own folder (NEXT_DIST_DIR).
    expect(directives(loopbackConfig(template, { ...options, distDir: '.next-bench' }))).toContain(
      'alias /tmp/app/.next-bench/static/;',
    )
    expect(config).toContain('proxy_cache_path /tmp/work/cache ')
    expect(lines).toContain('pid /tmp/work/nginx.pid;')
    expect(config).not.toMatch(/\/var\/(log|cache)\/nginx|\/srv\/midiaplan/)
  })

  it('keeps every caching and proxy rule of the production file', () => {
    const rules = directives(template).filter(
      (l) => /^(proxy_|gzip|location|map)/.test(l) && !l.includes('acme-challenge'),
    )
    expect(rules.length).toBeGreaterThan(20)
    for (const rule of rules)
      expect(lines).toContain(rule.replace(TEMPLATE_LITERALS.cacheDir, '/tmp/work/cache'))
  })

  it('lists one upstream server per instance, with the failover parameters', () => {
    const two = directives(loopbackConfig(template, { ...options, appPort: [13998, 13997] }))
    expect(two.filter((l) => l.startsWith('server 127.'))).toEqual([
      'server 127.0.0.1:13998 max_fails=2 fail_timeout=10s;',
      'server 127.0.0.1:13997 max_fails=2 fail_timeout=10s;',
    ])
    // The cluster bench and the restart test: every request reaches an instance.
    const uncached = directives(loopbackConfig(template, { ...options, microCache: false }))
    expect(uncached).toContain('proxy_cache off;')
    expect(uncached).not.toContain('proxy_cache midiaplan_html;')
    expect(lines).toContain('proxy_cache midiaplan_html;')
  })

  it("runs nginx's workers on the CPUs the bench leaves to servers, when it pins them", () => {
    expect(lines).toContain('worker_processes auto;')
    const pinned = directives(
      loopbackConfig(template, { ...options, workerCpus: splitCpus([0, 1, 2, 3])! }),
    )
    expect(pinned).toContain('worker_processes 3;')
    expect(pinned).toContain('worker_cpu_affinity auto 0111;')
    expect(pinned).not.toContain('worker_processes auto;')
  })

  it('refuses a template that lost a marker or a literal it replaces', () => {
    expect(() => loopbackConfig(template.replace(/# >>> tls\n/, ''), options)).toThrow(/tls/)
    expect(() =>
      loopbackConfig(template.replace(TEMPLATE_LITERALS.upstream, 'server app:3000;'), options),
    ).toThrow(/127\.0\.0\.1:3000/)
  })
})

describe('deploy/nginx/midiaplan.conf', () => {
  const lines = directives(template)
  it("passes an export of up to the importer's cap on to the app as it arrives", () => {
    const block = template.slice(template.indexOf(`location = ${IMPORT_UPLOAD} {`))
    const body = directives(block.slice(0, block.indexOf('}')))
    const size = /^client_max_body_size (\d+)m;$/.exec(
      body.find((l) => l.startsWith('client_max_body_size')) ?? '',
    )
    expect(Number(size?.[1]) * 1024 * 1024).toBeGreaterThanOrEqual(IMPORT_MAX_FILE_BYTES)
    expect(body).toContain('proxy_request_buffering off;')
    expect(body).toContain('proxy_pass http://midiaplan_app;')
  })

  it('accepts the largest upload the app accepts', () => {
    const size = /^client_max_body_size (\d+)m;$/.exec(
      lines.find((l) => l.startsWith('client_max_body_size')) ?? '',
    )
    expect(Number(size?.[1]) * 1024 * 1024).toBeGreaterThanOrEqual(MAX_BODY_BYTES)
  })

  it('keeps public HTML for seconds only, serving stale while one request refreshes', () => {
    const valid = /^proxy_cache_valid 200 (\d+)s;$/.exec(
      lines.find((l) => l.startsWith('proxy_cache_valid')) ?? '',
    )
    expect(Number(valid?.[1])).toBeGreaterThan(0)
    expect(Number(valid?.[1])).toBeLessThanOrEqual(10)
    expect(lines).toContain('proxy_cache_lock on;')
    expect(lines.find((l) => l.startsWith('proxy_cache_use_stale'))).toContain('updating')
  })

  it('fails over to another instance, passively health-checked, without resending a POST', () => {
    const upstream = lines.slice(lines.indexOf('upstream midiaplan_app {'))
    const servers = upstream.slice(1, upstream.indexOf('}')).filter((l) => l.startsWith('server'))
    expect(servers.length).toBeGreaterThan(0)
    for (const server of servers) expect(server).toMatch(/ max_fails=\d+ fail_timeout=\d+s;$/)
    expect(lines).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;')
    const tries = /^proxy_next_upstream_tries (\d+);$/.exec(
      lines.find((l) => l.startsWith('proxy_next_upstream_tries')) ?? '',
    )
    expect(Number(tries?.[1])).toBeGreaterThanOrEqual(2)
    expect(lines.find((l) => l.startsWith('proxy_next_upstream_timeout'))).toBeDefined()
    expect(lines.join('\n')).not.toContain('non_idempotent')
  })

  it('limits POST /api/events per client address and never caches it', () => {
    expect(lines).toContain(
      'limit_req_zone $binary_remote_addr zone=midiaplan_events:10m rate=20r/s;',
    )
    const events = lines.slice(lines.indexOf('location = /api/events {'))
    const block = events.slice(1, events.indexOf('}'))
    expect(block).toEqual(
      expect.arrayContaining([
        'limit_req zone=midiaplan_events burst=40 nodelay;',
        'limit_req_status 429;',
        'proxy_cache off;',
        'add_header Cache-Control "no-store" always;',
        'proxy_pass http://midiaplan_app;',
      ]),
    )
    // The client address reaches the app from the server-level headers, as for /api/.
    expect(block.some((line) => line.startsWith('proxy_set_header'))).toBe(false)
  })

  it('redirects HTTP to HTTPS and serves build files immutable from disk', () => {
    expect(lines).toContain('return 301 https://www.example.com.br$request_uri;')
    expect(lines).toContain('gzip_static on;')
    expect(lines).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    )
  })
})

/**
 * A stand-in app: echoes what nginx forwarded and answers with the headers asked for (in
 * request headers, so the query is not what keeps an answer out of the cache); `/?p=<id>` is
 * an old address with a rule, answered as the app's redirect gate answers it.
 */
function stubApp(): Promise<{ server: Server; port: number; hits: () => number }> {
  let hits = 0
  const server = createServer((req, res) => {
    hits += 1
    const url = new URL(req.url ?? '/', 'http://stub')
    if (url.pathname === IMPORT_UPLOAD) {
      let received = 0
      req.on('data', (chunk: Buffer) => (received += chunk.length))
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ received }))
      })
      return
    }
    if (url.pathname === '/' && url.searchParams.has('p')) {
      res.writeHead(301, {
        location: `/blog/post/regra-${url.searchParams.get('p')}`,
        'cache-control': 'public, max-age=3600',
        'content-length': '0',
      })
      res.end()
      return
    }
    const asked = (name: string) => {
      const value = req.headers[`x-stub-${name}`]
      return typeof value === 'string' ? value : null
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'cache-control': asked('cc') ?? 's-maxage=31536000',
    }
    if (asked('cookie')) headers['set-cookie'] = 'a=1'
    res.writeHead(200, headers)
    res.end(JSON.stringify({ hit: hits, headers: req.headers }))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, hits: () => hits }),
    ),
  )
}

const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin))

describe.skipIf(!nginxBin)('the loopback config in nginx', () => {
  let app: Awaited<ReturnType<typeof stubApp>>
  let nginx: LoopbackNginx
  beforeAll(async () => {
    app = await stubApp()
    const listenPort = await pickPort([])
    // Pinned as the bench pins it, so nginx itself checks the affinity lines.
    const split = splitCpus(allowedCpus() ?? [])
    nginx = await startLoopbackNginx(nginxBin ?? '', {
      listenPort,
      appPort: app.port,
      appDir: root,
      ...(split ? { workerCpus: split } : {}),
    })
  })
  afterAll(async () => {
    await nginx?.stop()
    app?.server.close()
  })

  async function get(pathname: string, init: RequestInit = {}) {
    const response = await fetch(`${nginx.origin}${pathname}`, init)
    const body = (await response.json()) as { hit: number; headers: IncomingHttpHeaders }
    return { status: response.headers.get('x-cache-status'), ...body }
  }

  it('caches a shared-cacheable page and answers the next request itself', async () => {
    const first = await get('/pagina')
    const second = await get('/pagina')
    expect([first.status, second.status]).toEqual(['MISS', 'HIT'])
    expect(second.hit).toBe(first.hit)
  })

  it('keys a page on the parameters it reads: ad-click parameters are a hit', async () => {
    const first = await get('/blog/post/guia?utm_source=x')
    for (const query of ['', 'utm_source=a&gclid=b', 'utm_campaign=c&fbclid=d&msclkid=e&']) {
      const again = await get(`/blog/post/guia?${query}`)
      expect([query, again.status, again.hit]).toEqual([query, 'HIT', first.hit])
    }
    // /blog's tabs: one entry each (deploy-nginx-cache-keys.test.ts has every other address).
    const tab = await get('/blog?categoria=cases')
    expect(tab.hit).not.toBe(first.hit)
    expect((await get('/blog?categoria=cases')).status).toBe('HIT')
    expect((await get('/blog?categoria=martech')).status).toBe('MISS')
    expect((await get('/blog')).status).toBe('MISS')
  })

  it('sends Next’s own query parameters, and /blog with a parameter given twice, to the app', async () => {
    for (const pathname of [
      '/blog/post/outro?nxtPslug=x',
      '/blog/post/outro?__nextDataReq=1',
      '/blog?categoria=a&categoria=b',
    ]) {
      const before = app.hits()
      await get(pathname)
      await get(pathname)
      expect(app.hits() - before, pathname).toBe(2)
    }
  })

  it('sends an address with any other parameter to the app, where a rule may answer it', async () => {
    // The home page is stored: `/?p=12`, WordPress's old address of a post, must still reach
    // the app's rules, and its redirect is not stored either.
    await get('/')
    expect((await get('/')).status).toBe('HIT')
    for (let round = 0; round < 2; round += 1) {
      const before = app.hits()
      const response = await fetch(`${nginx.origin}/?p=12&utm_source=x`, { redirect: 'manual' })
      await response.body?.cancel()
      expect(app.hits() - before).toBe(1)
      expect([response.status, response.headers.get('location')]).toEqual([
        301,
        '/blog/post/regra-12',
      ])
    }
    for (const query of ['x=2', 'categoria=cases', 'utm_source=a&page_id=3', '%75tm_source=a']) {
      const before = app.hits()
      await get(`/blog/post/guia?${query}`)
      await get(`/blog/post/guia?${query}`)
      expect(app.hits() - before, query).toBe(2)
    }
  })

  it('never stores private, cookie-setting, signed-in, admin, preview or POST answers', async () => {
    for (const [pathname, init] of [
      ['/privada', { headers: { 'x-stub-cc': 'private,no-store' } }],
      ['/cookie', { headers: { 'x-stub-cookie': '1' } }],
      ['/logado', { headers: { cookie: '__Secure-better-auth.session_token=abc' } }],
      ['/admin/posts', {}],
      // A draft's share link: the app checks its token on every request.
      ['/pre-visualizacao/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE', {}],
      ['/formulario', { method: 'POST' }],
    ] as const) {
      const before = app.hits()
      await get(pathname, init)
      await get(pathname, init)
      expect(app.hits() - before, pathname).toBe(2)
    }
  })

  /** A POST to /api/events from one loopback address (all of 127/8 reaches nginx). */
  function postEvent(from = '127.0.0.1') {
    const url = new URL('/api/events', nginx.origin)
    return new Promise<{ status: number; cacheControl: string | undefined; body: string }>(
      (resolve, reject) => {
        const req = request(
          url,
          { method: 'POST', localAddress: from, headers: { 'content-type': 'text/plain' } },
          (res) => {
            let body = ''
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => (body += chunk))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                cacheControl: res.headers['cache-control'],
                body,
              }),
            )
          },
        )
        req.on('error', reject)
        req.end('{"t":"v","p":"/"}')
      },
    )
  }

  it('takes an export larger than an image on the Importar screen only', async () => {
    const body = Buffer.alloc(8 * 1024 * 1024, 97)
    const upload = await fetch(`${nginx.origin}${IMPORT_UPLOAD}`, { method: 'POST', body })
    expect(upload.status).toBe(200)
    expect(await upload.json()).toEqual({ received: body.length })
    const elsewhere = await fetch(`${nginx.origin}/admin/midia`, { method: 'POST', body })
    expect(elsewhere.status).toBe(413)
  })

  it('passes /api/events to the app every time with the client address, never cached', async () => {
    const before = app.hits()
    const first = await postEvent()
    const second = await postEvent()
    expect(app.hits() - before).toBe(2)
    // The stub marks its answer shared-cacheable: nginx still stores nothing and says no-store.
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200)
      expect(answer.cacheControl).toBe('no-store')
    }
    const { headers } = JSON.parse(second.body) as { headers: IncomingHttpHeaders }
    expect(headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(headers['x-real-ip']).toBe('127.0.0.1')
    const get = await fetch(`${nginx.origin}/api/events`)
    expect(get.headers.get('x-cache-status')).toBeNull()
  })

  it('answers 429 itself to a client flooding /api/events, and not to another client', async () => {
    // Let the previous test's requests drain from the 20 r/s bucket.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const before = app.hits()
    const flood = await Promise.all(Array.from({ length: 120 }, () => postEvent('127.0.0.1')))
    const passed = flood.filter((answer) => answer.status === 200).length
    const refused = flood.filter((answer) => answer.status === 429)
    // 1 + a burst of 40 at once, plus the few the 20 r/s rate refills while they arrive.
    expect(passed).toBeGreaterThanOrEqual(41)
    expect(refused.length).toBeGreaterThanOrEqual(20)
    expect(refused.length + passed).toBe(120)
    expect(app.hits() - before).toBe(passed)
    for (const answer of refused) expect(answer.cacheControl).toBe('no-store')
    // Another address has its own allowance; other API routes have none of this limit.
    expect((await postEvent('127.0.0.2')).status).toBe(200)
    const beforeOther = app.hits()
    await Promise.all(Array.from({ length: 60 }, () => get('/api/outra')))
    expect(app.hits() - beforeOther).toBe(60)
  })

  it('forwards the client address so the app, trusting one hop, sees the real one', async () => {
    const { headers } = await get('/ip', { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1')
    expect(headers['x-real-ip']).toBe('127.0.0.1')
    // src/next-adapter/serve.mjs appends nginx's own address (the socket peer) before the app reads it.
    const seen = new Headers({ 'x-forwarded-for': `${headers['x-forwarded-for']}, 127.0.0.1` })
    expect(clientIp(seen, 1)).toBe('127.0.0.1')
    expect(clientIp(seen, 1)).not.toBe('203.0.113.9')
  })
})

describe.skipIf(!nginxBin)('nginx in front of the app’s micro-cache and gzip', () => {
  let server: Server
  let nginx: LoopbackNginx
  beforeAll(async () => {
    // The production pipeline in small: the micro-cache, Next's compression, a cacheable page.
    const compressionPath = 'next/dist/compiled/compression/index.js'
    type Middleware = (
      req: import('node:http').IncomingMessage,
      res: import('node:http').ServerResponse,
      next: () => void,
    ) => void
    const compression = ((await import(compressionPath)) as { default: () => Middleware }).default
    const { createMicroCache } = await import('@/next-adapter/micro-cache.mjs')
    const cache = createMicroCache({ ttlMs: 5_000 })
    const compress = compression()
    server = createServer((req, res) =>
      cache.handle(req, res, () =>
        compress(req, res, () => {
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.setHeader('cache-control', 's-maxage=31536000, stale-while-revalidate')
          res.end(`<!doctype html><p>${'Planejamento de mídia. '.repeat(3000)}</p>`)
        }),
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    nginx = await startLoopbackNginx(nginxBin ?? '', {
      listenPort: await pickPort([]),
      appPort: (server.address() as AddressInfo).port,
      appDir: root,
    })
  })
  afterAll(async () => {
    await nginx?.stop()
    server?.close()
  })

  it('replays a cached gzip page with its length, never chunked (no delayed-ACK wait per request)', async () => {
    const get = () =>
      fetch(`${nginx.origin}/blog/post/artigo`, { headers: { 'accept-encoding': 'gzip' } })
    await (await get()).arrayBuffer()
    const hit = await get()
    // fetch undoes the gzip: the length header is checked, the bytes are the page's.
    expect((await hit.text()).length).toBeGreaterThan(60_000)
    expect(hit.headers.get('x-cache-status')).toBe('HIT')
    expect(hit.headers.get('content-encoding')).toBe('gzip')
    expect(hit.headers.get('transfer-encoding')).toBeNull()
    expect(Number(hit.headers.get('content-length'))).toBeGreaterThan(100)
  })
})
