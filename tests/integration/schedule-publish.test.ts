import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cacheTags } from '@/next-adapter/cache-tags.mjs'
import { blogTags } from '@/server/blog/cache-tags'
import { findSlugRedirect } from '@/server/blog/public-posts'
import { tagExpirationSource } from '@/server/cache/tag-expirations'
import { readWorkingCopy, writeWorkingCopy } from '@/server/posts/working-copy'
import { publishDueSchedule } from '@/server/schedule/publish-due'
import { startScheduler } from '@/server/schedule/scheduler'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { addCategory, readTags } from './posts-support'
import { auditOf, insertPost, MINUTE, readRow, revisionsOf } from './schedule-support'

vi.mock('next/cache', () => ({
  revalidateTag: () => {
    throw new Error('revalidateTag needs a request; the scheduler runs outside one')
  },
}))

const MICRO_CACHE = Symbol.for('midiaplan.microCache')
const purge = vi.fn()

describe.each(TEST_DIALECTS)('publishing by schedule on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let categoryId = ''

  beforeAll(async () => {
    categoryId = await addCategory(handle(), `Agenda ${dialect}`, `agenda-${dialect}`)
    await cacheTags().attach(
      tagExpirationSource(() => handle().db),
      { poll: false },
    )
    Reflect.set(globalThis, MICRO_CACHE, { purge })
  })
  afterAll(() => {
    cacheTags().detach()
    Reflect.deleteProperty(globalThis, MICRO_CACHE)
  })
  afterEach(() => purge.mockClear())

  /** Tags whose expiration the database holds since `since` (what every process will see). */
  async function expiredSince(since: number): Promise<string[]> {
    const rows = await handle()
      .db.selectFrom('cache_tag_expirations')
      .select(['tag', 'expired_ms'])
      .execute()
    return rows
      .filter((row) => Number(row.expired_ms) >= since)
      .map((row) => row.tag)
      .sort()
  }

  /**
   * Starts the scheduler as the server does and waits until `done` holds. The next tick is an
   * hour away: only the sweep made at start can have published.
   */
  async function runScheduler(done: () => Promise<boolean>) {
    const stop = startScheduler({ intervalMs: 60 * MINUTE })
    try {
      await vi.waitFor(async () => expect(await done()).toBe(true), { timeout: 10_000 })
    } finally {
      stop()
    }
  }

  it('a due draft goes public with a revision and an audit entry without actor, caches expired', async () => {
    const since = Date.now()
    const dueAt = new Date(Date.now() - MINUTE)
    const post = await insertPost(handle(), {
      status: 'draft',
      scheduledAt: dueAt,
      categoryId,
      tags: ['agenda'],
    })
    await runScheduler(async () => (await readRow(handle(), post.id)).status === 'published')

    const row = await readRow(handle(), post.id)
    expect(row).toMatchObject({ status: 'published', scheduled_at: null, version: 2 })
    expect(row.published_at!.getTime()).toBeGreaterThanOrEqual(since)
    const revisions = await revisionsOf(handle(), post.id)
    expect(revisions).toHaveLength(1)
    expect(revisions[0]).toMatchObject({
      kind: 'scheduled_publish',
      status: 'published',
      actor_id: null,
      actor_name: null,
    })
    expect(revisions[0]!.scheduled_at?.getTime()).toBe(dueAt.getTime())
    const audit = await auditOf(handle(), post.id)
    expect(audit.map((e) => [e.action, e.actor_id, e.actor_email])).toEqual([
      ['post.scheduled_published', null, null],
    ])
    expect(JSON.parse(audit[0]!.details ?? '{}')).toMatchObject({
      slug: post.slug,
      scheduledAt: dueAt.toISOString(),
      update: false,
      changes: { status: ['draft', 'published'] },
    })
    // What a manual publish of it expires: its page, the lists (sitemap, feed), its category
    // and the counts; written where every process's cache handlers look, micro-cache emptied.
    expect(await expiredSince(since)).toEqual(
      [
        blogTags.post(post.slug),
        blogTags.postLists,
        blogTags.categories,
        blogTags.category(`agenda-${dialect}`),
      ].sort(),
    )
    expect(cacheTags().isExpired([blogTags.postLists], since - 1)).toBe(true)
    expect(purge).toHaveBeenCalled()
  })

  it('a due scheduled update replaces the public version and leaves no working copy', async () => {
    const post = await insertPost(handle(), { status: 'published', tags: ['antiga'] })
    const before = await readRow(handle(), post.id)
    const dueAt = new Date(Date.now() - MINUTE)
    const doc = {
      title: 'Versão nova',
      slug: `${post.slug}-nova`,
      description: 'Resumo novo',
      content: '<p>Corpo novo.</p>',
      coverImage: null,
      categoryId,
      tags: ['nova', 'agenda'],
      featured: true,
    }
    await writeWorkingCopy(handle().db, post.id, doc, { actorId: null, scheduledAt: dueAt })
    const since = Date.now()
    await runScheduler(async () => (await readWorkingCopy(handle().db, post.id)) === null)

    const row = await readRow(handle(), post.id)
    expect(row).toMatchObject({
      title: 'Versão nova',
      slug: doc.slug,
      description: 'Resumo novo',
      content: '<p>Corpo novo.</p>',
      category_id: categoryId,
      featured: true,
      status: 'published',
      version: 2,
    })
    expect(row.published_at?.getTime()).toBe(before.published_at?.getTime())
    expect(await readTags(handle(), post.id)).toEqual(['agenda', 'nova'])
    expect(await findSlugRedirect(handle().db, post.slug)).toBe(doc.slug)
    expect((await revisionsOf(handle(), post.id)).map((r) => [r.kind, r.actor_id])).toEqual([
      ['scheduled_publish', null],
    ])
    const audit = await auditOf(handle(), post.id)
    expect(audit.map((e) => e.action)).toEqual(['post.scheduled_published'])
    expect(JSON.parse(audit[0]!.details ?? '{}')).toMatchObject({ update: true })
    const expired = await expiredSince(since)
    expect(expired).toEqual(expect.arrayContaining([post.slug, doc.slug].map(blogTags.post)))
    expect(expired).toContain(blogTags.postLists)
  })

  it('publishes at start what came due while the server was down, and nothing early', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * MINUTE)
    const missed = [
      await insertPost(handle(), { status: 'draft', scheduledAt: hoursAgo(6) }),
      await insertPost(handle(), { status: 'draft', scheduledAt: hoursAgo(30) }),
    ]
    const updated = await insertPost(handle(), { status: 'published' })
    const row = await readRow(handle(), updated.id)
    await writeWorkingCopy(
      handle().db,
      updated.id,
      { ...row, title: 'Atualizado', coverImage: null, categoryId: null, tags: [] },
      { actorId: null, scheduledAt: hoursAgo(2) },
    )
    const later = await insertPost(handle(), {
      status: 'draft',
      scheduledAt: new Date(Date.now() + 60 * MINUTE),
    })

    await runScheduler(async () => {
      const statuses = await Promise.all(
        missed.map(async (p) => (await readRow(handle(), p.id)).status),
      )
      const title = (await readRow(handle(), updated.id)).title
      return statuses.every((s) => s === 'published') && title === 'Atualizado'
    })
    expect(await readRow(handle(), later.id)).toMatchObject({ status: 'draft', version: 1 })
    expect((await readRow(handle(), later.id)).scheduled_at).not.toBeNull()
    expect(await revisionsOf(handle(), later.id)).toEqual([])
  })

  it('loses the claim, writing nothing, when the schedule moved or went away meanwhile', async () => {
    const dueAt = new Date(Date.now() - MINUTE)
    const post = await insertPost(handle(), {
      status: 'draft',
      scheduledAt: new Date(Date.now() + 60 * MINUTE),
    })
    expect(await publishDueSchedule(handle().db, { postId: post.id, kind: 'publish', dueAt })).toBe(
      null,
    )
    const published = await insertPost(handle(), { status: 'published' })
    expect(
      await publishDueSchedule(handle().db, { postId: published.id, kind: 'update', dueAt }),
    ).toBe(null)
    for (const id of [post.id, published.id]) {
      expect((await readRow(handle(), id)).version).toBe(1)
      expect(await auditOf(handle(), id)).toEqual([])
    }
  })
})
