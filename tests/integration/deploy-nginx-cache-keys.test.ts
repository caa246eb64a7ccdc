import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { parseUrl } from 'next/dist/shared/lib/router/utils/parse-url'
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import nextConfig from '../../next.config'
import { startLoopbackNginx, type LoopbackNginx } from '../../bench/lib/nginx'
import { pickPort } from '../../bench/lib/server'

/*
 * nginx's micro-cache cannot be made to serve one visitor's /blog tab to
 * everybody. Next reads the query decoded and case-sensitively; nginx's $arg_categoria matched
 * the name ignoring case and undecoded, so `/blog?%63ategoria=martech`, sent while the /blog
 * entry was stale, refreshed that entry with the martech tab. Here deploy/nginx/midiaplan.conf
 * (its loopback copy) runs in front of a stand-in app that picks the tab as Next does: Next's
 * own URL parsing, path matching (custom routes ignore case) and `has` matching, applied to
 * next.config.ts's rewrite. The stand-in sends `X-Accel-Expires: 1`, so nginx's copies expire
 * after one second instead of five and a stale entry is quick to reach.
 */

const root = path.resolve(import.meta.dirname, '../..')
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// X-Accel-Expires: 1 gives an entry until the end of the next whole second on nginx's clock.
const EXPIRED_MS = 2_100

type Rewrite = { source: string; has?: Parameters<typeof matchHas>[2] }

/** The page Next would render for a request: `aba:<categoria>`, `aba:todas`, or null (404). */
async function nextPage(): Promise<(req: IncomingMessage) => string | null> {
  const rewrites = await nextConfig.rewrites?.()
  const rules = (Array.isArray(rewrites) ? rewrites : rewrites?.beforeFiles) as Rewrite[]
  const rule = rules.find((candidate) => candidate.source === '/blog')
  if (!rule) throw new Error('next.config.ts no longer rewrites /blog')
  const matchPath = getPathMatch(rule.source, {
    removeUnnamedParams: true,
    strict: true,
    sensitive: false,
  })
  return (req) => {
    const { pathname, query } = parseUrl(req.url ?? '/')
    const params = matchPath(pathname) && matchHas(req, query, rule.has)
    if (params) return `aba:${String(params.categoria)}`
    return pathname === '/blog' ? 'aba:todas' : null
  }
}

async function stubApp(): Promise<{ server: Server; port: number; hits: () => number }> {
  const page = await nextPage()
  let hits = 0
  const server = createServer((req, res) => {
    hits += 1
    const shown = page(req)
    res.writeHead(
      shown ? 200 : 404,
      shown
        ? {
            'content-type': 'text/plain',
            'cache-control': 's-maxage=31536000',
            'x-accel-expires': '1',
          }
        : { 'content-type': 'text/plain', 'cache-control': 'private, no-cache, no-store' },
    )
    res.end(shown ?? 'não encontrada')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port, hits: () => hits }
}

describe.skipIf(!nginxBin)('nginx’s cache of /blog and its tabs', () => {
  let app: Awaited<ReturnType<typeof stubApp>>
  let nginx: LoopbackNginx
  beforeAll(async () => {
    app = await stubApp()
    nginx = await startLoopbackNginx(nginxBin ?? '', {
      listenPort: await pickPort([]),
      appPort: app.port,
      appDir: root,
    })
  })
  afterAll(async () => {
    await nginx?.stop()
    app?.server.close()
  })

  async function get(pathname: string) {
    const response = await fetch(`${nginx.origin}${pathname}`)
    return { cache: response.headers.get('x-cache-status'), page: await response.text() }
  }

  /** Three visitors over 1.5 s after the attempt, as the poisoning was first reproduced. */
  async function visitors(pathname: string): Promise<string[]> {
    const pages: string[] = []
    for (let i = 0; i < 3; i++) {
      await sleep(500)
      pages.push((await get(pathname)).page)
    }
    return pages
  }

  it('an escaped name sent while /blog is stale does not refresh it with its tab', async () => {
    expect(await get('/blog')).toEqual({ cache: 'MISS', page: 'aba:todas' })
    await sleep(EXPIRED_MS)
    const attack = await get('/blog?%63ategoria=martech')
    expect(await visitors('/blog')).toEqual(['aba:todas', 'aba:todas', 'aba:todas'])
    // Next reads it as the martech tab; it must not come from, nor go into, /blog's entry.
    expect(attack).toEqual({ cache: 'BYPASS', page: 'aba:martech' })
  })

  it('a name in another case beside an escaped one does not refresh a tab with another', async () => {
    const tab = '/blog?categoria=planejamento'
    expect(await get(tab)).toEqual({ cache: 'MISS', page: 'aba:planejamento' })
    await sleep(EXPIRED_MS)
    const attack = await get('/blog?Categoria=planejamento&%63ategoria=cases')
    expect(await visitors(tab)).toEqual(Array(3).fill('aba:planejamento'))
    expect(attack).toEqual({ cache: 'BYPASS', page: 'aba:cases' })
  })

  it('stores and serves /blog bare or with exactly categoria=<slug>, one entry each', async () => {
    for (const [pathname, page] of [
      ['/blog?categoria=cases', 'aba:cases'],
      ['/blog?categoria=midia-paga-2026', 'aba:midia-paga-2026'],
    ]) {
      expect(await get(pathname ?? '')).toEqual({ cache: 'MISS', page })
      expect(await get(pathname ?? '')).toEqual({ cache: 'HIT', page })
    }
    await sleep(EXPIRED_MS)
    await get('/blog')
    expect(await get('/blog')).toEqual({ cache: 'HIT', page: 'aba:todas' })
  })

  it('sends every other /blog address to the app and stores none of them', async () => {
    const others = [
      '/blog?Categoria=martech',
      '/blog?CATEGORIA=martech',
      '/blog?%63ategoria=martech',
      '/blog?categori%61=martech',
      '/blog?categoria=mar%74ech',
      '/blog?categoria=Martech',
      '/blog?categoria=mar_tech',
      '/blog?categoria=martech&categoria=cases',
      '/blog?categoria=cases&Categoria=martech',
      '/blog?categoria=martech&utm_source=newsletter',
      '/blog?utm_source=newsletter&categoria=martech',
      '/blog?utm_source=newsletter',
      '/blog?categoria=martech&',
      '/blog?&categoria=martech',
      '/blog?categoria=',
      '/blog?categoria',
      `/blog?categoria=${'a'.repeat(101)}`,
      '/BLOG?categoria=martech',
      '/Blog',
      '/%62log?categoria=martech',
    ]
    for (const pathname of others) {
      const before = app.hits()
      const first = await get(pathname)
      const second = await get(pathname)
      expect([pathname, app.hits() - before, first.cache, second.cache]).toEqual([
        pathname,
        2,
        'BYPASS',
        'BYPASS',
      ])
    }
    // Their answers went nowhere: the bare page and a tab still hold their own.
    await get('/blog?categoria=martech')
    expect(await get('/blog?categoria=martech')).toEqual({ cache: 'HIT', page: 'aba:martech' })
    await get('/blog')
    expect(await get('/blog')).toEqual({ cache: 'HIT', page: 'aba:todas' })
  })
})
