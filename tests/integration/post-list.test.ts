import { randomUUID } from 'node:crypto'
import type { KyselyPlugin } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { normalizeSearchText } from '@/lib/text'
import type { Database } from '@/server/db'
import type { Kysely } from 'kysely'
import { fetchPostsWithRelations } from '@/server/posts/post-list'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/** Counts the statements sent, to prove the list is a fixed number of round trips. */
function countingDb(db: Kysely<Database>) {
  const counter = { queries: 0 }
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries++
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  return { db: db.withPlugin(plugin), counter }
}

describe.each(TEST_DIALECTS)('post list on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const categoryId = randomUUID()

  async function addPost(
    title: string,
    options: {
      tags?: string[]
      status?: 'draft' | 'published'
      featured?: boolean
      createdAt?: Date
    } = {},
  ) {
    const id = randomUUID()
    await handle()
      .db.insertInto('blog_posts')
      .values({
        id,
        title,
        search_title: normalizeSearchText(title),
        slug: `${normalizeSearchText(title).replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 8)}`,
        content: '<p>conteúdo</p>',
        reading_time: 1,
        category_id: categoryId,
        status: options.status ?? 'published',
        featured: options.featured ?? false,
        created_at: options.createdAt,
      })
      .execute()
    if (options.tags?.length) {
      await handle()
        .db.insertInto('blog_tags')
        .values(options.tags.map((tag) => ({ post_id: id, tag })))
        .execute()
    }
    return id
  }

  beforeAll(async () => {
    await handle()
      .db.insertInto('blog_categories')
      .values({ id: categoryId, name: 'Mídia Paga', slug: 'midia-paga' })
      .execute()
    for (let i = 0; i < 30; i++) {
      await addPost(`Post número ${i}`, {
        tags: [`tag-${i}`, 'comum'],
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })
    }
  })

  it('loads posts with category and tags in two queries whatever the length', async () => {
    const small = countingDb(handle().db)
    const three = await fetchPostsWithRelations(small.db, { limit: 3 })
    const large = countingDb(handle().db)
    const thirty = await fetchPostsWithRelations(large.db, { limit: 30 })
    expect(three).toHaveLength(3)
    expect(thirty).toHaveLength(30)
    expect(small.counter.queries).toBe(2)
    expect(large.counter.queries).toBe(2)
    expect(thirty[0]?.title).toBe('Post número 29')
    expect(thirty[0]?.category).toEqual({ id: categoryId, name: 'Mídia Paga', slug: 'midia-paga' })
    expect(thirty[0]?.tags).toEqual(['comum', 'tag-29'])
  })

  it('filters by status, featured and category', async () => {
    const draftId = await addPost('Rascunho secreto', { status: 'draft' })
    const featuredId = await addPost('Destaque da semana', { featured: true })
    const drafts = await fetchPostsWithRelations(handle().db, { status: 'draft' })
    expect(drafts.map((p) => p.id)).toEqual([draftId])
    const featured = await fetchPostsWithRelations(handle().db, { featured: true })
    expect(featured.map((p) => p.id)).toEqual([featuredId])
    expect(await fetchPostsWithRelations(handle().db, { categoryId: randomUUID() })).toEqual([])
  })

  it('finds accented titles without accents and matches wildcards literally', async () => {
    const accented = await addPost('Ação de Mídia 100% eficaz')
    await addPost('Outro post_com sublinhado')
    const byPlain = await fetchPostsWithRelations(handle().db, { search: 'acao de midia' })
    expect(byPlain.map((p) => p.id)).toEqual([accented])
    const byPercent = await fetchPostsWithRelations(handle().db, { search: '100%' })
    expect(byPercent.map((p) => p.id)).toEqual([accented])
    expect(await fetchPostsWithRelations(handle().db, { search: '%' })).toHaveLength(1)
    expect(await fetchPostsWithRelations(handle().db, { search: 'post_com' })).toHaveLength(1)
    expect(await fetchPostsWithRelations(handle().db, { search: 'post_' })).toHaveLength(1)
    expect(await fetchPostsWithRelations(handle().db, { search: '\\' })).toEqual([])
  })
})
