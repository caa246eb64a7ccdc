import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTOSAVE_TITLE_MESSAGE } from '@/lib/validations/autosave'
import type { SavePostInput } from '@/lib/validations/posts'
import { readWorkingCopy } from '@/server/posts/working-copy'
import { autosavePostAction, savePostAction } from '@/server/posts/actions'
import { getPostForEdit } from '@/server/posts/queries'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import {
  autosaveInput,
  publicView,
  readRow,
  revisionKinds,
  saveInput,
} from './posts-autosave-support'
import { addCategory, newPostInput, readTags, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

describe.each(TEST_DIALECTS)('autosave on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let categories: string[] = []

  beforeAll(async () => {
    request.cookie = (await signInEditor(`autosave-${dialect}`)).cookie
    categories = [
      await addCategory(handle(), 'Mídia', `midia-${dialect}`),
      await addCategory(handle(), 'Dados', `dados-${dialect}`),
    ]
  })

  beforeEach(() => {
    revalidateTag.mockClear()
  })

  async function create(overrides: Partial<SavePostInput> = {}) {
    const result = await savePostAction(newPostInput({ categoryId: categories[0], ...overrides }))
    if (!result.ok) throw new Error(result.error)
    revalidateTag.mockClear()
    return result.data
  }

  it('a published post changes nothing public until "Atualizar", which publishes it all', async () => {
    const { id, slug } = await create({ intent: 'publish', tags: ['mídia'] })
    const row = await readRow(handle(), id)
    const newSlug = `${slug}-novo`
    const seen = await publicView(handle(), [slug, newSlug])

    const result = await autosavePostAction(
      await autosaveInput(id, {
        title: 'Título ainda em revisão',
        slug: newSlug,
        description: 'Resumo novo',
        content: '<p>Corpo reescrito, sem revisão.</p>',
        categoryId: categories[1],
        tags: ['dados'],
        featured: true,
      }),
    )
    expect(result).toMatchObject({
      ok: true,
      data: { state: 'saved', id, version: row.version + 1, workingCopy: true, created: false },
    })
    // The row moves its version (the document's lock) and nothing else.
    expect(await readRow(handle(), id)).toEqual({ ...row, version: row.version + 1 })
    expect(await readTags(handle(), id)).toEqual(['mídia'])
    expect(await publicView(handle(), [slug, newSlug])).toBe(seen)
    expect(revalidateTag).not.toHaveBeenCalled()
    // The editor opens on what was being written, and knows it is not public yet.
    expect(await getPostForEdit(id)).toMatchObject({
      title: 'Título ainda em revisão',
      slug: newSlug,
      status: 'published',
      version: row.version + 1,
      workingCopy: true,
    })

    const updated = await savePostAction(await saveInput(id, { intent: 'publish' }))
    expect(updated).toMatchObject({ ok: true, data: { status: 'published' } })
    const after = await readRow(handle(), id)
    expect(after).toMatchObject({
      title: 'Título ainda em revisão',
      slug: newSlug,
      category_id: categories[1],
      featured: true,
      published_at: row.published_at,
    })
    expect(await readWorkingCopy(handle().db, id)).toBeNull()
    expect(await getPostForEdit(id)).toMatchObject({ workingCopy: false })
    expect(await publicView(handle(), [slug, newSlug])).not.toBe(seen)
    expect(revalidateTag).toHaveBeenCalled()
  })

  it('"Salvar Rascunho" on a published post publishes the change at once (spec section 4)', async () => {
    const { id, slug } = await create({ intent: 'publish' })
    const row = await readRow(handle(), id)
    const seen = await publicView(handle(), [slug])
    // An autosave first: the form then holds (and sends) the working copy's text.
    await autosavePostAction(await autosaveInput(id, { title: 'Título autosalvo' }))
    expect(await readWorkingCopy(handle().db, id)).not.toBeNull()

    const saved = await savePostAction(await saveInput(id, { title: 'Título novo e público' }))
    expect(saved).toMatchObject({ ok: true, data: { status: 'published', version: 3 } })
    expect(await readRow(handle(), id)).toMatchObject({
      title: 'Título novo e público',
      status: 'published',
      published_at: row.published_at,
      version: 3,
    })
    expect(await readWorkingCopy(handle().db, id)).toBeNull()
    expect(await getPostForEdit(id)).toMatchObject({ workingCopy: false })
    const now = await publicView(handle(), [slug])
    expect(now).not.toBe(seen)
    expect(now).toContain('Título novo e público')
    expect(revalidateTag).toHaveBeenCalled()
  })

  it('a draft autosaves into the post itself and keeps its status', async () => {
    const { id } = await create({ status: 'archived' })
    const result = await autosavePostAction(
      await autosaveInput(id, { title: 'Arquivado revisto', content: '', tags: ['x'] }),
    )
    expect(result).toMatchObject({ ok: true, data: { version: 2, workingCopy: false } })
    expect(await readRow(handle(), id)).toMatchObject({
      title: 'Arquivado revisto',
      content: '',
      status: 'archived',
      published_at: null,
      version: 2,
    })
    expect(await readTags(handle(), id)).toEqual(['x'])
    expect(await readWorkingCopy(handle().db, id)).toBeNull()
  })

  it('a new post becomes one draft once it has a title; later autosaves update it', async () => {
    const count = async () =>
      (await handle().db.selectFrom('blog_posts').select('id').execute()).length
    const before = await count()
    const { status: _s, intent: _i, ...form } = newPostInput({ title: '', content: '' })
    expect(await autosavePostAction(form)).toMatchObject({
      ok: false,
      status: 400,
      error: AUTOSAVE_TITLE_MESSAGE,
    })
    expect(await count()).toBe(before)

    const first = await autosavePostAction({ ...form, title: `Começo ${dialect}` })
    if (!first.ok || first.data.state !== 'saved') throw new Error('not saved')
    expect(first.data).toMatchObject({ created: true, version: 1 })
    const { id } = first.data
    const second = await autosavePostAction({
      ...form,
      id,
      version: 1,
      title: `Começo do texto ${dialect}`,
      slug: `comeco-do-texto-${dialect}`,
      content: '<p>Primeira frase.</p>',
    })
    expect(second).toMatchObject({ ok: true, data: { id, version: 2, created: false } })
    expect(await count()).toBe(before + 1)
    expect(await readRow(handle(), id)).toMatchObject({
      status: 'draft',
      slug: `comeco-do-texto-${dialect}`,
      content: '<p>Primeira frase.</p>',
    })
    expect((await revisionKinds(handle(), id)).map((r) => r.kind)).toEqual(['autosave'])
  })

  it('a stale version is never overwritten: the answer is the version that won', async () => {
    for (const intent of ['draft', 'publish'] as const) {
      const { id } = await create({ intent })
      const mine = await autosaveInput(id, { title: 'Minha aba' })
      const theirs = await autosaveInput(id, { title: 'Outra aba', tags: ['outra'] })
      expect(await autosavePostAction(theirs)).toMatchObject({ ok: true, data: { version: 2 } })
      const row = await readRow(handle(), id)
      const copy = await readWorkingCopy(handle().db, id)

      const refused = await autosavePostAction(mine)
      expect(refused).toMatchObject({
        ok: true,
        data: {
          state: 'conflict',
          conflict: {
            version: 2,
            document: { title: 'Outra aba', tags: ['outra'] },
            savedBy: expect.any(String),
            savedAt: expect.any(String),
          },
        },
      })
      expect(await readRow(handle(), id)).toEqual(row)
      expect(await readWorkingCopy(handle().db, id)).toEqual(copy)

      // "Manter a minha": the editor saves again over the version it has now seen.
      const kept = await autosavePostAction({ ...mine, version: 2 })
      expect(kept).toMatchObject({ ok: true, data: { state: 'saved', version: 3 } })
      expect((await getPostForEdit(id))?.title).toBe('Minha aba')
      // The same document sent again with the old version (an answer lost on the way) is no
      // conflict and writes nothing.
      expect(await autosavePostAction({ ...mine, version: 2 })).toMatchObject({
        ok: true,
        data: { state: 'saved', version: 3 },
      })
      expect((await readRow(handle(), id)).version).toBe(3)
    }
  })

  it('an autosave keeps the time of a scheduled update', async () => {
    const { id } = await create({ intent: 'publish' })
    await autosavePostAction(await autosaveInput(id, { title: 'Com agenda' }))
    const when = new Date('2031-03-04T15:00:00Z')
    await handle()
      .db.updateTable('post_working_copies')
      .set({ scheduled_at: when })
      .where('post_id', '=', id)
      .execute()
    await autosavePostAction(await autosaveInput(id, { title: 'Com agenda, revisto' }))
    const copy = await readWorkingCopy(handle().db, id)
    expect(copy?.title).toBe('Com agenda, revisto')
    expect(copy?.scheduledAt?.toISOString()).toBe(when.toISOString())

    // "Salvar Rascunho" makes the change public now: nothing is left for the schedule to do.
    await savePostAction(await saveInput(id, { title: 'Com agenda, salvo' }))
    expect(await readWorkingCopy(handle().db, id)).toBeNull()
    expect(await readRow(handle(), id)).toMatchObject({ title: 'Com agenda, salvo' })
  })
})
