import { randomUUID } from 'node:crypto'
import { getMigrations } from 'better-auth/db/migration'
import { describe, expect, it } from 'vitest'
import { getAuth } from '@/server/auth/auth'
import { migrateToLatest } from '@/server/db/migrate'
import { TEST_DIALECTS } from '../support/databases'
import { insertOldPostSlug } from '../support/old-slugs'
import { setupTestDatabase } from '../support/setup-database'

describe.each(TEST_DIALECTS)('schema on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  async function insertCategory(slug = `cat-${randomUUID()}`) {
    const id = randomUUID()
    await handle()
      .db.insertInto('blog_categories')
      .values({ id, name: 'Categoria', slug })
      .execute()
    return id
  }

  async function insertPost(
    values: { category_id?: string | null; slug?: string; status?: 'draft' } = {},
  ) {
    const id = randomUUID()
    await handle()
      .db.insertInto('blog_posts')
      .values({
        id,
        title: 'Título',
        search_title: 'titulo',
        slug: values.slug ?? `post-${id}`,
        content: '<p>x</p>',
        reading_time: 3,
        category_id: values.category_id ?? null,
        status: values.status,
      })
      .execute()
    return id
  }

  it('migrating again changes nothing', async () => {
    const result = await migrateToLatest(handle().raw)
    expect(result.results).toEqual([])
  })

  it('has every table and column Better Auth expects', async () => {
    const plan = await getMigrations(getAuth().options)
    expect(plan.toBeCreated.map((t) => t.table)).toEqual([])
    expect(plan.toBeAdded.map((t) => `${t.table}:${Object.keys(t.fields).join(',')}`)).toEqual([])
  })

  it('returns Date and boolean, never strings or 0/1', async () => {
    const id = await insertPost()
    const published = new Date('2025-03-05T12:34:56.789Z')
    await handle()
      .db.updateTable('blog_posts')
      .set({ featured: true, published_at: published })
      .where('id', '=', id)
      .execute()
    const row = await handle()
      .db.selectFrom('blog_posts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.featured).toBe(true)
    expect(row.published_at).toBeInstanceOf(Date)
    expect(row.published_at?.toISOString()).toBe(published.toISOString())
    expect(row.created_at).toBeInstanceOf(Date)
    expect(Math.abs(row.created_at.getTime() - Date.now())).toBeLessThan(60_000)
    expect(row.status).toBe('draft')
    expect(row.reading_time).toBe(3)

    const filtered = await handle()
      .db.selectFrom('blog_posts')
      .select('id')
      .where('featured', '=', true)
      .where('published_at', '<', new Date('2026-01-01T00:00:00Z'))
      .execute()
    expect(filtered.map((r) => r.id)).toEqual([id])
  })

  it('counts come back as numbers', async () => {
    const row = await handle()
      .db.selectFrom('blog_categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(typeof row.n).toBe('number')
  })

  it('refuses a status outside draft/published/archived', async () => {
    const id = await insertPost()
    await expect(
      handle()
        .db.updateTable('blog_posts')
        .set({ status: 'deleted' as 'draft' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow()
    const row = await handle()
      .db.selectFrom('blog_posts')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('draft')
  })

  it('keeps post and category slugs unique', async () => {
    await insertPost({ slug: 'mesmo-slug' })
    await expect(insertPost({ slug: 'mesmo-slug' })).rejects.toThrow()
    await insertCategory('mesma-categoria')
    await expect(insertCategory('mesma-categoria')).rejects.toThrow()
  })

  it('leaves posts without a category when their category is deleted', async () => {
    const categoryId = await insertCategory()
    const postId = await insertPost({ category_id: categoryId })
    await handle().db.deleteFrom('blog_categories').where('id', '=', categoryId).execute()
    const row = await handle()
      .db.selectFrom('blog_posts')
      .select('category_id')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow()
    expect(row.category_id).toBeNull()
  })

  it('keeps one row per tag per post and deletes tags and redirects with the post', async () => {
    const postId = await insertPost()
    await handle()
      .db.insertInto('blog_tags')
      .values([
        { post_id: postId, tag: 'ia' },
        { post_id: postId, tag: 'midia' },
      ])
      .execute()
    await expect(
      handle().db.insertInto('blog_tags').values({ post_id: postId, tag: 'ia' }).execute(),
    ).rejects.toThrow()
    await insertOldPostSlug(handle().db, postId, `old-${postId}`)
    await handle().db.deleteFrom('blog_posts').where('id', '=', postId).execute()
    const tags = await handle()
      .db.selectFrom('blog_tags')
      .select('tag')
      .where('post_id', '=', postId)
      .execute()
    const redirects = await handle()
      .db.selectFrom('redirects')
      .select('source_path')
      .where('post_id', '=', postId)
      .execute()
    expect(tags).toEqual([])
    expect(redirects).toEqual([])
  })

  it('accepts only the admin and editor roles', async () => {
    const userId = randomUUID()
    await handle()
      .db.insertInto('user')
      .values({ id: userId, name: 'u', email: `${userId}@exemplo.com.br` })
      .execute()
    await handle().db.insertInto('user_roles').values({ user_id: userId, role: 'editor' }).execute()
    await expect(
      handle()
        .db.insertInto('user_roles')
        .values({ user_id: userId, role: 'owner' as 'admin' })
        .execute(),
    ).rejects.toThrow()
    await handle().db.deleteFrom('user').where('id', '=', userId).execute()
    const roles = await handle()
      .db.selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', userId)
      .execute()
    expect(roles).toEqual([])
  })

  it('stores leads and consent records with their flags', async () => {
    const leadId = randomUUID()
    await handle()
      .db.insertInto('leads')
      .values({
        id: leadId,
        name: 'Ana',
        email: 'ana@empresa.com.br',
        phone: '11999999999',
        company: 'Empresa',
        consent_lgpd: true,
      })
      .execute()
    const lead = await handle()
      .db.selectFrom('leads')
      .selectAll()
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow()
    expect(lead.consent_lgpd).toBe(true)
    expect(lead.webhook_status).toBe('none')
    await handle()
      .db.insertInto('consent_records')
      .values({
        id: randomUUID(),
        anonymous_id: 'anon',
        analytics: false,
        marketing: true,
        policy_version: '1',
        action: 'custom',
      })
      .execute()
    const consent = await handle()
      .db.selectFrom('consent_records')
      .selectAll()
      .where('anonymous_id', '=', 'anon')
      .executeTakeFirstOrThrow()
    expect(consent).toMatchObject({ essential: true, analytics: false, marketing: true })
  })
})
