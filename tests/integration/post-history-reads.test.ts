import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as getHistory } from '@/app/api/posts/[id]/revisions/route'
import { GET as getRevision } from '@/app/api/posts/[id]/revisions/[revisionId]/route'
import { POST_NOT_FOUND_MESSAGE } from '@/lib/validations/posts'
import { REVISION_NOT_FOUND_MESSAGE } from '@/lib/validations/revisions'
import { AUTH_MESSAGES } from '@/server/auth/errors'
import type { HistoryEntry, RevisionDetail } from '@/server/history/queries'
import { recordRevision, type RevisionActor } from '@/server/posts/revisions'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { signInEditor } from './posts-support'

/*
 * The "Histórico" panel's reads: the list without bodies, one revision in full, only for
 * editors and admins, only through its own post; opening the history prunes old autosaves.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

const DAY = 24 * 60 * 60_000
const URL_BASE = 'http://localhost:3999/api/posts'

async function list(postId: string) {
  const response = await getHistory(new Request(`${URL_BASE}/${postId}/revisions`), {
    params: Promise.resolve({ id: postId }),
  })
  return { status: response.status, body: await response.json(), headers: response.headers }
}

async function one(postId: string, revisionId: string) {
  const response = await getRevision(new Request(`${URL_BASE}/${postId}/revisions/${revisionId}`), {
    params: Promise.resolve({ id: postId, revisionId }),
  })
  return { status: response.status, body: await response.json() }
}

describe.each(TEST_DIALECTS)('the history reads on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let editor: RevisionActor
  let cookie = ''

  beforeAll(async () => {
    const signed = await signInEditor(`leitura-historico-${dialect}`)
    cookie = signed.cookie
    editor = { id: signed.userId, email: signed.email, name: 'Ana Editora' }
  })

  async function post(): Promise<string> {
    const id = randomUUID()
    await handle()
      .db.insertInto('blog_posts')
      .values({
        id,
        title: 'Histórico',
        search_title: 'historico',
        slug: `historico-${id}`,
        content: '<p>x</p>',
        reading_time: 1,
      })
      .execute()
    return id
  }

  const revision = (postId: string, kind: 'save' | 'autosave', title: string, now: Date) =>
    recordRevision(handle().db, {
      postId,
      kind,
      doc: {
        title,
        slug: 'historico',
        description: null,
        content: `<p>${title} corpo longo.</p>`,
        coverImage: null,
        categoryId: null,
        tags: ['a'],
        featured: false,
      },
      status: 'draft',
      author: { id: editor.id, name: null },
      actor: editor,
      now,
    })

  it('lists revisions newest first without bodies, and reads one in full through its post', async () => {
    request.cookie = cookie
    const postId = await post()
    const older = await revision(postId, 'save', 'Primeira', new Date(Date.now() - 2 * DAY))
    const newer = await revision(postId, 'save', 'Segunda', new Date(Date.now() - DAY))

    const { status, body, headers } = await list(postId)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('private, no-store')
    const entries = body.revisions as HistoryEntry[]
    expect(entries.map((e) => [e.id, e.kind, e.title, e.actorName])).toEqual([
      [newer.id, 'save', 'Segunda', 'Ana Editora'],
      [older.id, 'save', 'Primeira', 'Ana Editora'],
    ])
    expect(JSON.stringify(body)).not.toContain('corpo longo')
    expect(new Date(entries[0]!.at).getTime()).toBeGreaterThan(Date.now() - DAY - 60_000)

    const detail = await one(postId, older.id)
    expect(detail.status).toBe(200)
    expect((detail.body.revision as RevisionDetail).document).toMatchObject({
      title: 'Primeira',
      content: '<p>Primeira corpo longo.</p>',
      tags: ['a'],
    })
    // Another post's id with this revision: not found, whatever the revision id.
    expect(await one(await post(), older.id)).toEqual({
      status: 404,
      body: { error: REVISION_NOT_FOUND_MESSAGE },
    })
    expect(await list(randomUUID())).toMatchObject({
      status: 404,
      body: { error: POST_NOT_FOUND_MESSAGE },
    })
  })

  it('refuses anyone signed out', async () => {
    request.cookie = ''
    const postId = await post()
    expect(await list(postId)).toMatchObject({
      status: 401,
      body: { error: AUTH_MESSAGES.unauthenticated },
    })
    expect((await one(postId, randomUUID())).status).toBe(401)
  })

  it('prunes autosaves beyond the newest 50 and older than 30 days when the history opens', async () => {
    request.cookie = cookie
    const postId = await post()
    const start = Date.now() - 200 * DAY
    await revision(postId, 'save', 'Manual antiga', new Date(start - DAY))
    // Written directly: recordRevision would prune as it goes (an autosave a day apart).
    for (let i = 0; i < 60; i++) {
      const at = new Date(start + i * DAY)
      await handle()
        .db.insertInto('post_revisions')
        .values({
          id: randomUUID(),
          post_id: postId,
          kind: 'autosave',
          title: `auto ${i}`,
          slug: 's',
          content: '<p>x</p>',
          status: 'draft',
          actor_id: editor.id,
          created_at: at,
          updated_at: at,
        })
        .execute()
    }
    const entries = (await list(postId)).body.revisions as HistoryEntry[]
    expect(entries.filter((e) => e.kind === 'autosave')).toHaveLength(50)
    expect(entries.at(-2)?.title).toBe('auto 10')
    expect(entries.at(-1)?.title).toBe('Manual antiga')
    const stored = await handle()
      .db.selectFrom('post_revisions')
      .select('id')
      .where('post_id', '=', postId)
      .execute()
    expect(stored).toHaveLength(51)
  })
})
