import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CATEGORY_NOT_FOUND_MESSAGE,
  CATEGORY_REQUIRED_MESSAGE,
  CATEGORY_SLUG_TAKEN_MESSAGE,
} from '@/lib/validations/categories'
import { ActionError } from '@/server/auth/errors'
import { createOrPromoteUser } from '@/server/auth/users'
import { blogTags } from '@/server/blog/cache-tags'
import {
  createCategoryAction,
  deleteCategoryAction,
  updateCategoryAction,
} from '@/server/categories/actions'
import { listCategories } from '@/server/categories/queries'
import { findCategorySlugRedirect } from '@/server/categories/slug-redirects'
import { guardSlugRace, isUniqueViolation } from '@/server/categories/store'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { signInCookie } from '../support/auth-requests'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

function expiredTags(): string[] {
  return revalidateTag.mock.calls.map(([tag]) => String(tag)).sort()
}

describe.each(TEST_DIALECTS)('category actions on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    const email = `editor-categorias-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: 'Senha@Categ2026', role: 'editor' })
    request.cookie = await signInCookie(email, 'Senha@Categ2026', '10.7.0.1')
  })

  beforeEach(() => revalidateTag.mockClear())

  async function categoryRows() {
    return handle().db.selectFrom('blog_categories').selectAll().orderBy('slug').execute()
  }

  async function create(name: string, slug: string, description?: string) {
    const result = await createCategoryAction({ name, slug, description })
    if (!result.ok) throw new Error(result.error)
    return result.data
  }

  it('creates a category, trims it, and expires the category tags at once', async () => {
    const result = await createCategoryAction({
      name: '  Mídia Programática ',
      slug: 'midia-programatica',
      description: '  Compra automatizada de mídia. ',
    })
    expect(result).toMatchObject({ ok: true, data: { name: 'Mídia Programática' } })
    const row = (await categoryRows()).find((r) => r.slug === 'midia-programatica')
    expect(row).toMatchObject({
      name: 'Mídia Programática',
      description: 'Compra automatizada de mídia.',
    })
    expect(row?.created_at).toBeInstanceOf(Date)
    expect(expiredTags()).toEqual(
      [blogTags.categories, blogTags.postLists, blogTags.category('midia-programatica')].sort(),
    )
    expect(revalidateTag.mock.calls.every(([, profile]) => profile?.expire === 0)).toBe(true)
  })

  it('stores an empty description as null', async () => {
    await create('Sem descrição', 'sem-descricao', '   ')
    const row = (await categoryRows()).find((r) => r.slug === 'sem-descricao')
    expect(row?.description).toBeNull()
  })

  it('refuses a missing name or slug with the spec message and marks the fields', async () => {
    const before = await categoryRows()
    for (const input of [
      { name: '', slug: '' },
      { name: '   ', slug: 'so-slug' },
      { name: 'Só nome', slug: '' },
    ]) {
      const result = await createCategoryAction(input)
      expect(result).toMatchObject({ ok: false, error: CATEGORY_REQUIRED_MESSAGE, status: 400 })
      if (result.ok) continue
      expect(Boolean(result.fieldErrors?.name)).toBe(!input.name.trim())
      expect(Boolean(result.fieldErrors?.slug)).toBe(!input.slug)
    }
    expect(await categoryRows()).toEqual(before)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('refuses a malformed slug and over-long fields with pt-BR field errors', async () => {
    const cases: [Record<string, string>, 'name' | 'slug' | 'description', RegExp][] = [
      [{ name: 'A', slug: 'Mídia Paga' }, 'slug', /letras minúsculas/],
      [{ name: 'A', slug: 'midia--paga' }, 'slug', /hífens simples/],
      [{ name: 'A', slug: '-midia' }, 'slug', /hífens simples/],
      [{ name: 'A', slug: 'a'.repeat(81) }, 'slug', /no máximo 80/],
      [{ name: 'n'.repeat(81), slug: 'a' }, 'name', /no máximo 80/],
      [{ name: 'A', slug: 'a', description: 'd'.repeat(301) }, 'description', /no máximo 300/],
    ]
    for (const [input, field, message] of cases) {
      const result = await createCategoryAction(input as { name: string; slug: string })
      expect(result.ok).toBe(false)
      if (result.ok) continue
      expect(result.status).toBe(400)
      expect(result.fieldErrors?.[field]?.[0]).toMatch(message)
    }
    expect((await categoryRows()).some((r) => r.slug === 'a')).toBe(false)
  })

  it('accepts the limits exactly', async () => {
    const result = await createCategoryAction({
      name: 'n'.repeat(80),
      slug: `${'a'.repeat(78)}-1`,
      description: 'd'.repeat(300),
    })
    expect(result.ok).toBe(true)
  })

  it('a slug already in use is a field error on Slug, on create and on update', async () => {
    await create('Performance', 'performance')
    const other = await create('Branding', 'branding')
    revalidateTag.mockClear()
    const duplicate = await createCategoryAction({ name: 'Outra', slug: 'performance' })
    expect(duplicate).toEqual({
      ok: false,
      error: CATEGORY_SLUG_TAKEN_MESSAGE,
      fieldErrors: { slug: [CATEGORY_SLUG_TAKEN_MESSAGE] },
      status: 400,
    })
    const moved = await updateCategoryAction({
      id: other.id,
      name: 'Branding',
      slug: 'performance',
    })
    expect(moved).toMatchObject({ ok: false, fieldErrors: { slug: [CATEGORY_SLUG_TAKEN_MESSAGE] } })
    expect(revalidateTag).not.toHaveBeenCalled()
    // Keeping its own slug is not a conflict.
    const same = await updateCategoryAction({ id: other.id, name: 'Brand', slug: 'branding' })
    expect(same).toMatchObject({ ok: true, data: { name: 'Brand', slug: 'branding' } })
  })

  it('turns the database unique violation into the Slug error when two saves race', async () => {
    await create('Corrida', 'corrida')
    const insertDuplicate = () =>
      handle()
        .db.insertInto('blog_categories')
        .values({ id: crypto.randomUUID(), name: 'Corrida 2', slug: 'corrida' })
        .execute()
    await expect(insertDuplicate()).rejects.toSatisfy(isUniqueViolation)
    const guarded = guardSlugRace(insertDuplicate)
    await expect(guarded).rejects.toBeInstanceOf(ActionError)
    await expect(guardSlugRace(insertDuplicate)).rejects.toMatchObject({
      fieldErrors: { slug: [CATEGORY_SLUG_TAKEN_MESSAGE] },
    })
    expect(isUniqueViolation(new Error('outra falha'))).toBe(false)

    const results = await Promise.all(
      [1, 2, 3].map((n) => createCategoryAction({ name: `Simultânea ${n}`, slug: 'simultanea' })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    for (const failed of results.filter((r) => !r.ok))
      expect(failed).toMatchObject({ status: 400, error: CATEGORY_SLUG_TAKEN_MESSAGE })
  })

  it('a re-slug expires the old and the new category tags', async () => {
    const category = await create('Analytics', 'analytics')
    revalidateTag.mockClear()
    const result = await updateCategoryAction({
      id: category.id,
      name: 'Analytics e BI',
      slug: 'analytics-bi',
      description: 'Dados.',
    })
    expect(result).toMatchObject({ ok: true, data: { slug: 'analytics-bi' } })
    expect(expiredTags()).toEqual(
      [
        blogTags.categories,
        blogTags.postLists,
        blogTags.category('analytics'),
        blogTags.category('analytics-bi'),
      ].sort(),
    )
    const row = (await categoryRows()).find((r) => r.id === category.id)
    expect(row).toMatchObject({
      name: 'Analytics e BI',
      slug: 'analytics-bi',
      description: 'Dados.',
    })
    expect(row!.updated_at.getTime()).toBeGreaterThanOrEqual(row!.created_at.getTime())
  })

  it('updating or deleting a category that no longer exists says so in pt-BR', async () => {
    const id = crypto.randomUUID()
    const update = await updateCategoryAction({ id, name: 'Fantasma', slug: 'fantasma' })
    expect(update).toEqual({ ok: false, error: CATEGORY_NOT_FOUND_MESSAGE, status: 400 })
    expect(await deleteCategoryAction({ id })).toEqual({
      ok: false,
      error: CATEGORY_NOT_FOUND_MESSAGE,
      status: 400,
    })
    expect((await categoryRows()).some((r) => r.slug === 'fantasma')).toBe(false)
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('lists categories by name in pt-BR order with their post counts', async () => {
    const names = await listCategories().then((list) => list.map((c) => c.name))
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }))
    expect(names).toEqual(sorted)
    await create('ação direta', 'acao-direta')
    await create('Acesso', 'acesso')
    await create('Zebra', 'zebra')
    const list = await listCategories()
    const slugs = list.map((c) => c.slug)
    expect(slugs.indexOf('acao-direta')).toBeLessThan(slugs.indexOf('acesso'))
    expect(slugs.indexOf('acesso')).toBeLessThan(slugs.indexOf('analytics-bi'))
    expect(slugs.at(-1)).toBe('zebra')
    expect(list.find((c) => c.slug === 'zebra')).toEqual({
      id: expect.any(String),
      name: 'Zebra',
      slug: 'zebra',
      description: null,
      postCount: 0,
    })
  })

  it('remembers old slugs: each answers with the current one until a category takes it again', async () => {
    const { id } = await create('Antes', 'nome-antigo')
    const rename = async (slug: string) => {
      const result = await updateCategoryAction({ id, name: 'Depois', slug })
      if (!result.ok) throw new Error(result.error)
    }
    const moved = (slug: string) => findCategorySlugRedirect(handle().db, slug)
    await rename('nome-novo')
    expect(await moved('nome-antigo')).toBe('nome-novo')
    expect(await moved('nome-novo')).toBeNull()
    // A second rename needs no chain: both old slugs lead to the current one.
    await rename('nome-final')
    expect(await moved('nome-antigo')).toBe('nome-final')
    expect(await moved('nome-novo')).toBe('nome-final')
    // Renaming back frees the slug; a new category taking an old slug frees it too.
    await rename('nome-novo')
    expect(await moved('nome-novo')).toBeNull()
    expect(await moved('nome-final')).toBe('nome-novo')
    const other = await create('Outra', 'nome-antigo')
    expect(await moved('nome-antigo')).toBeNull()
    // Deleting the category drops its old slugs with it.
    expect((await deleteCategoryAction({ id })).ok).toBe(true)
    expect(await moved('nome-final')).toBeNull()
    expect(other.slug).toBe('nome-antigo')
  })
})
