import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startLoopbackNginx, type LoopbackNginx } from '../bench/lib/nginx'
import { E2E_DIST_DIR } from './support/constants'
import { freePort } from './support/instances'

/*
 * nginx's cache must never serve one visitor's /blog tab to the others, tried with the real app:
 * deploy/nginx/midiaplan.conf (its loopback copy, with its micro-cache) in front of the e2e
 * server. The two known poisonings (`?%63ategoria=` and a mixed-case duplicate `categoria`,
 * which nginx and Next read differently): an address of /blog that Next reads as another tab,
 * sent while nginx's copy is stale, must not refresh that copy for the visitors after it.
 * tests/integration/deploy-nginx-cache-keys.test.ts covers every other spelling against a
 * stand-in app.
 */

const root = path.resolve(import.meta.dirname, '..')
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin))
// proxy_cache_valid 200 5s, counted in whole seconds on nginx's clock.
const EXPIRED_MS = 6_200
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!nginxBin)('nginx’s micro-cache of /blog in front of the app', () => {
  let nginx: LoopbackNginx
  beforeAll(async () => {
    nginx = await startLoopbackNginx(nginxBin ?? '', {
      listenPort: await freePort(),
      appPort: Number(new URL(inject('baseURL')).port),
      appDir: root,
      distDir: E2E_DIST_DIR,
    })
  })
  afterAll(async () => {
    await nginx?.stop()
  })

  /** nginx's cache status and the tab the page shows as current. */
  async function get(pathname: string) {
    const response = await fetch(`${nginx.origin}${pathname}`)
    const html = await response.text()
    expect(response.status, pathname).toBe(200)
    const tab = /aria-current="page" data-tab="([^"]+)"/.exec(html)?.[1]
    return { cache: response.headers.get('x-cache-status'), tab }
  }

  async function visitors(pathname: string): Promise<(string | undefined)[]> {
    const tabs: (string | undefined)[] = []
    for (let i = 0; i < 3; i++) {
      await sleep(500)
      tabs.push((await get(pathname)).tab)
    }
    return tabs
  }

  it('a stale /blog or tab is not refreshed by an address Next reads as another tab', async () => {
    const tab = '/blog?categoria=planejamento'
    for (const [pathname, shown] of [
      ['/blog', 'todos'],
      [tab, 'planejamento'],
    ] as const) {
      await get(pathname)
      // Stored: otherwise this test would prove nothing.
      expect(await get(pathname)).toEqual({ cache: 'HIT', tab: shown })
    }
    await sleep(EXPIRED_MS)
    const escaped = await get('/blog?%63ategoria=martech')
    const mixed = await get('/blog?Categoria=planejamento&%63ategoria=cases')
    expect(await visitors('/blog')).toEqual(['todos', 'todos', 'todos'])
    expect(await visitors(tab)).toEqual(['planejamento', 'planejamento', 'planejamento'])
    // Next does read them as those tabs; they went to the app and were not stored.
    expect(escaped).toEqual({ cache: 'BYPASS', tab: 'martech' })
    expect(mixed).toEqual({ cache: 'BYPASS', tab: 'cases' })
  })
})
