import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { PostStatus } from '@/server/db/types'
import { signedInPages, texts } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { expireSiteCaches, openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await database.destroy()
})

interface PostSeed {
  title: string
  status: PostStatus
  createdAt: string
  categoryId: string | null
}

/**
 * Runs a check with exactly these posts in the database, then puts back what was there
 * (other files may rely on seeded articles).
 */
async function withOnlyPosts(posts: PostSeed[], check: (ids: string[]) => Promise<void>) {
  const savedPosts = await db.selectFrom('blog_posts').selectAll().execute()
  const savedTags = await db.selectFrom('blog_tags').selectAll().execute()
  // The old slugs' rules go with their posts (ON DELETE CASCADE): kept to be put back.
  const savedRedirects = await db
    .selectFrom('redirects')
    .selectAll()
    .where('post_id', 'is not', null)
    .execute()
  await db.deleteFrom('blog_posts').execute()
  try {
    const ids: string[] = []
    for (const post of posts) {
      const id = randomUUID()
      ids.push(id)
      await db
        .insertInto('blog_posts')
        .values({
          id,
          title: post.title,
          search_title: post.title.toLowerCase(),
          slug: `e2e-${id}`,
          content: '<p>Conteúdo de teste.</p>',
          reading_time: 1,
          status: post.status,
          category_id: post.categoryId,
          created_at: new Date(post.createdAt),
        })
        .execute()
    }
    await check(ids)
  } finally {
    await db.deleteFrom('blog_posts').execute()
    if (savedPosts.length) await db.insertInto('blog_posts').values(savedPosts).execute()
    if (savedTags.length) await db.insertInto('blog_tags').values(savedTags).execute()
    if (savedRedirects.length) await db.insertInto('redirects').values(savedRedirects).execute()
    // A public page rendered meanwhile (the dashboard prefetches "Ver blog") showed these posts.
    await expireSiteCaches(db)
  }
}

describe('dashboard', () => {
  it('shows zero counts and "Nenhum post ainda" with no posts', async () => {
    const page = await openAs(E2E_ADMIN)
    await withOnlyPosts([], async () => {
      await page.goto('/admin')
      await page.locator('[data-recent-empty]').waitFor()
      expect(await page.locator('[data-recent-empty]').textContent()).toContain('Nenhum post ainda')
      for (const key of ['total', 'published', 'drafts'])
        expect(await page.locator(`[data-stat="${key}"] dd`).textContent()).toBe('0')
    })
  })

  it('counts posts and lists the five newest with category, date, status and edit link', async () => {
    const category = await db
      .selectFrom('blog_categories')
      .select(['id', 'name'])
      .orderBy('name')
      .executeTakeFirstOrThrow()
    const posts: PostSeed[] = [
      {
        title: 'Mais antigo',
        status: 'published',
        createdAt: '2025-01-10T15:00:00Z',
        categoryId: null,
      },
      { title: 'Segundo', status: 'draft', createdAt: '2025-02-01T15:00:00Z', categoryId: null },
      {
        title: 'Terceiro',
        status: 'archived',
        createdAt: '2025-02-20T15:00:00Z',
        categoryId: category.id,
      },
      { title: 'Quarto', status: 'draft', createdAt: '2025-03-01T15:00:00Z', categoryId: null },
      // 01:30 UTC on the 6th is 22:30 on the 5th in São Paulo.
      {
        title: 'Quinto',
        status: 'published',
        createdAt: '2025-03-06T01:30:00Z',
        categoryId: category.id,
      },
      { title: 'Sexto', status: 'draft', createdAt: '2025-04-12T15:00:00Z', categoryId: null },
      {
        title: 'Mais novo',
        status: 'published',
        createdAt: '2025-05-30T15:00:00Z',
        categoryId: category.id,
      },
    ]
    const page = await openAs(E2E_ADMIN)
    await withOnlyPosts(posts, async (ids) => {
      await page.goto('/admin')
      await page.locator('[data-recent-posts]').waitFor()
      expect(await page.locator('[data-stat="total"] dd').textContent()).toBe('7')
      expect(await page.locator('[data-stat="published"] dd').textContent()).toBe('3')
      expect(await page.locator('[data-stat="drafts"] dd').textContent()).toBe('3')
      expect(await page.locator('[data-stat="total"] dt').textContent()).toBe('Total de Posts')

      const items = page.locator('[data-recent-posts] > li')
      expect(await texts(items.locator('[data-post-title]'))).toEqual([
        'Mais novo',
        'Sexto',
        'Quinto',
        'Quarto',
        'Terceiro',
      ])
      expect(await texts(items.locator('[data-post-date]'))).toEqual([
        '30 de maio, 2025',
        '12 de abril, 2025',
        '5 de março, 2025',
        '1 de março, 2025',
        '20 de fevereiro, 2025',
      ])
      expect(await texts(items.locator('[data-post-category]'))).toEqual([
        category.name,
        '-',
        category.name,
        '-',
        category.name,
      ])
      expect(await texts(items.locator('[data-status]'))).toEqual([
        'Publicado',
        'Rascunho',
        'Publicado',
        'Rascunho',
        'Arquivado',
      ])
      const editLinks = await items
        .locator('a', { hasText: 'Editar' })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(editLinks).toEqual([6, 5, 4, 3, 2].map((i) => `/admin/posts/${ids[i]}/edit`))
    })
    const blog = page.locator('main a', { hasText: 'Ver Blog Público' })
    expect(await blog.getAttribute('href')).toBe('/blog')
    const newPost = page.locator('main a', { hasText: 'Novo Post' }).first()
    expect(await newPost.getAttribute('href')).toBe('/admin/posts/new')
  })
})
