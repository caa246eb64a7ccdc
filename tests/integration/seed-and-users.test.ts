import { describe, expect, it } from 'vitest'
import { createOrPromoteUser, generatePassword, UserInputError } from '@/server/auth/users'
import { getUserRole } from '@/server/auth/roles'
import { seedDatabase, DEFAULT_ADMIN_EMAIL } from '@/server/seed'
import { SEED_CATEGORIES } from '@/server/seed/categories'
import { SEED_ARTICLES } from '@/server/seed/articles'
import { sanitizePostHtml } from '@/server/content/sanitize'
import { passwordSchema } from '@/lib/validations/auth'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { signInCookie } from '../support/auth-requests'

describe('generatePassword', () => {
  it('always satisfies the password policy', () => {
    for (let i = 0; i < 200; i++)
      expect(passwordSchema.safeParse(generatePassword()).success).toBe(true)
  })
})

describe.each(TEST_DIALECTS)('seed on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('creates the six categories and a working admin once, then changes nothing', async () => {
    const first = await seedDatabase({})
    expect(first.categoriesCreated).toBe(6)
    expect(first.admin?.email).toBe(DEFAULT_ADMIN_EMAIL)
    const password = first.admin?.password
    expect(password && passwordSchema.safeParse(password).success).toBe(true)

    const categories = await handle()
      .db.selectFrom('blog_categories')
      .select(['slug', 'name', 'description'])
      .orderBy('slug')
      .execute()
    expect(categories.map((c) => c.slug)).toEqual(SEED_CATEGORIES.map((c) => c.slug).sort())
    expect(categories.every((c) => (c.description ?? '').length > 20)).toBe(true)

    // The printed login works.
    const cookie = await signInCookie(DEFAULT_ADMIN_EMAIL, password ?? '', '10.1.1.1')
    expect(cookie).toContain('session_token')

    // A deleted category stays deleted and no second admin appears.
    await handle().db.deleteFrom('blog_categories').where('slug', '=', 'cases').execute()
    const second = await seedDatabase({})
    expect(second).toEqual({ categoriesCreated: 0, articlesCreated: 0, admin: null })
    const after = await handle().db.selectFrom('blog_categories').select('slug').execute()
    expect(after).toHaveLength(5)
    const users = await handle().db.selectFrom('user').select('email').execute()
    expect(users).toHaveLength(1)
  })

  it('publishes the seven launch articles once, sanitized, with tags, covers and reading times', async () => {
    const posts = await handle()
      .db.selectFrom('blog_posts as p')
      .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
      .select([
        'p.id',
        'p.slug',
        'p.status',
        'p.featured',
        'p.reading_time',
        'p.cover_image',
        'p.published_at',
        'p.content',
        'c.slug as category',
      ])
      .execute()
    expect(posts).toHaveLength(SEED_ARTICLES.length)
    for (const post of posts) {
      const source = SEED_ARTICLES.find((a) => a.slug === post.slug)
      expect(source).toBeDefined()
      expect(post.status).toBe('published')
      expect(post.category).toBe(source?.categorySlug)
      expect(post.featured).toBe(source?.featured)
      expect(post.reading_time).toBeGreaterThanOrEqual(14)
      expect(post.reading_time).toBeLessThanOrEqual(18)
      expect(post.cover_image).toBe(`/blog/covers/${post.slug}.webp`)
      expect(post.published_at?.toISOString().slice(0, 10)).toBe(source?.publishedAt)
      expect(post.content).toBe(sanitizePostHtml(post.content))
      const tags = await handle()
        .db.selectFrom('blog_tags')
        .select('tag')
        .where('post_id', '=', post.id)
        .execute()
      expect(tags.map((t) => t.tag).sort()).toEqual([...new Set(source?.tags)].sort())
    }
    expect(posts.filter((p) => p.featured)).toHaveLength(3)
  })

  it('creates or promotes accounts and replaces a password, ending old sessions', async () => {
    const email = `cli-${dialect}@exemplo.com.br`
    const created = await createOrPromoteUser({
      email,
      password: 'Senha@Forte2026',
      role: 'editor',
    })
    expect(created.created).toBe(true)
    expect(await getUserRole(handle().db, created.userId)).toBe('editor')
    await signInCookie(email, 'Senha@Forte2026', '10.1.1.2')

    const promoted = await createOrPromoteUser({ email: email.toUpperCase(), role: 'admin' })
    expect(promoted).toEqual({ userId: created.userId, created: false, passwordChanged: false })
    expect(await getUserRole(handle().db, created.userId)).toBe('admin')

    await createOrPromoteUser({ email, password: 'Nova@Senha2027', role: 'admin' })
    const sessions = await handle()
      .db.selectFrom('session')
      .select('id')
      .where('userId', '=', created.userId)
      .execute()
    expect(sessions).toEqual([])
    await expect(signInCookie(email, 'Senha@Forte2026', '10.1.1.3')).rejects.toThrow(/401/)
    expect(await signInCookie(email, 'Nova@Senha2027', '10.1.1.4')).toContain('session_token')

    await createOrPromoteUser({ email, role: null })
    expect(await getUserRole(handle().db, created.userId)).toBeNull()
  })

  it('refuses a weak password and a new account without one', async () => {
    await expect(
      createOrPromoteUser({ email: 'x@exemplo.com.br', password: 'fraca', role: 'editor' }),
    ).rejects.toThrow(UserInputError)
    await expect(
      createOrPromoteUser({ email: 'y@exemplo.com.br', role: 'editor' }),
    ).rejects.toThrow(/--password/)
    const users = await handle()
      .db.selectFrom('user')
      .select('email')
      .where('email', 'in', ['x@exemplo.com.br', 'y@exemplo.com.br'])
      .execute()
    expect(users).toEqual([])
  })
})
