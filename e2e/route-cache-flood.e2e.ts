import { randomInt, randomUUID } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { E2E_DIST_DIR } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'

/*
 * The route cache (src/next-adapter/route-cache-handler.mjs) stored the redirect
 * or not-found render of every made-up slug and page number on disk for good, 7 files and
 * ~110 KB each, so one client could fill the disk. Here a flood of made-up addresses must
 * leave the folder as it was, while pages that exist but were not built (new posts, page 2 of
 * a new category) are still stored on their first request and served from the cache after,
 * and a redirect asked again is still answered from the cache (its memory part).
 */

const baseURL = inject('baseURL')
const ROUTE_CACHE = path.resolve(import.meta.dirname, '..', E2E_DIST_DIR, 'server', 'route-cache')
const database = openServerDatabase()
const run = randomUUID().slice(0, 8)
const CATEGORY = `e2e-inundacao-${run}`
const categoryId = randomUUID()
const slugs = Array.from({ length: 13 }, (_, n) => `e2e-inundacao-${run}-${n}`)

/** Every file under the route cache, as its address after the `$` of Next's key, and its size. */
function routeCache(): { files: number; bytes: number; paths: string[] } {
  const paths: string[] = []
  let bytes = 0
  const walk = (dir: string) => {
    let names: string[]
    try {
      names = readdirSync(dir)
    } catch {
      return
    }
    for (const name of names) {
      const file = path.join(dir, name)
      const stat = statSync(file)
      if (stat.isDirectory()) walk(file)
      else {
        bytes += stat.size
        paths.push(file.slice(file.indexOf(`${path.sep}$${path.sep}`) + 2))
      }
    }
  }
  walk(ROUTE_CACHE)
  return { files: paths.length, bytes, paths }
}

/**
 * The micro-cache in front of Next (src/next-adapter/micro-cache.mjs) replays a page's first
 * answer, header included; a request with an Authorization header goes straight to Next.
 */
async function fromNext(address: string) {
  const response = await fetch(`${baseURL}${address}`, {
    redirect: 'manual',
    headers: { authorization: 'e2e' },
  })
  await response.body?.cancel()
  return { status: response.status, cache: response.headers.get('x-nextjs-cache') }
}

beforeAll(async () => {
  const { db } = database
  await db
    .insertInto('blog_categories')
    .values({ id: categoryId, name: `Inundação ${run}`, slug: CATEGORY })
    .execute()
  const oldest = Date.UTC(2020, 0, 1)
  await db
    .insertInto('blog_posts')
    .values(
      slugs.map((slug, n) => ({
        id: randomUUID(),
        title: `Artigo da inundação ${n}`,
        search_title: `artigo da inundacao ${n}`,
        slug,
        description: 'Artigo inserido pelo teste do cache de rotas.',
        content: '<p>x</p>',
        reading_time: 1,
        status: 'published' as const,
        featured: false,
        category_id: categoryId,
        published_at: new Date(oldest + n * 60_000),
        author_name: 'Teste E2E',
      })),
    )
    .execute()
  await expireSiteCaches(db)
})

afterAll(async () => {
  await database.db.deleteFrom('blog_posts').where('slug', 'in', slugs).execute()
  await database.db.deleteFrom('blog_categories').where('id', '=', categoryId).execute()
  await expireSiteCaches(database.db)
  await database.destroy()
})

describe('the route cache on disk', () => {
  it('stores pages that exist but were not built, and serves them from the cache after', async () => {
    // Published after the build: none of them has a page of its own from it.
    const pages = [`/blog/post/${slugs[0]}`, `/blog/categoria/${CATEGORY}`]
    pages.push(`/blog/categoria/${CATEGORY}/pagina/2`)
    for (const address of pages) {
      expect((await fromNext(address)).status, address).toBe(200)
      expect(routeCache().paths, address).toContain(`${address}.html`)
      expect(await fromNext(address), address).toEqual({ status: 200, cache: 'HIT' })
    }
  })

  it('a flood of made-up addresses leaves it as it was', async () => {
    const token = () => `x${randomInt(1e9)}`
    const number = () => String(randomInt(3, 1e9))
    const kinds = [
      () => `/blog/categoria/${token()}`,
      () => `/blog/post/${token()}`,
      () => `/blog/pagina/${number()}`,
      () => `/blog/pagina/${token()}`,
      () => `/blog/categoria/${CATEGORY}/pagina/${number()}`,
      () => `/blog/categoria/${token()}/pagina/${number()}`,
      // Page 1 moves for good to the category's page, whatever the slug.
      () => `/blog/categoria/${token()}/pagina/1`,
      () => `/blog/${token()}`,
      () => `/blog?categoria=${token()}`,
      () => `/sitemap/${number()}.xml`,
    ]
    const before = routeCache()
    const flooded: string[] = []
    for (let n = 0; n < 300; n++) {
      const address = kinds[n % kinds.length]!()
      flooded.push(address.replace('/blog?categoria=', '/blog/aba/'))
      expect([307, 308, 404], address).toContain((await fromNext(address)).status)
    }
    const after = routeCache()
    // Before the fix: +1,890 files and ~30 MB. One entry's worth of slack (a route's shell
    // stored once would be bounded too); 300 stored renders cannot fit in it.
    expect(after.files - before.files).toBeLessThanOrEqual(7)
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(256 * 1024)
    const stored = new Set(after.paths.map((file) => file.replace(/\.(html|meta|rsc|body)$/, '')))
    expect(flooded.filter((address) => stored.has(address))).toEqual([])

    const again = `/blog/post/${token()}`
    expect(await fromNext(again)).toEqual({ status: 307, cache: 'MISS' })
    expect(await fromNext(again)).toEqual({ status: 307, cache: 'HIT' })
    expect(routeCache().paths.filter((file) => file.startsWith(again))).toEqual([])
  }, 120_000)
})
