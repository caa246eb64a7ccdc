import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetPostIds, POST_ID_TTL_MS, publishedPostIds } from '@/server/analytics/post-ids'
import type { PostSnapshot } from '@/server/blog/cache-tags'
import { invalidatePostChangeOutsideRequest } from '@/server/blog/invalidate'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { insertPost } from './schedule-support'

/*
 * The analytics writer remembers which slug is which published post, and forgets it the moment
 * the article's cache tag changes, as its page does.
 */
describe.each(TEST_DIALECTS)('published posts by slug for analytics on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const snapshot = (slug: string, status: PostSnapshot['status']): PostSnapshot => ({
    slug,
    status,
    categorySlug: null,
    listing: 'x',
  })

  beforeEach(() => forgetPostIds())

  it('keeps a looked-up post until its tag changes, then sees the database again', async () => {
    const post = await insertPost(handle(), { status: 'published' })
    const db = handle().db
    expect(await publishedPostIds(db, [post.slug, 'nao-existe'])).toEqual(
      new Map([[post.slug, post.id]]),
    )
    // Changed in the database without telling anyone: still the remembered answer.
    await db.updateTable('blog_posts').set({ status: 'draft' }).where('id', '=', post.id).execute()
    expect((await publishedPostIds(db, [post.slug])).get(post.slug)).toBe(post.id)
    // Unpublished through the CMS's invalidation: forgotten at once.
    await invalidatePostChangeOutsideRequest(
      snapshot(post.slug, 'published'),
      snapshot(post.slug, 'draft'),
    )
    expect(await publishedPostIds(db, [post.slug])).toEqual(new Map())
  })

  it('finds the new post when a slug is deleted and used again', async () => {
    const first = await insertPost(handle(), { status: 'published' })
    const db = handle().db
    expect((await publishedPostIds(db, [first.slug])).get(first.slug)).toBe(first.id)
    await db.deleteFrom('blog_posts').where('id', '=', first.id).execute()
    await invalidatePostChangeOutsideRequest(snapshot(first.slug, 'published'), null)
    const second = await insertPost(handle(), { status: 'published' })
    await db
      .updateTable('blog_posts')
      .set({ slug: first.slug })
      .where('id', '=', second.id)
      .execute()
    expect((await publishedPostIds(db, [first.slug])).get(first.slug)).toBe(second.id)
  })

  it('never remembers a slug that is no published post, and forgets any after the TTL', async () => {
    const draft = await insertPost(handle(), { status: 'draft' })
    const db = handle().db
    const now = Date.now()
    expect(await publishedPostIds(db, [draft.slug], now)).toEqual(new Map())
    await db
      .updateTable('blog_posts')
      .set({ status: 'published' })
      .where('id', '=', draft.id)
      .execute()
    expect((await publishedPostIds(db, [draft.slug], now)).get(draft.slug)).toBe(draft.id)
    await db
      .updateTable('blog_posts')
      .set({ status: 'archived' })
      .where('id', '=', draft.id)
      .execute()
    expect((await publishedPostIds(db, [draft.slug], now + 1_000)).get(draft.slug)).toBe(draft.id)
    expect(await publishedPostIds(db, [draft.slug], now + POST_ID_TTL_MS)).toEqual(new Map())
  })

  it('finds posts by slug from an index alone, without reading their rows', async () => {
    const db = handle().db
    if (dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan
        select id, slug from blog_posts where status = 'published' and slug in ('a', 'b')`.execute(
        db,
      )
      expect(plan.rows.map((row) => row.detail).join(' ')).toContain(
        'COVERING INDEX blog_posts_slug_status_id_idx',
      )
    } else {
      const indexes = await sql<{ indexdef: string }>`select indexdef from pg_indexes
        where indexname = 'blog_posts_slug_status_id_idx'`.execute(db)
      expect(indexes.rows[0]?.indexdef).toContain('(slug, status, id)')
    }
  })

  it('looks up more slugs than one IN list holds', async () => {
    const posts = await Promise.all(
      Array.from({ length: 3 }, () => insertPost(handle(), { status: 'published' })),
    )
    const slugs = [
      ...Array.from({ length: 700 }, (_, n) => `falta-${n}`),
      ...posts.map((p) => p.slug),
    ]
    const found = await publishedPostIds(handle().db, slugs)
    expect(found).toEqual(new Map(posts.map((post) => [post.slug, post.id])))
  })
})
