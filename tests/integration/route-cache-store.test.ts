import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { CACHE_TAGS_GLOBAL, createTagState, type TagState } from '@/next-adapter/cache-tags.mjs'
import RouteCacheHandler from '@/next-adapter/route-cache-handler.mjs'
import { tagExpirationSource } from '@/server/cache/tag-expirations'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * Every made-up slug or page number was rendered into a redirect or a
 * not-found page that the route cache kept on disk for good. Renders on request go to disk
 * only as a 200; the others are kept in bounded memory. e2e/route-cache-flood.e2e.ts floods a
 * real server with such addresses.
 */

// Next's fs methods, as the production server hands them to the cache handler.
const nodeFsPath = 'next/dist/server/lib/node-fs-methods.js'
const { nodeFs } = (await import(nodeFsPath)) as { nodeFs: object }

const holder = globalThis as unknown as Record<symbol, TagState | undefined>
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

type Kind = 'APP_PAGE' | 'APP_ROUTE'
const TAGS = '_N_T_/layout,blog:posts'

/** What a render hands the cache: a page (HTML and its RSC payload) or a route's body. */
function rendered(kind: Kind, status: number, text: string) {
  const headers: Record<string, string> = { 'x-next-cache-tags': TAGS }
  if (status === 307 || status === 308) headers.location = '/blog'
  return kind === 'APP_PAGE'
    ? { kind, html: `<p>${text}</p>`, rscData: Buffer.from('0:{}'), status, headers }
    : { kind, body: Buffer.from(text), status, headers }
}

/** Each file the cache wrote under its folder. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe.each(TEST_DIALECTS)('the route cache keeps only real pages on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  afterEach(() => {
    holder[CACHE_TAGS_GLOBAL]?.detach()
    holder[CACHE_TAGS_GLOBAL] = undefined
  })

  /** A server's handler over a new folder, with the invalidations the database holds. */
  async function server() {
    const serverDistDir = mkdtempSync(path.join(tmpdir(), 'midiaplan-route-store-'))
    dirs.push(serverDistDir)
    const state = createTagState()
    holder[CACHE_TAGS_GLOBAL] = state
    await state.attach(
      tagExpirationSource(() => handle().db),
      { poll: false },
    )
    // No memory store: what is kept is what is on disk, as after a restart.
    const ctx = { fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] }
    const cache = () => new RouteCacheHandler(ctx)
    /** A reader's request: a miss, then the render handed to the cache, as Next does. */
    const serve = async (key: string, kind: Kind, status: number, text: string) => {
      const read = { kind, isRoutePPREnabled: false }
      const hit = await cache().get(key, read)
      if (hit) return hit
      await cache().set(key, rendered(kind, status, text), { cacheControl: { revalidate: false } })
      return null
    }
    return { serverDistDir, cache, serve, state }
  }

  it('stores on disk every 200 rendered on request, and no redirect or not-found', async () => {
    const { serverDistDir, serve } = await server()
    const key = (kind: Kind, address: string) => `/route-cache/${kind}/0123/$${address}-${dialect}`
    const madeUp: [Kind, number, string][] = [
      ['APP_PAGE', 307, '/blog/post/x1'],
      ['APP_PAGE', 308, '/blog/categoria/x2/pagina/1'],
      ['APP_PAGE', 404, '/blog/pagina/999'],
      ['APP_ROUTE', 404, '/sitemap/999.xml'],
    ]
    for (const [kind, status, address] of madeUp) {
      expect(await serve(key(kind, address), kind, status, 'Redirecionado')).toBeNull()
      // Asked again: answered from memory, without a render.
      const again = await serve(key(kind, address), kind, status, 'outro')
      expect(again?.value).toMatchObject({ kind, status })
    }
    expect(files(serverDistDir)).toEqual([])

    const page = key('APP_PAGE', '/blog/post/novo')
    const feed = key('APP_ROUTE', '/blog/rss.xml')
    expect(await serve(page, 'APP_PAGE', 200, 'Artigo novo')).toBeNull()
    expect(await serve(feed, 'APP_ROUTE', 200, '<rss>Artigo novo</rss>')).toBeNull()
    expect((await serve(page, 'APP_PAGE', 200, 'outro'))?.value?.html).toContain('Artigo novo')
    expect(String((await serve(feed, 'APP_ROUTE', 200, 'outro'))?.value?.body)).toContain(
      'Artigo novo',
    )
    expect(
      files(serverDistDir)
        .map((file) => path.basename(file))
        .sort(),
    ).toEqual(
      [`novo-${dialect}.html`, `novo-${dialect}.meta`, `novo-${dialect}.rsc`]
        .concat([`rss.xml-${dialect}.body`, `rss.xml-${dialect}.meta`])
        .sort(),
    )
  })

  it('a page that stops existing answers its redirect, never its old 200, until it is back', async () => {
    const { cache, serve } = await server()
    const key = `/route-cache/APP_PAGE/0123/$/blog/post/despublicado-${dialect}`
    const html = async () => (await serve(key, 'APP_PAGE', 200, 'outro'))?.value?.html
    await serve(key, 'APP_PAGE', 200, 'Publicado')
    expect(await html()).toContain('Publicado')

    const change = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      await cache().revalidateTag('blog:posts', { expire: 0 })
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await change()
    expect(await serve(key, 'APP_PAGE', 307, 'Redirecionado')).toBeNull()
    expect((await serve(key, 'APP_PAGE', 307, 'outro'))?.value).toMatchObject({ status: 307 })

    // Published again: its redirect is a miss, and the new page is the one kept.
    await change()
    expect(await serve(key, 'APP_PAGE', 200, 'De volta')).toBeNull()
    expect(await html()).toContain('De volta')
  })

  it('keeps at most 1,000 answers and 16 MiB of them in memory, dropping the oldest', async () => {
    const { serverDistDir, serve } = await server()
    const key = (n: number) => `/route-cache/APP_PAGE/0123/$/blog/post/x${n}-${dialect}`
    for (let n = 0; n < 1_100; n++) await serve(key(n), 'APP_PAGE', 307, 'Redirecionado')
    expect(await serve(key(1_099), 'APP_PAGE', 307, 'outro')).not.toBeNull()
    // Each lookup below renders again what was dropped, and keeps it: the newest first.
    for (let n = 1_099; n >= 1_000; n--)
      expect(await serve(key(n), 'APP_PAGE', 307, 'outro'), `x${n}`).not.toBeNull()
    expect(await serve(key(0), 'APP_PAGE', 307, 'Redirecionado')).toBeNull()

    // A page of ~110 KB each, as an unknown slug's redirect is: 16 MiB hold fewer than 160.
    const big = 'x'.repeat(110 * 1024)
    const large = (n: number) => `/route-cache/APP_PAGE/0123/$/blog/categoria/x${n}-${dialect}`
    for (let n = 0; n < 300; n++) await serve(large(n), 'APP_PAGE', 307, big)
    let kept = 0
    for (let n = 299; n >= 0; n--) {
      const hit = await serve(large(n), 'APP_PAGE', 307, big)
      if (!hit) break
      kept++
    }
    expect(kept).toBeGreaterThan(100)
    expect(kept).toBeLessThanOrEqual(Math.floor((16 * 1024 * 1024) / (110 * 1024)))
    expect(files(serverDistDir)).toEqual([])
  })
})
