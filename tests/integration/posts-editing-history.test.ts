import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { SavePostInput } from '@/lib/validations/posts'
import { autosavePostAction, savePostAction } from '@/server/posts/actions'
import { readRevision } from '@/server/posts/revisions'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { autosaveInput, revisionKinds } from './posts-autosave-support'
import { newPostInput, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

/** Revisions are ordered by time: keep two saves from sharing a millisecond. */
const later = () => new Promise((resolve) => setTimeout(resolve, 3))
/** An editor tab's session id, as the editor makes one when it opens. */
const tab = () => randomUUID().replaceAll('-', '')

describe.each(TEST_DIALECTS)('the history of an editing session on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    request.cookie = (await signInEditor(`historia-${dialect}`)).cookie
  })

  async function create(overrides: Partial<SavePostInput> = {}) {
    const result = await savePostAction(newPostInput(overrides))
    if (!result.ok) throw new Error(result.error)
    return result.data.id
  }

  async function autosave(id: string, overrides: Parameters<typeof autosaveInput>[1]) {
    await later()
    const result = await autosavePostAction(await autosaveInput(id, overrides))
    expect(result).toMatchObject({ ok: true, data: { state: 'saved' } })
  }

  const kinds = async (id: string) =>
    (await revisionKinds(handle(), id)).map((row) => [row.kind, row.title])

  it("each tab's autosaves fold only into their own session's revision", async () => {
    const id = await create({ title: 'Base' })
    const [a, b] = [tab(), tab()]
    await autosave(id, { title: 'Aba A 1', session: a })
    await autosave(id, { title: 'Aba A 2', session: a })
    await autosave(id, { title: 'Aba B', session: b })
    await autosave(id, { title: 'Aba A 3', session: a })
    expect(await kinds(id)).toEqual([
      ['save', 'Base'],
      ['autosave', 'Aba A 2'],
      ['autosave', 'Aba B'],
      ['autosave', 'Aba A 3'],
    ])
  })

  it('keeps the document a session started from when no revision holds it', async () => {
    const id = await create({ title: 'Original', content: '<p>Texto original.</p>' })
    // A post from before the history (or seeded): its text is in no revision.
    await handle().db.deleteFrom('post_revisions').where('post_id', '=', id).execute()
    await autosave(id, { title: 'Reescrito', content: '<p>Tudo novo.</p>', session: tab() })
    await autosave(id, { title: 'Reescrito de novo', session: tab() })
    const revisions = await revisionKinds(handle(), id)
    expect(revisions.map((row) => [row.kind, row.title])).toEqual([
      ['session', 'Original'],
      ['autosave', 'Reescrito'],
      ['autosave', 'Reescrito de novo'],
    ])
    const rows = await handle()
      .db.selectFrom('post_revisions')
      .select('id')
      .where('post_id', '=', id)
      .where('kind', '=', 'session')
      .execute()
    const start = await readRevision(handle().db, id, rows[0]!.id)
    expect(start?.doc.content).toBe('<p>Texto original.</p>')
  })

  it('records a recovery, and the side a conflict left out, as revisions of their own', async () => {
    const id = await create({ title: 'Post', content: '<p>Começo.</p>', tags: ['a'] })
    const session = tab()
    await autosave(id, { title: 'Recuperado', recovered: true, session })
    await autosave(id, { title: 'Recuperado e editado', session })
    const left = {
      title: 'Versão da outra aba',
      slug: 'versao-da-outra-aba',
      description: '',
      content: '<p>Da outra aba.</p><script>alert(1)</script>',
      coverImage: '',
      categoryId: '',
      tags: ['a', 'b'],
      featured: false,
      focusKeyword: '',
    }
    await autosave(id, { title: 'Minha versão', session, discarded: left })
    expect(await kinds(id)).toEqual([
      ['save', 'Post'],
      ['recovery', 'Recuperado'],
      ['autosave', 'Recuperado e editado'],
      ['conflict', 'Versão da outra aba'],
      ['autosave', 'Minha versão'],
    ])
    const rows = await handle()
      .db.selectFrom('post_revisions')
      .select('id')
      .where('post_id', '=', id)
      .where('kind', '=', 'conflict')
      .execute()
    const kept = await readRevision(handle().db, id, rows[0]!.id)
    // Stored as any body is: sanitized.
    expect(kept?.doc).toMatchObject({ content: '<p>Da outra aba.</p>', tags: ['a', 'b'] })
  })

  it('a new post brought back from the browser starts with a recovery', async () => {
    const { status: _s, intent: _i, ...form } = newPostInput({ title: `Novo ${dialect}` })
    const result = await autosavePostAction({ ...form, recovered: true, session: tab() })
    if (!result.ok || result.data.state !== 'saved') throw new Error('autosave failed')
    expect(await kinds(result.data.id)).toEqual([['recovery', `Novo ${dialect}`]])
  })

  it('refuses a malformed session id and writes nothing', async () => {
    const id = await create({ title: 'Intacto' })
    const result = await autosavePostAction(
      await autosaveInput(id, { title: 'Não salvo', session: 'x y' }),
    )
    expect(result).toMatchObject({ ok: false, status: 400 })
    expect(await kinds(id)).toEqual([['save', 'Intacto']])
  })
})
