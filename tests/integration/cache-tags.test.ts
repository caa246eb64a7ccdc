import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { CACHE_TAGS_GLOBAL, createTagState, type TagState } from '@/next-adapter/cache-tags.mjs'
import RouteCacheHandler from '@/next-adapter/route-cache-handler.mjs'
import { tagExpirationSource, writeTagExpirations } from '@/server/cache/tag-expirations'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

// Next's own file-system cache and fs methods, as the production server hands them over.
const fileSystemCachePath = 'next/dist/server/lib/incremental-cache/file-system-cache.js'
const nodeFsPath = 'next/dist/server/lib/node-fs-methods.js'
type Cache = {
  get(key: string, ctx: object): Promise<{ value: { body: Buffer } } | null>
  set(key: string, data: object, ctx: object): Promise<void>
}
type CacheClass = new (ctx: object) => Cache
const loaded = (await import(fileSystemCachePath)) as {
  default: CacheClass | { default: CacheClass }
}
const FileSystemCache =
  typeof loaded.default === 'function' ? loaded.default : loaded.default.default
const { nodeFs } = (await import(nodeFsPath)) as { nodeFs: object }
// Next's in-memory record of invalidations, which a new process starts without.
const tagsManifestPath = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
const { tagsManifest } = (await import(tagsManifestPath)) as { tagsManifest: Map<string, unknown> }

const holder = globalThis as unknown as Record<symbol, TagState | undefined>
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A new server process's view: an empty state that loads what the database holds. */
async function newProcess(source: ReturnType<typeof tagExpirationSource>): Promise<TagState> {
  holder[CACHE_TAGS_GLOBAL]?.detach()
  const state = createTagState()
  holder[CACHE_TAGS_GLOBAL] = state
  await state.attach(source, { poll: false })
  return state
}

