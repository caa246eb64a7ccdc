import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { PostDocument } from '@/lib/post-document'
import type { DatabaseHandle } from '@/server/db/connection'
import {
  deleteWorkingCopy,
  readPostDocument,
  readWorkingCopy,
  writeWorkingCopy,
} from '@/server/posts/working-copy'
import {
  AUTOSAVE_FOLD_MS,
  listRevisions,
  pruneAutosaveRevisions,
  readRevision,
  recordRevision,
  type RevisionActor,
} from '@/server/posts/revisions'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const DAY = 24 * 60 * 60_000

async function insertUser(handle: DatabaseHandle, name: string): Promise<RevisionActor> {
  const id = randomUUID()
  const email = `${name.toLowerCase()}-${id.slice(0, 6)}@exemplo.com.br`
  await handle.db.insertInto('user').values({ id, name, email }).execute()
  return { id, email, name }
}

async function insertPost(handle: DatabaseHandle): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_posts')
    .values({
      id,
      title: 'Público',
      search_title: 'publico',
      slug: `publico-${id}`,
      content: '<p>Versão pública.</p>',
      reading_time: 1,
      status: 'published',
      published_at: new Date(),
    })
    .execute()
  await handle.db.insertInto('blog_tags').values({ post_id: id, tag: 'midia' }).execute()
  return id
}

const doc = (title: string): PostDocument => ({
  title,
  slug: 'copia',
  description: 'Resumo',
  content: `<p>${title} em construção.</p>`,
  coverImage: null,
  categoryId: null,
  tags: ['midia', 'planejamento'],
  featured: true,
})

describe.each(TEST_DIALECTS)('working copies and revisions on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('keeps a working copy apart from the public post, replaced in place, gone with the post', async () => {
    const db = handle().db
    const ana = await insertUser(handle(), 'Ana')
    const postId = await insertPost(handle())
    await writeWorkingCopy(db, postId, doc('Primeira'), { actorId: ana.id })
    await writeWorkingCopy(db, postId, doc('Segunda'), {
      actorId: ana.id,
      scheduledAt: new Date('2030-01-02T12:00:00Z'),
    })
    const copy = await readWorkingCopy(db, postId)
    expect(copy).toMatchObject({ ...doc('Segunda'), updatedBy: ana.id })
    expect(copy?.scheduledAt?.toISOString()).toBe('2030-01-02T12:00:00.000Z')
    expect(await readPostDocument(db, postId)).toMatchObject({
      title: 'Público',
      tags: ['midia'],
      featured: false,
    })
    await deleteWorkingCopy(db, postId)
    expect(await readWorkingCopy(db, postId)).toBeNull()
    await writeWorkingCopy(db, postId, doc('Terceira'), { actorId: ana.id })
    await db.deleteFrom('blog_posts').where('id', '=', postId).execute()
    expect(await readWorkingCopy(db, postId)).toBeNull()
  })

  it('folds one editor’s autosaves within 10 minutes, never another kind or another editor', async () => {
    const db = handle().db
    const [ana, bia] = [await insertUser(handle(), 'Ana'), await insertUser(handle(), 'Bia')]
    const postId = await insertPost(handle())
    const author = { id: ana.id, name: 'Ana' }
    let now = new Date('2030-05-01T10:00:00Z')
    const autosave = (by: RevisionActor, title: string) =>
      recordRevision(db, {
        postId,
        kind: 'autosave',
        doc: doc(title),
        status: 'draft',
        author,
        actor: by,
        now,
      })

    const tick = () => (now = new Date(now.getTime() + 1))
    const first = await autosave(ana, 'v1')
    now = new Date(now.getTime() + AUTOSAVE_FOLD_MS - 1000)
    expect(await autosave(ana, 'v2')).toEqual({ id: first.id, folded: true })
    now = new Date(now.getTime() + 2000)
    expect((await autosave(ana, 'v3')).folded).toBe(false)
    tick()
    expect((await autosave(bia, 'v4')).folded).toBe(false)
    tick()
    await recordRevision(db, {
      postId,
      kind: 'save',
      doc: doc('v5'),
      status: 'draft',
      author,
      actor: ana,
      now,
    })
    tick()
    expect((await autosave(ana, 'v6')).folded).toBe(false)

    const history = await listRevisions(db, postId)
    expect(history.map((r) => [r.kind, r.title, r.actorName])).toEqual([
      ['autosave', 'v6', 'Ana'],
      ['save', 'v5', 'Ana'],
      ['autosave', 'v4', 'Bia'],
      ['autosave', 'v3', 'Ana'],
      ['autosave', 'v2', 'Ana'],
    ])
    const folded = await readRevision(db, postId, first.id)
    expect(folded?.doc).toEqual(doc('v2'))
    expect(folded?.updatedAt.getTime()).toBeGreaterThan(folded?.createdAt.getTime() ?? 0)
    // A revision is read through its own post only.
    expect(await readRevision(db, await insertPost(handle()), first.id)).toBeNull()
  })

  it('prunes autosaves only when beyond the newest 50 and older than 30 days; keeps the rest', async () => {
    const db = handle().db
    const ana = await insertUser(handle(), 'Ana')
    const postId = await insertPost(handle())
    const author = { id: ana.id, name: null }
    const start = Date.parse('2030-01-01T00:00:00Z')
    // 60 autosaves a day apart (each its own: the previous is older than 10 minutes), and
    // one manual save among the oldest.
    for (let i = 0; i < 60; i++) {
      const now = new Date(start + i * DAY)
      if (i === 1)
        await recordRevision(db, {
          postId,
          kind: 'save',
          doc: doc('manual'),
          status: 'draft',
          author,
          actor: ana,
          now,
        })
      await db
        .insertInto('post_revisions')
        .values({
          id: randomUUID(),
          post_id: postId,
          kind: 'autosave',
          title: `a${i}`,
          slug: 's',
          content: '<p>x</p>',
          status: 'draft',
          actor_id: ana.id,
          created_at: now,
          updated_at: now,
        })
        .execute()
    }
    const now = new Date(start + 70 * DAY)
    // Autosaves 0-9 are beyond the newest 50; of those, all are older than 30 days.
    expect(await pruneAutosaveRevisions(db, postId, now)).toBe(10)
    const left = await listRevisions(db, postId)
    expect(left.filter((r) => r.kind === 'autosave')).toHaveLength(50)
    expect(left.filter((r) => r.kind === 'autosave').at(-1)?.title).toBe('a10')
    expect(left.some((r) => r.kind === 'save')).toBe(true)
    // Nothing younger than 30 days goes, however many there are.
    expect(await pruneAutosaveRevisions(db, postId, new Date(start + 40 * DAY))).toBe(0)
  })
})
