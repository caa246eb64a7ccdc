import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONFLICT_MESSAGE,
  POST_NOT_FOUND_MESSAGE,
  type SavePostInput,
} from '@/lib/validations/posts'
import { blogTags } from '@/server/blog/cache-tags'
import { findSlugRedirect } from '@/server/blog/public-posts'
import { deletePostAction, savePostAction } from '@/server/posts/actions'
import { getPostForEdit } from '@/server/posts/queries'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { addCategory, newPostInput, readPost, readTags, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

function expiredTags(): string[] {
  return revalidateTag.mock.calls.map(([tag]) => String(tag)).sort()
}

describe.each(TEST_DIALECTS)('editing and deleting posts on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let categoryId = ''

  beforeAll(async () => {
    request.cookie = (await signInEditor(`edicao-${dialect}`)).cookie
    categoryId = await addCategory(handle(), 'Planejamento', 'planejamento')
  })

  beforeEach(() => {
    revalidateTag.mockClear()
  })

  async function create(overrides: Partial<SavePostInput> = {}) {
    const result = await savePostAction(newPostInput({ categoryId, ...overrides }))
    if (!result.ok) throw new Error(result.error)
    revalidateTag.mockClear()
    return result.data
  }

  /** What the edit form would send back: the loaded post with some fields changed. */
  async function editInput(id: string, overrides: Partial<SavePostInput> = {}) {
    const post = await getPostForEdit(id)
    if (!post) throw new Error('post not found')
    return {
      id,
      version: post.version,
      intent: 'draft' as const,
      title: post.title,
      slug: post.slug,
      description: post.description ?? '',
      content: post.content,
      coverImage: post.coverImage ?? '',
      categoryId: post.categoryId ?? '',
      tags: post.tags,
      featured: post.featured,
      status: post.status,
      ...overrides,
    }
  }

  it('getPostForEdit returns the form fields, null for an unknown id', async () => {
    const { id } = await create({ tags: ['b', 'a'], description: 'Resumo' })
    expect(await getPostForEdit(id)).toMatchObject({
      id,
      tags: ['a', 'b'],
      description: 'Resumo',
      categoryId,
      version: 1,
      status: 'draft',
    })
    expect(await getPostForEdit('nao-existe')).toBeNull()
  })

  it('a draft edit expires no public page; publishing it expires the lists and dates it', async () => {
    const { id } = await create()
    const edited = await savePostAction(await editInput(id, { title: 'Título novo' }))
    expect(edited).toMatchObject({ ok: true, data: { version: 2, created: false } })
    expect(expiredTags()).toEqual([])

    const published = await savePostAction(await editInput(id, { intent: 'publish' }))
    if (!published.ok) throw new Error(published.error)
    const post = await readPost(handle(), id)
    expect(post.status).toBe('published')
    expect(post.published_at).toBeInstanceOf(Date)
    expect(expiredTags()).toEqual(
      [
        blogTags.post(post.slug),
        blogTags.postLists,
        blogTags.categories,
        blogTags.category('planejamento'),
      ].sort(),
    )
  })

  it('keeps published_at on later edits, through archive and back', async () => {
    const { id } = await create({ intent: 'publish' })
    const first = (await readPost(handle(), id)).published_at
    await new Promise((resolve) => setTimeout(resolve, 15))
    for (const status of ['archived', 'draft', 'published'] as const) {
      const result = await savePostAction(await editInput(id, { status }))
      expect(result.ok).toBe(true)
      expect((await readPost(handle(), id)).published_at?.toISOString()).toBe(first?.toISOString())
    }
  })

  it('a body-only update of a published post expires only its page and the sitemap; content is re-sanitized', async () => {
    const { id, slug } = await create({ intent: 'publish' })
    // "Atualizar": a published post's edits reach readers only through it.
    const result = await savePostAction(
      await editInput(id, {
        intent: 'publish',
        content: '<p onclick="x()">Novo corpo</p><script>alert(1)</script>',
      }),
    )
    expect(result.ok).toBe(true)
    // The sitemap prints the article's new date as its <lastmod>.
    expect(expiredTags()).toEqual([blogTags.post(slug), blogTags.sitemap].sort())
    expect((await readPost(handle(), id)).content).toBe('<p>Novo corpo</p>')

    // A longer body changes the reading time the cards print.
    const words = Array.from({ length: 250 }, () => 'texto').join(' ')
    revalidateTag.mockClear()
    await savePostAction(await editInput(id, { intent: 'publish', content: `<p>${words}</p>` }))
    expect((await readPost(handle(), id)).reading_time).toBe(2)
    expect(expiredTags()).toContain(blogTags.postLists)
  })

  it('replaces tags on update', async () => {
    const { id } = await create({ tags: ['um', 'dois'] })
    await savePostAction(await editInput(id, { tags: ['Dois', 'três', ' três '] }))
    expect(await readTags(handle(), id)).toEqual(['Dois', 'três'])
  })

  it('refuses a save made from an outdated version and writes nothing', async () => {
    const { id } = await create()
    const mine = await editInput(id, { title: 'Minha versão' })
    const theirs = await editInput(id, { title: 'Versão da colega' })
    expect(await savePostAction(theirs)).toMatchObject({ ok: true })
    const before = await readPost(handle(), id)
    revalidateTag.mockClear()
    const refused = await savePostAction(mine)
    expect(refused).toEqual({ ok: false, error: CONFLICT_MESSAGE, status: 400 })
    expect(await readPost(handle(), id)).toEqual(before)
    expect(expiredTags()).toEqual([])
    // An edit form always carries a version.
    const { version: _version, ...withoutVersion } = await editInput(id)
    expect(await savePostAction(withoutVersion)).toMatchObject({
      ok: false,
      error: CONFLICT_MESSAGE,
    })
  })

  it('of two simultaneous saves of one version, exactly one is written', async () => {
    const { id } = await create()
    const inputs = await Promise.all(
      ['A', 'B', 'C'].map((title) => editInput(id, { title: `Simultâneo ${title}` })),
    )
    const results = await Promise.all(inputs.map((input) => savePostAction(input)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.error === CONFLICT_MESSAGE)).toHaveLength(2)
    expect((await readPost(handle(), id)).version).toBe(2)
  })

  it('a published post whose slug changes leaves a redirect from the old address', async () => {
    const { id, slug } = await create({ intent: 'publish', slug: `antigo-${dialect}` })
    const result = await savePostAction(
      await editInput(id, { intent: 'publish', slug: `novo-${dialect}` }),
    )
    expect(result.ok).toBe(true)
    expect(await findSlugRedirect(handle().db, slug)).toBe(`novo-${dialect}`)
    expect(expiredTags()).toEqual(
      expect.arrayContaining([blogTags.post(slug), blogTags.post(`novo-${dialect}`)]),
    )
    // Back to the first address: it is the post's again, and the other one redirects.
    await savePostAction(await editInput(id, { intent: 'publish', slug }))
    expect(await findSlugRedirect(handle().db, slug)).toBeNull()
    expect(await findSlugRedirect(handle().db, `novo-${dialect}`)).toBe(slug)
  })

  it('a draft changing slug leaves no redirect (its address was never public)', async () => {
    const { id, slug } = await create()
    await savePostAction(await editInput(id, { slug: `${slug}-2` }))
    const rows = await handle()
      .db.selectFrom('redirects')
      .selectAll()
      .where('post_id', '=', id)
      .execute()
    expect(rows).toEqual([])
  })

  it('an update of an unknown post says so', async () => {
    const input = { ...newPostInput(), id: 'nao-existe', version: 1 }
    expect(await savePostAction(input)).toMatchObject({ ok: false, error: POST_NOT_FOUND_MESSAGE })
  })

  it('deletes a post with its tags and redirects, audits it and expires its pages', async () => {
    const { id, slug } = await create({ intent: 'publish', tags: ['x'] })
    await savePostAction(await editInput(id, { intent: 'publish', slug: `${slug}-movido` }))
    revalidateTag.mockClear()
    expect(await deletePostAction({ id })).toEqual({ ok: true, data: { id } })
    const db = handle().db
    expect(await db.selectFrom('blog_posts').select('id').where('id', '=', id).execute()).toEqual(
      [],
    )
    expect(await readTags(handle(), id)).toEqual([])
    expect(
      await db.selectFrom('redirects').select('source_path').where('post_id', '=', id).execute(),
    ).toEqual([])
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'target_label'])
      .where('target_id', '=', id)
      .where('action', '=', 'post.deleted')
      .execute()
    expect(audit).toHaveLength(1)
    expect(expiredTags()).toEqual(
      expect.arrayContaining([blogTags.post(`${slug}-movido`), blogTags.postLists]),
    )
  })

  it('deleting an unknown or already deleted post returns a pt-BR error, not an exception', async () => {
    const { id } = await create()
    expect(await deletePostAction({ id })).toMatchObject({ ok: true })
    expect(await deletePostAction({ id })).toEqual({
      ok: false,
      error: POST_NOT_FOUND_MESSAGE,
      status: 400,
      fieldErrors: undefined,
    })
    expect(await deletePostAction({ id: '' })).toMatchObject({ ok: false, status: 400 })
  })
})