describe.each(TEST_DIALECTS)('cache tag invalidations on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const source = () => tagExpirationSource(() => handle().db)
  afterEach(() => {
    holder[CACHE_TAGS_GLOBAL]?.detach()
    holder[CACHE_TAGS_GLOBAL] = undefined
  })

  it('keeps one row per tag, and a later invalidation is never replaced by an earlier one', async () => {
    const db = handle().db
    await writeTagExpirations(db, [
      { tag: 'blog:posts', expired: 2000, stale: 2000, changed: 2000 },
    ])
    await writeTagExpirations(db, [
      { tag: 'blog:posts', expired: 1000, stale: 1000, changed: 1000 },
      { tag: 'blog:post:a', expired: 3000, stale: 3000, changed: 3000 },
    ])
    const rows = await source().read(0)
    expect(rows.sort((a, b) => a.tag.localeCompare(b.tag))).toEqual([
      { tag: 'blog:post:a', expired: 3000, stale: 3000, changed: 3000 },
      { tag: 'blog:posts', expired: 2000, stale: 2000, changed: 2000 },
    ])
    expect((await source().read(2500)).map((row) => row.tag)).toEqual(['blog:post:a'])
  })

  it('an invalidation outlives the process that made it (a restart or a crash)', async () => {
    const before = await newProcess(source())
    const pageMadeAt = Date.now() - 1000
    await before.update(['blog:posts', 'blog:category:cases'], { expire: 0 })
    expect(before.isExpired(['blog:posts'], pageMadeAt)).toBe(true)

    const after = await newProcess(source())
    expect(after.isExpired(['blog:posts'], pageMadeAt)).toBe(true)
    expect(after.isExpired(['blog:category:cases'], pageMadeAt)).toBe(true)
    // A page rendered after the invalidation is fresh; an untouched tag was never invalidated.
    expect(after.isExpired(['blog:posts'], Date.now() + 1)).toBe(false)
    expect(after.expiration(['blog:post:outro'])).toBe(0)
  })

  it("another process's invalidation reaches this one at its next refresh, and is announced", async () => {
    const mine = await newProcess(source())
    const other = createTagState()
    await other.attach(source(), { poll: false })
    const announced: string[][] = []
    mine.onRemoteChange((tags) => announced.push(tags))
    const pageMadeAt = Date.now() - 1000

    await other.update(['blog:post:apagado'])
    expect(mine.isExpired(['blog:post:apagado'], pageMadeAt)).toBe(false)
    await mine.refresh()
    expect(mine.isExpired(['blog:post:apagado'], pageMadeAt)).toBe(true)
    expect(announced).toEqual([['blog:post:apagado']])
    // Already known: a later refresh announces nothing again.
    await mine.refresh()
    expect(announced).toHaveLength(1)
    other.detach()
  })

  it('the route cache on disk: a page cached before an invalidation is a miss after a restart', async () => {
    const serverDistDir = mkdtempSync(path.join(tmpdir(), 'midiaplan-route-cache-'))
    dirs.push(serverDistDir)
    // No memory store: every read goes to the disk, as after a restart.
    const ctx = { fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] }
    // A key per database: the handler notes misses per process, and both runs share this one.
    const key = `/route-cache/APP_ROUTE/0123/$/blog/rss-${dialect}.xml`
    const entry = {
      kind: 'APP_ROUTE',
      body: Buffer.from('<rss>Apagado</rss>'),
      status: 200,
      headers: { 'x-next-cache-tags': '_N_T_/blog/rss.xml,blog:posts' },
    }
    await newProcess(source())
    await new RouteCacheHandler(ctx).set(key, entry, { cacheControl: { revalidate: false } })
    const read = { kind: 'APP_ROUTE', isRoutePPREnabled: true }
    expect(String((await new RouteCacheHandler(ctx).get(key, read))?.value?.body)).toContain(
      'Apagado',
    )

    await new Promise((resolve) => setTimeout(resolve, 5))
    await new RouteCacheHandler(ctx).revalidateTag('blog:posts', { expire: 0 })
    await newProcess(source())
    tagsManifest.clear()
    // Next's cache alone still serves it: its invalidations lived in the old process's memory.
    expect((await new FileSystemCache(ctx).get(key, read))?.value.body.toString()).toContain(
      'Apagado',
    )
    expect(await new RouteCacheHandler(ctx).get(key, read)).toBeNull()
    // Other entries are unaffected.
    const other = '/route-cache/APP_ROUTE/0123/$/robots.txt'
    await new RouteCacheHandler(ctx).set(
      other,
      { ...entry, headers: { 'x-next-cache-tags': '_N_T_/robots.txt' } },
      { cacheControl: { revalidate: false } },
    )
    expect(await new RouteCacheHandler(ctx).get(other, read)).not.toBeNull()
  })

  it('the route cache keeps no page whose render began before an invalidation', async () => {
    const serverDistDir = mkdtempSync(path.join(tmpdir(), 'midiaplan-route-race-'))
    dirs.push(serverDistDir)
    const ctx = { fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] }
    const key = `/route-cache/APP_ROUTE/0123/$/blog/feed-race-${dialect}.xml`
    const read = { kind: 'APP_ROUTE', isRoutePPREnabled: true }
    const rendered = (body: string) => ({
      kind: 'APP_ROUTE',
      body: Buffer.from(body),
      status: 200,
      headers: { 'x-next-cache-tags': '_N_T_/blog/feed-race.xml,blog:posts' },
    })
    const cacheControl = { cacheControl: { revalidate: false } }
    await newProcess(source())

    // A reader's miss starts a render, which reads the posts; a publish expires the list while
    // it runs; the render, finished, is handed to the cache after the invalidation.
    expect(await new RouteCacheHandler(ctx).get(key, read)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await new RouteCacheHandler(ctx).revalidateTag('blog:posts', { expire: 0 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await new RouteCacheHandler(ctx).set(key, rendered('<rss>Antes</rss>'), cacheControl)
    expect(await new RouteCacheHandler(ctx).get(key, read)).toBeNull()

    // The next render began after it: kept and served.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await new RouteCacheHandler(ctx).set(key, rendered('<rss>Depois</rss>'), cacheControl)
    expect(String((await new RouteCacheHandler(ctx).get(key, read))?.value?.body)).toContain(
      'Depois',
    )
  })

  it('refuses to serve from the route cache when the invalidations were never loaded', async () => {
    holder[CACHE_TAGS_GLOBAL] = createTagState()
    const ctx = { fs: nodeFs, serverDistDir: tmpdir(), flushToDisk: false, revalidatedTags: [] }
    await expect(new RouteCacheHandler(ctx).get('/x', { kind: 'APP_PAGE' })).rejects.toThrow(
      /invalidações de cache não foram carregadas/,
    )
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'invalidations between instances on PostgreSQL',
  () => {
    it('reach another instance by LISTEN/NOTIFY within a second, with no poll', async () => {
      const { createTestDatabase } = await import('../support/databases')
      const { listenForTagChanges } = await import('@/server/cache/tag-notifications')
      const database = await createTestDatabase('postgres')
      const url = database.env.DATABASE_URL ?? ''
      const source = tagExpirationSource(() => database.handle.db)
      const writer = createTagState()
      const reader = createTagState()
      await writer.attach(source, { poll: false })
      await reader.attach(source, { poll: false })
      const listener = listenForTagChanges(url, () => void reader.refresh())
      try {
        await listener.ready
        const pageMadeAt = Date.now() - 1000
        await writer.update(['blog:post:outra-instancia'], { expire: 0 })
        const deadline = Date.now() + 1000
        while (
          !reader.isExpired(['blog:post:outra-instancia'], pageMadeAt) &&
          Date.now() < deadline
        )
          await new Promise((resolve) => setTimeout(resolve, 10))
        expect(reader.isExpired(['blog:post:outra-instancia'], pageMadeAt)).toBe(true)
      } finally {
        await listener.stop()
        writer.detach()
        reader.detach()
        await database.drop()
      }
    })
  },
)
