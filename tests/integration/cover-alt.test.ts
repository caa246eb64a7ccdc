import { beforeAll, describe, expect, it, vi } from 'vitest'
import { IMAGE_ALT_MAX } from '@/lib/image-alt'
import { getPublishedPost, listPublishedPosts } from '@/server/blog/public-posts'
import { readPostSnapshot } from '@/server/blog/snapshots'
import { restoreRevisionAction } from '@/server/history/actions'
import { autosavePostAction, savePostAction } from '@/server/posts/actions'
import { readWorkingCopy } from '@/server/posts/working-copy'
import { getPostForEdit } from '@/server/posts/queries'
import { listRevisions, readRevision } from '@/server/posts/revisions'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { autosaveInput, saveInput } from './posts-autosave-support'
import { newPostInput, readPost, signInEditor } from './posts-support'

/*
 * "Texto alternativo da capa": stored with the post's document wherever it travels (the row,
 * a published post's working copy, revisions, a restore) and read by the public pages, which
 * fall back to the title when it is empty.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const COVER = '/api/uploads/blog-images/0123456789abcdef0123456789abcdef.webp'

describe.each(TEST_DIALECTS)('the cover’s alt text on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    request.cookie = (await signInEditor(`capa-${dialect}`)).cookie
  })

  async function publish(coverAlt: string) {
    const saved = await savePostAction(
      newPostInput({ intent: 'publish', status: 'published', coverImage: COVER, coverAlt }),
    )
    if (!saved.ok) throw new Error(saved.error)
    return saved.data
  }

  it('is saved tidied with the post, shown to readers, and empty means none', async () => {
    const { id, slug } = await publish('  Equipe   diante do\n painel de mídia ')
    const alt = 'Equipe diante do painel de mídia'
    expect((await readPost(handle(), id)).cover_alt).toBe(alt)
    expect(await getPostForEdit(id)).toMatchObject({ coverAlt: alt })
    expect((await getPublishedPost(handle().db, slug))?.cover_alt).toBe(alt)
    expect((await listPublishedPosts(handle().db)).find((p) => p.id === id)?.cover_alt).toBe(alt)
    const [revision] = await listRevisions(handle().db, id)
    expect((await readRevision(handle().db, id, revision!.id))?.doc.coverAlt).toBe(alt)

    const cleared = await savePostAction(
      await saveInput(id, { intent: 'publish', coverAlt: '   ' }),
    )
    expect(cleared).toMatchObject({ ok: true })
    expect((await readPost(handle(), id)).cover_alt).toBeNull()
    expect(await getPostForEdit(id)).toMatchObject({ coverAlt: null })
  })

  it('an edit is audited by name and changes what the public lists print', async () => {
    const { id } = await publish('Primeira descrição')
    const before = await readPostSnapshot(handle().db, id)
    const saved = await savePostAction(
      await saveInput(id, { intent: 'publish', coverAlt: 'Segunda descrição' }),
    )
    expect(saved).toMatchObject({ ok: true })
    // The cards print it, so the lists holding the post must be renewed.
    expect((await readPostSnapshot(handle().db, id))?.listing).not.toBe(before?.listing)
    const audit = await handle()
      .db.selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_id', '=', id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit.action).toBe('post.updated')
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      changes: { coverAlt: ['Primeira descrição', 'Segunda descrição'] },
    })
  })

  it('a published post’s edit waits in the working copy until "Atualizar"', async () => {
    const { id, slug } = await publish('Versão pública')
    const auto = await autosavePostAction(await autosaveInput(id, { coverAlt: 'Versão nova' }))
    expect(auto).toMatchObject({ ok: true, data: { state: 'saved', workingCopy: true } })
    expect(await readWorkingCopy(handle().db, id)).toMatchObject({ coverAlt: 'Versão nova' })
    expect(await getPostForEdit(id)).toMatchObject({ coverAlt: 'Versão nova', workingCopy: true })
    expect((await getPublishedPost(handle().db, slug))?.cover_alt).toBe('Versão pública')

    // Someone else's version is offered back with its cover text.
    const stale = await autosavePostAction({
      ...(await autosaveInput(id, { coverAlt: 'Outra' })),
      version: 1,
    })
    expect(stale).toMatchObject({
      ok: true,
      data: { state: 'conflict', conflict: { document: { coverAlt: 'Versão nova' } } },
    })

    expect(await savePostAction(await saveInput(id, { intent: 'publish' }))).toMatchObject({
      ok: true,
    })
    expect((await getPublishedPost(handle().db, slug))?.cover_alt).toBe('Versão nova')
  })

  it('"Restaurar" brings a revision’s cover text back', async () => {
    const draft = await savePostAction(newPostInput({ coverImage: COVER, coverAlt: 'Antiga' }))
    if (!draft.ok) throw new Error(draft.error)
    const { id } = draft.data
    await savePostAction(await saveInput(id, { coverAlt: 'Nova' }))
    const revisions = await listRevisions(handle().db, id)
    const oldest = revisions[revisions.length - 1]!
    const restored = await restoreRevisionAction({ postId: id, revisionId: oldest.id, version: 2 })
    expect(restored).toMatchObject({ ok: true, data: { document: { coverAlt: 'Antiga' } } })
    expect((await readPost(handle(), id)).cover_alt).toBe('Antiga')
  })

  it('refuses a text longer than an image’s alt may be, naming the field', async () => {
    const result = await savePostAction(
      newPostInput({ coverImage: COVER, coverAlt: 'a'.repeat(IMAGE_ALT_MAX + 1) }),
    )
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        coverAlt: [`Use no máximo ${IMAGE_ALT_MAX} caracteres no texto alternativo da capa.`],
      },
    })
  })
})
