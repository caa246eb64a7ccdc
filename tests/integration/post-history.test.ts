import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { PostDocument } from '@/lib/post-document'
import { CONFLICT_MESSAGE } from '@/lib/validations/posts'
import { REVISION_NOT_FOUND_MESSAGE } from '@/lib/validations/revisions'
import { getPublishedPost } from '@/server/blog/public-posts'
import { restoreRevisionAction } from '@/server/history/actions'
import { readPostDocument, readWorkingCopy, writeWorkingCopy } from '@/server/posts/working-copy'
import { savePostAction } from '@/server/posts/actions'
import { listRevisions, recordRevision, type RevisionActor } from '@/server/posts/revisions'
import type { DatabaseHandle } from '@/server/db/connection'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { addCategory, readPost, signInEditor } from './posts-support'

/*
 * "Restaurar": a revision becomes the post's working document (a draft's
 * row, a published post's working copy), is itself a revision that a second restore undoes,
 * and leaves one audit entry. Revisions are inserted with recordRevision, as saves record them.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const doc = (text: string, changes: Partial<PostDocument> = {}): PostDocument => ({
  title: `Título ${text}`,
  slug: `post-${text}`,
  description: `Resumo ${text}`,
  content: `<p>Texto ${text} do artigo.</p>`,
  coverImage: null,
  categoryId: null,
  tags: [`tag-${text}`],
  featured: false,
  ...changes,
})

describe.each(TEST_DIALECTS)('restoring revisions on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let editor: RevisionActor
  let categoryId = ''

  beforeAll(async () => {
    const signed = await signInEditor(`historico-${dialect}`)
    request.cookie = signed.cookie
    editor = { id: signed.userId, email: signed.email, name: null }
    categoryId = await addCategory(handle(), 'Mídia', `midia-${randomUUID().slice(0, 6)}`)
  })

  /** A post whose row holds `current`, with a revision per document in `history` (oldest first). */
  async function seed(h: DatabaseHandle, status: 'draft' | 'published', history: PostDocument[]) {
    const id = randomUUID()
    const current = history.at(-1)!
    await h.db
      .insertInto('blog_posts')
      .values({
        id,
        title: current.title,
        search_title: current.title.toLowerCase(),
        slug: `${current.slug}-${id.slice(0, 6)}`,
        description: current.description,
        content: current.content,
        category_id: current.categoryId,
        reading_time: 1,
        status,
        published_at: status === 'published' ? new Date() : null,
        author_id: editor.id,
      })
      .execute()
    const slugged = history.map((d) => ({ ...d, slug: `${d.slug}-${id.slice(0, 6)}` }))
    await h.db
      .insertInto('blog_tags')
      .values(current.tags.map((tag) => ({ post_id: id, tag })))
      .execute()
    const ids: string[] = []
    let at = Date.now() - 60 * 60_000
    for (const d of slugged) {
      const kind = status === 'published' ? 'publish' : 'save'
      const revision = await recordRevision(h.db, {
        postId: id,
        kind,
        doc: d,
        status,
        author: { id: editor.id, name: null },
        actor: editor,
        now: new Date((at += 60_000)),
      })
      ids.push(revision.id)
    }
    return { id, revisions: ids, docs: slugged }
  }

  const auditEntries = (postId: string) =>
    handle()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', postId)
      .where('action', '=', 'post.revision_restored')
      .execute()

  it('restores an old revision of a draft into its row, then undoes it', async () => {
    const h = handle()
    const { id, revisions, docs } = await seed(h, 'draft', [
      doc('antigo', { categoryId, featured: true }),
      doc('atual'),
    ])
    const result = await restoreRevisionAction({
      postId: id,
      revisionId: revisions[0]!,
      version: 1,
    })
    expect(result).toMatchObject({
      ok: true,
      data: { version: 2, status: 'draft', workingCopy: false, slugKept: false },
    })
    if (!result.ok) return
    expect(result.data.document).toEqual(docs[0])
    expect(await readPostDocument(h.db, id)).toEqual(docs[0])
    expect(await readPost(h, id)).toMatchObject({ version: 2, status: 'draft', featured: true })
    expect(await readWorkingCopy(h.db, id)).toBeNull()

    const history = await listRevisions(h.db, id)
    expect(history.map((r) => [r.kind, r.title, r.actorName])).toEqual([
      ['restore', 'Título antigo', editor.email],
      ['save', 'Título atual', editor.email],
      ['save', 'Título antigo', editor.email],
    ])
    const [entry] = await auditEntries(id)
    expect(entry).toMatchObject({ actor_id: editor.id, target_label: 'Título antigo' })
    const details = JSON.parse(entry!.details ?? '{}')
    expect(details).toMatchObject({
      revision: { id: revisions[0], kind: 'save' },
      workingCopy: false,
      changes: { title: ['Título atual', 'Título antigo'], content: true, featured: [false, true] },
    })

    // Undo: the revision from before the restore.
    const undo = await restoreRevisionAction({ postId: id, revisionId: revisions[1]!, version: 2 })
    expect(undo).toMatchObject({ ok: true, data: { version: 3 } })
    expect(await readPostDocument(h.db, id)).toEqual(docs[1])
    expect(await auditEntries(id)).toHaveLength(2)
    expect((await listRevisions(h.db, id)).map((r) => r.kind)).toEqual([
      'restore',
      'restore',
      'save',
      'save',
    ])
  })

  it('restores into a published post’s working copy: public content unchanged until Atualizar', async () => {
    const h = handle()
    const { id, revisions, docs } = await seed(h, 'published', [doc('primeira'), doc('publica')])
    const publicSlug = docs[1]!.slug
    const scheduled = new Date('2031-03-01T12:00:00Z')
    await writeWorkingCopy(h.db, id, doc('rascunho'), {
      actorId: editor.id,
      scheduledAt: scheduled,
    })

    const result = await restoreRevisionAction({
      postId: id,
      revisionId: revisions[0]!,
      version: 1,
    })
    expect(result).toMatchObject({ ok: true, data: { version: 2, workingCopy: true } })
    const copy = await readWorkingCopy(h.db, id)
    expect(copy).toMatchObject({ ...docs[0], updatedBy: editor.id })
    // A scheduled update keeps its time.
    expect(copy?.scheduledAt?.toISOString()).toBe(scheduled.toISOString())
    expect(await readPostDocument(h.db, id)).toEqual(docs[1])
    expect(await getPublishedPost(h.db, publicSlug)).toMatchObject({
      title: 'Título publica',
      content: '<p>Texto publica do artigo.</p>',
    })
    expect(await readPost(h, id)).toMatchObject({ version: 2, status: 'published' })

    // Undo (the published text is the revision before the restore), then restore again.
    expect(
      await restoreRevisionAction({ postId: id, revisionId: revisions[1]!, version: 2 }),
    ).toMatchObject({ ok: true, data: { version: 3 } })
    expect(await readWorkingCopy(h.db, id)).toMatchObject(docs[1]!)
    const again = await restoreRevisionAction({ postId: id, revisionId: revisions[0]!, version: 3 })
    expect(again.ok).toBe(true)
    expect(await getPublishedPost(h.db, publicSlug)).toMatchObject({ title: 'Título publica' })

    // "Atualizar" publishes what the editor now shows: the restored text.
    const restored = docs[0]!
    const published = await savePostAction({
      id,
      version: 4,
      intent: 'publish',
      title: restored.title,
      slug: restored.slug,
      description: restored.description ?? '',
      content: restored.content,
      coverImage: '',
      categoryId: '',
      tags: restored.tags,
      featured: restored.featured,
      status: 'published',
    })
    expect(published).toMatchObject({ ok: true })
    expect(await getPublishedPost(h.db, restored.slug)).toMatchObject({
      title: 'Título primeira',
      content: '<p>Texto primeira do artigo.</p>',
    })
    expect(await auditEntries(id)).toHaveLength(3)
  })

  it('refuses a revision of another post, an unknown one and a stale version; writes nothing', async () => {
    const h = handle()
    const mine = await seed(h, 'draft', [doc('meu-a'), doc('meu-b')])
    const other = await seed(h, 'draft', [doc('outro')])
    const before = JSON.stringify(await readPost(h, mine.id))
    for (const revisionId of [other.revisions[0]!, randomUUID()]) {
      expect(await restoreRevisionAction({ postId: mine.id, revisionId, version: 1 })).toEqual({
        ok: false,
        error: REVISION_NOT_FOUND_MESSAGE,
        status: 400,
        fieldErrors: undefined,
      })
    }
    expect(
      await restoreRevisionAction({ postId: mine.id, revisionId: mine.revisions[0]!, version: 7 }),
    ).toMatchObject({ ok: false, error: CONFLICT_MESSAGE })
    expect(JSON.stringify(await readPost(h, mine.id))).toBe(before)
    expect(await listRevisions(h.db, mine.id)).toHaveLength(2)
    expect(await auditEntries(mine.id)).toHaveLength(0)
  })

  it('keeps the current slug when another post took the revision’s, and drops a deleted category', async () => {
    const h = handle()
    const gone = await addCategory(h, 'Some', `some-${randomUUID().slice(0, 6)}`)
    const { id, revisions, docs } = await seed(h, 'draft', [
      doc('velho', { categoryId: gone }),
      doc('novo'),
    ])
    await h.db.deleteFrom('blog_categories').where('id', '=', gone).execute()
    await h.db.updateTable('blog_posts').set({ category_id: null }).where('id', '=', id).execute()
    const taker = await seed(h, 'draft', [doc('outro')])
    await h.db
      .updateTable('blog_posts')
      .set({ slug: docs[0]!.slug })
      .where('id', '=', taker.id)
      .execute()

    const result = await restoreRevisionAction({
      postId: id,
      revisionId: revisions[0]!,
      version: 1,
    })
    expect(result).toMatchObject({ ok: true, data: { slugKept: true } })
    expect(await readPostDocument(h.db, id)).toEqual({
      ...docs[0],
      slug: docs[1]!.slug,
      categoryId: null,
    })
  })
})
