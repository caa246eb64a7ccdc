import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CONFLICT_MESSAGE, type SavePostInput } from '@/lib/validations/posts'
import { readWorkingCopy } from '@/server/posts/working-copy'
import { autosavePostAction, savePostAction } from '@/server/posts/actions'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import {
  auditActions,
  autosaveInput,
  publicView,
  readRow,
  revisionKinds,
  saveInput,
} from './posts-autosave-support'
import { newPostInput, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

/** Revisions are ordered by time: keep two saves from sharing a millisecond. */
const later = () => new Promise((resolve) => setTimeout(resolve, 3))

describe.each(TEST_DIALECTS)('revisions of saves on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let ana = { userId: '', email: '', cookie: '' }
  let bia = { userId: '', email: '', cookie: '' }

  beforeAll(async () => {
    ana = await signInEditor(`ana-${dialect}`)
    bia = await signInEditor(`bia-${dialect}`)
    request.cookie = ana.cookie
  })

  async function save(input: SavePostInput) {
    await later()
    const result = await savePostAction(input)
    if (!result.ok) throw new Error(result.error)
    return result.data
  }

  it('records every manual save, publish and unpublish, with its kind, status and actor', async () => {
    const { id } = await save(newPostInput({ title: 'Rascunho 1' }))
    await save(await saveInput(id, { title: 'Rascunho 2' }))
    await save(await saveInput(id, { intent: 'publish', title: 'Publicado 1' }))
    await save(await saveInput(id, { title: 'Cópia de trabalho' }))
    await save(await saveInput(id, { intent: 'publish', title: 'Publicado 2' }))
    await save(await saveInput(id, { status: 'archived', title: 'Arquivado' }))
    await save(await saveInput(id, { status: 'published', title: 'Publicado pelo status' }))
    // A refused save records nothing.
    const stale = { ...(await saveInput(id)), version: 1 }
    expect(await savePostAction(stale)).toMatchObject({ ok: false, error: CONFLICT_MESSAGE })

    const revisions = await revisionKinds(handle(), id)
    expect(revisions.map((r) => [r.kind, r.title, r.status])).toEqual([
      ['save', 'Rascunho 1', 'draft'],
      ['save', 'Rascunho 2', 'draft'],
      ['publish', 'Publicado 1', 'published'],
      ['save', 'Cópia de trabalho', 'published'],
      ['publish', 'Publicado 2', 'published'],
      ['unpublish', 'Arquivado', 'archived'],
      ['publish', 'Publicado pelo status', 'published'],
    ])
    expect(new Set(revisions.map((r) => r.actor_id))).toEqual(new Set([ana.userId]))
    // Created, published, revised as a working copy (an edit), updated, unpublished, published.
    expect((await auditActions(handle(), id)).sort()).toEqual(
      [
        'post.created',
        'post.updated',
        'post.published',
        'post.updated',
        'post.updated',
        'post.unpublished',
        'post.published',
      ].sort(),
    )
  })

  it('a new post published at once records a publish', async () => {
    const { id } = await save(newPostInput({ intent: 'publish' }))
    expect((await revisionKinds(handle(), id)).map((r) => r.kind)).toEqual(['publish'])
  })

  it('unpublishing a published post moves its working copy into the post', async () => {
    const { id, slug } = await save(newPostInput({ intent: 'publish', title: 'No ar' }))
    await autosavePostAction(
      await autosaveInput(id, { title: 'Cópia revista', content: '<p>Texto da cópia.</p>' }),
    )
    expect(await publicView(handle(), [slug])).toContain('No ar')
    // The editor opened on the working copy and only changed the status.
    await save(await saveInput(id, { status: 'draft' }))
    expect(await readRow(handle(), id)).toMatchObject({
      status: 'draft',
      title: 'Cópia revista',
      content: '<p>Texto da cópia.</p>',
    })
    expect(await readWorkingCopy(handle().db, id)).toBeNull()
    expect(await publicView(handle(), [slug])).not.toContain('Cópia revista')
    expect(await publicView(handle(), [slug])).not.toContain('No ar')
    expect((await revisionKinds(handle(), id)).map((r) => [r.kind, r.title])).toEqual([
      ['publish', 'No ar'],
      ['autosave', 'Cópia revista'],
      ['unpublish', 'Cópia revista'],
    ])
  })

  it('folds one editor’s autosaves into one revision (and one audit entry) per 10 minutes', async () => {
    const { id } = await save(newPostInput({ title: 'Base' }))
    for (const title of ['Digitando 1', 'Digitando 2', 'Digitando 3']) {
      await later()
      const result = await autosavePostAction(await autosaveInput(id, { title }))
      expect(result).toMatchObject({ ok: true, data: { state: 'saved' } })
    }
    const kinds = async () =>
      (await revisionKinds(handle(), id)).map((r) => [r.kind, r.title, r.actor_id])
    expect(await kinds()).toEqual([
      ['save', 'Base', ana.userId],
      ['autosave', 'Digitando 3', ana.userId],
    ])
    const autosaved = async () =>
      (await auditActions(handle(), id)).filter((a) => a === 'post.autosaved').length
    expect(await autosaved()).toBe(1)

    // Ten minutes on, the next autosave starts a revision (and an audit entry) of its own.
    const db = handle().db
    const rows = await db
      .selectFrom('post_revisions')
      .select(['id', 'created_at'])
      .where('post_id', '=', id)
      .execute()
    for (const row of rows) {
      const created_at = new Date(row.created_at.getTime() - 11 * 60_000)
      await db.updateTable('post_revisions').set({ created_at }).where('id', '=', row.id).execute()
    }
    await autosavePostAction(await autosaveInput(id, { title: 'Depois de uma pausa' }))
    await later()
    // Another editor's autosave is never folded into someone else's revision.
    request.cookie = bia.cookie
    await autosavePostAction(await autosaveInput(id, { title: 'Pela Bia' }))
    request.cookie = ana.cookie
    await later()
    await autosavePostAction(await autosaveInput(id, { title: 'Ana de novo' }))
    expect(await kinds()).toEqual([
      ['save', 'Base', ana.userId],
      ['autosave', 'Digitando 3', ana.userId],
      ['autosave', 'Depois de uma pausa', ana.userId],
      ['autosave', 'Pela Bia', bia.userId],
      ['autosave', 'Ana de novo', ana.userId],
    ])
    expect(await autosaved()).toBe(4)
  })
})
