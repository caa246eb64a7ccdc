import { afterAll, describe, expect, inject, it } from 'vitest'
import { COLLECTOR_SCRIPT } from '@/lib/analytics/collector-script'
import { openServerDatabase } from './support/database'

/*
 * Counting never touches the page caches: an article served from the micro-cache is still
 * served from it after events about it were counted, and the event endpoint itself is never
 * cached. Over plain HTTP against the production server.
 */

const baseURL = inject('baseURL')
const database = openServerDatabase()
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

afterAll(() => database.destroy())

async function article(slug: string) {
  const response = await fetch(`${baseURL}/blog/post/${slug}`, {
    headers: { 'user-agent': CHROME },
  })
  return {
    status: response.status,
    cache: response.headers.get('x-micro-cache'),
    nextCache: response.headers.get('x-nextjs-cache'),
    html: await response.text(),
  }
}

function sendView(path: string, address: string) {
  return fetch(`${baseURL}/api/events`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: baseURL,
      'user-agent': CHROME,
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ t: 'v', p: path, r: 'https://www.google.com/', q: '' }),
  })
}

describe('analytics and the page caches', () => {
  it('keeps an article a micro-cache hit while its views are counted', async () => {
    const post = await database.db
      .selectFrom('blog_posts')
      .select(['id', 'slug'])
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .executeTakeFirstOrThrow()
    const first = await article(post.slug)
    expect(first.status).toBe(200)
    // The script is inline in the cached HTML: no extra request, nothing per visitor.
    expect(first.html).toContain(COLLECTOR_SCRIPT.slice(0, 60))
    const warm = await article(post.slug)
    expect(warm.cache).toBe('HIT')

    const countBefore = await stored(post.id)
    for (let index = 0; index < 5; index++) {
      const answer = await sendView(`/blog/post/${post.slug}`, `198.51.100.${index + 10}`)
      expect(answer.status).toBe(202)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('x-micro-cache')).toBeNull()
    }
    await expect.poll(() => stored(post.id), { timeout: 10_000 }).toBe(countBefore + 5)

    // Within the micro-cache's 5 s it answers; past them Next's route cache must still answer
    // without a new render (a purge would make it STALE or MISS).
    const after = await article(post.slug)
    expect(after.cache === 'HIT' || after.nextCache === 'HIT').toBe(true)
    expect(after.html).toBe(warm.html)
  })
})

async function stored(postId: string): Promise<number> {
  const row = await database.db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('post_id', '=', postId)
    .where('kind', '=', 'view')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
