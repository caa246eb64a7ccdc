import { randomUUID } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOrPromoteUser } from '@/server/auth/users'
import { blogTags } from '@/server/blog/cache-tags'
import { getCachedPost } from '@/server/blog/queries'
import { createCategoryAction, deleteCategoryAction } from '@/server/categories/actions'
import { listCategories } from '@/server/categories/queries'
import type { PostStatus } from '@/server/db/types'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { signInCookie } from '../support/auth-requests'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
const cache = vi.hoisted(() => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }))
vi.mock('next/cache', () => cache)

describe.each(TEST_DIALECTS)('deleting a category on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let categoryId = ''
  const postIds: Record<PostStatus, string> = { published: '', draft: '', archived: '' }

  beforeAll(async () => {
    const email = `editor-apagar-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: 'Senha@Apagar2026', role: 'editor' })
    request.cookie = await signInCookie(email, 'Senha@Apagar2026', '10.7.1.1')
    const created = await createCategoryAction({ name: 'Efêmera', slug: 'efemera' })
    if (!created.ok) throw new Error(created.error)
    categoryId = created.data.id
    for (const status of ['published', 'draft', 'archived'] as const) {
      postIds[status] = randomUUID()
      await handle()
        .db.insertInto('blog_posts')
        .values({
          id: postIds[status],
          title: `Post ${status}`,
          search_title: `post ${status}`,
          slug: `post-efemero-${status}`,
          content: '<p>Corpo</p>',
          reading_time: 1,
          status,
          category_id: categoryId,
          published_at: status === 'published' ? new Date() : null,
        })
        .execute()
    }
  })

  beforeEach(() => {
    for (const spy of Object.values(cache)) spy.mockClear()
  })

  it('warns how many posts of any status will lose the category', async () => {
    const category = (await listCategories()).find((c) => c.id === categoryId)
    expect(category?.postCount).toBe(3)
  })

  it("the article page is cached under its category's tag, which a delete expires", async () => {
    const post = await getCachedPost('post-efemero-published')
    expect(post?.category?.slug).toBe('efemera')
    const pageTags = cache.cacheTag.mock.calls.flat().map(String)
    expect(pageTags).toContain(blogTags.post('post-efemero-published'))
    expect(pageTags).toContain(blogTags.category('efemera'))
  })

  it('keeps the posts, without a category, and expires the pages that showed it', async () => {
    const result = await deleteCategoryAction({ id: categoryId })
    expect(result).toEqual({ ok: true, data: { id: categoryId, postsUncategorized: 3 } })
    const expired = cache.revalidateTag.mock.calls.map(([tag]) => String(tag)).sort()
    expect(expired).toEqual(
      [blogTags.categories, blogTags.postLists, blogTags.category('efemera')].sort(),
    )

    const posts = await handle()
      .db.selectFrom('blog_posts')
      .select(['id', 'category_id', 'status'])
      .where('id', 'in', Object.values(postIds))
      .execute()
    expect(posts).toHaveLength(3)
    expect(posts.every((post) => post.category_id === null)).toBe(true)
    expect((await listCategories()).some((c) => c.id === categoryId)).toBe(false)

    const page = await getCachedPost('post-efemero-published')
    expect(page).not.toBeNull()
    expect(page?.category).toBeNull()
  })

  it('a second delete of the same category is refused and expires nothing', async () => {
    const result = await deleteCategoryAction({ id: categoryId })
    expect(result.ok).toBe(false)
    expect(cache.revalidateTag).not.toHaveBeenCalled()
  })
})
