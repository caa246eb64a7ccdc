import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  findSlugRedirect,
  getPublishedPost,
  listCategoriesWithCounts,
  listPublishedPosts,
} from '@/server/blog/public-posts'
import { seedDatabase } from '@/server/seed'
import { TEST_DIALECTS } from '../support/databases'
import { insertOldPostSlug } from '../support/old-slugs'
import { setupTestDatabase } from '../support/setup-database'

describe.each(TEST_DIALECTS)('public blog reads on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let draftId = ''

  beforeAll(async () => {
    await seedDatabase({})
    const midia = await handle()
      .db.selectFrom('blog_categories')
      .select('id')
      .where('slug', '=', 'midia-paga')
      .executeTakeFirstOrThrow()
    draftId = randomUUID()
    for (const [id, slug, status] of [
      [draftId, 'rascunho-secreto', 'draft'],
      [randomUUID(), 'arquivado-antigo', 'archived'],
    ] as const) {
      await handle()
        .db.insertInto('blog_posts')
        .values({
          id,
          title: slug,
          search_title: slug,
          slug,
          content: '<p>x</p>',
          reading_time: 1,
          status,
          category_id: midia.id,
          published_at: new Date(),
        })
        .execute()
    }
  })

  it('lists only published posts, newest publication first', async () => {
    const posts = await listPublishedPosts(handle().db)
    expect(posts).toHaveLength(7)
    expect(posts.map((p) => p.slug)).not.toContain('rascunho-secreto')
    expect(posts.map((p) => p.slug)).not.toContain('arquivado-antigo')
    const dates = posts.map((p) => p.published_at?.getTime() ?? 0)
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(posts[0]?.slug).toBe('o-que-e-martech-2026')
  })

  it('filters by category and featured, and leaves the current post out of related posts', async () => {
    const stack = await listPublishedPosts(handle().db, { categorySlug: 'stack-martech' })
    expect(stack.map((p) => p.slug).sort()).toEqual([
      'stack-martech-ferramentas-2025',
      'stack-martech-ideal-2025',
    ])
    const related = await listPublishedPosts(handle().db, {
      categorySlug: 'stack-martech',
      excludeSlug: 'stack-martech-ideal-2025',
      limit: 3,
    })
    expect(related.map((p) => p.slug)).toEqual(['stack-martech-ferramentas-2025'])
    const featured = await listPublishedPosts(handle().db, { featured: true })
    expect(featured.map((p) => p.slug).sort()).toEqual(
      [
        'ia-em-midia-paga-guia-completo',
        'o-que-e-martech-2026',
        'planejamento-de-midia-guia-definitivo',
      ].sort(),
    )
  })

  it('finds a published post by slug with category and tags, never a draft', async () => {
    const post = await getPublishedPost(handle().db, 'planejamento-de-midia-guia-definitivo')
    expect(post?.category?.slug).toBe('planejamento')
    expect(post?.tags.length).toBeGreaterThanOrEqual(3)
    expect(await getPublishedPost(handle().db, 'rascunho-secreto')).toBeNull()
    expect(await getPublishedPost(handle().db, 'nao-existe')).toBeNull()
  })

  it('counts published posts per category, including empty ones', async () => {
    const categories = await listCategoriesWithCounts(handle().db)
    const counts = Object.fromEntries(categories.map((c) => [c.slug, c.postCount]))
    expect(counts).toEqual({
      cases: 0,
      'ia-midia-paga': 1,
      martech: 1,
      'midia-paga': 1,
      planejamento: 2,
      'stack-martech': 2,
    })
    expect(categories.map((c) => c.name)).toEqual(
      [...categories.map((c) => c.name)].sort((a, b) => a.localeCompare(b)),
    )
  })

  it('follows an old slug to a published post only', async () => {
    const post = await getPublishedPost(handle().db, 'o-que-e-martech-2026')
    await insertOldPostSlug(handle().db, post!.id, 'martech-2025')
    await insertOldPostSlug(handle().db, draftId, 'rascunho-antigo')
    expect(await findSlugRedirect(handle().db, 'martech-2025')).toBe('o-que-e-martech-2026')
    expect(await findSlugRedirect(handle().db, 'rascunho-antigo')).toBeNull()
    expect(await findSlugRedirect(handle().db, 'nunca-existiu')).toBeNull()
  })
})
