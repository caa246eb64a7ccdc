import { beforeAll, describe, expect, it, vi } from 'vitest'
import { blogTags } from '@/server/blog/cache-tags'
import { invalidatePostChange } from '@/server/blog/invalidate'
import { readPostSnapshot } from '@/server/blog/snapshots'
import { seedDatabase } from '@/server/seed'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

describe.each(TEST_DIALECTS)('invalidation through the data layer on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let postId = ''
  const slug = 'planejamento-de-midia-guia-definitivo'

  beforeAll(async () => {
    await seedDatabase({})
    postId = (
      await handle()
        .db.selectFrom('blog_posts')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id
  })

  /** Does what a CMS action does: snapshot, write, snapshot, invalidate; returns the tags expired. */
  async function edit(write: () => Promise<unknown>): Promise<string[]> {
    revalidateTag.mockClear()
    const before = await readPostSnapshot(handle().db, postId)
    await write()
    const after = await readPostSnapshot(handle().db, postId)
    invalidatePostChange(before, after)
    return revalidateTag.mock.calls.map(([tag]) => String(tag)).sort()
  }

  it('a body edit expires only the article page and the sitemap (its lastmod)', async () => {
    const tags = await edit(() =>
      handle()
        .db.updateTable('blog_posts')
        .set({ content: '<p>novo corpo</p>' })
        .where('id', '=', postId)
        .execute(),
    )
    expect(tags).toEqual([blogTags.post(slug), blogTags.sitemap].sort())
  })

  it('a title or tag edit expires the lists that show the card', async () => {
    const expected = [
      blogTags.post(slug),
      blogTags.postLists,
      blogTags.category('planejamento'),
    ].sort()
    expect(
      await edit(() =>
        handle()
          .db.updateTable('blog_posts')
          .set({ title: 'Novo título' })
          .where('id', '=', postId)
          .execute(),
      ),
    ).toEqual(expected)
    expect(
      await edit(() =>
        handle().db.insertInto('blog_tags').values({ post_id: postId, tag: 'novidade' }).execute(),
      ),
    ).toEqual(expected)
  })

  it('archiving expires the counts too, and editing the archived post expires nothing', async () => {
    const archived = await edit(() =>
      handle()
        .db.updateTable('blog_posts')
        .set({ status: 'archived' })
        .where('id', '=', postId)
        .execute(),
    )
    expect(archived).toContain(blogTags.categories)
    expect(
      await edit(() =>
        handle()
          .db.updateTable('blog_posts')
          .set({ title: 'Outro' })
          .where('id', '=', postId)
          .execute(),
      ),
    ).toEqual([])
  })

  it('deleting a published post expires its page, the lists and the counts', async () => {
    await handle()
      .db.updateTable('blog_posts')
      .set({ status: 'published' })
      .where('id', '=', postId)
      .execute()
    const tags = await edit(() =>
      handle().db.deleteFrom('blog_posts').where('id', '=', postId).execute(),
    )
    expect(tags).toEqual(
      [
        blogTags.post(slug),
        blogTags.postLists,
        blogTags.category('planejamento'),
        blogTags.categories,
      ].sort(),
    )
  })
})
