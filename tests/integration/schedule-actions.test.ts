import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONFLICT_MESSAGE, SLUG_TAKEN_MESSAGE } from '@/lib/validations/posts'
import {
  NOT_SCHEDULED_MESSAGE,
  SCHEDULE_INVALID_MESSAGE,
  SCHEDULE_PAST_MESSAGE,
  SCHEDULE_REQUIRED_MESSAGE,
} from '@/lib/validations/schedule'
import { readWorkingCopy, writeWorkingCopy } from '@/server/posts/working-copy'
import { savePostAction } from '@/server/posts/actions'
import { cancelScheduleAction, schedulePostAction } from '@/server/schedule/actions'
import { listDueSchedules } from '@/server/schedule/publish-due'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { newPostInput, readTags, signInEditor } from './posts-support'
import {
  auditOf,
  inSaoPaulo,
  insertPost,
  MINUTE,
  readRow,
  revisionsOf,
  scheduleInput,
  scheduleTables,
} from './schedule-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

describe.each(TEST_DIALECTS)('scheduling from the editor on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let editorId = ''

  beforeAll(async () => {
    const editor = await signInEditor(`agenda-${dialect}`)
    editorId = editor.userId
    request.cookie = editor.cookie
  })
  beforeEach(() => revalidateTag.mockClear())

  it('schedules a draft: document saved, time stored in UTC, version bumped, revision and audit', async () => {
    const post = await insertPost(handle(), { status: 'archived' })
    const result = await schedulePostAction(
      scheduleInput({
        id: post.id,
        version: 1,
        title: 'Lançamento agendado',
        slug: post.slug,
        tags: ['agenda'],
        scheduledAt: '2030-11-25T14:30',
      }),
    )
    expect(result).toEqual({
      ok: true,
      data: {
        id: post.id,
        version: 2,
        scheduledAt: '2030-11-25T17:30:00.000Z',
        update: false,
        created: false,
      },
    })
    const row = await readRow(handle(), post.id)
    expect(row).toMatchObject({ title: 'Lançamento agendado', status: 'draft', version: 2 })
    expect(row.scheduled_at?.toISOString()).toBe('2030-11-25T17:30:00.000Z')
    expect(row.published_at).toBeNull()
    expect(await readTags(handle(), post.id)).toEqual(['agenda'])
    const revisions = await revisionsOf(handle(), post.id)
    expect(revisions).toHaveLength(1)
    expect(revisions[0]).toMatchObject({ kind: 'schedule', status: 'draft', actor_id: editorId })
    expect(revisions[0]!.scheduled_at?.toISOString()).toBe('2030-11-25T17:30:00.000Z')
    const audit = await auditOf(handle(), post.id)
    expect(audit.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['post.scheduled', editorId],
    ])
    expect(JSON.parse(audit[0]!.details ?? '{}')).toMatchObject({
      scheduledAt: '2030-11-25T17:30:00.000Z',
      update: false,
      changes: {
        title: [expect.any(String), 'Lançamento agendado'],
        status: ['archived', 'draft'],
      },
    })
    // Nothing public changed.
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('schedules a new post straight from "Novo Post"', async () => {
    const result = await schedulePostAction(scheduleInput({ scheduledAt: '25/12/2030 08:00' }))
    if (!result.ok) throw new Error(result.error)
    expect(result.data).toMatchObject({ created: true, update: false, version: 1 })
    const row = await readRow(handle(), result.data.id)
    expect(row.status).toBe('draft')
    expect(row.scheduled_at?.toISOString()).toBe('2030-12-25T11:00:00.000Z')
    expect((await auditOf(handle(), result.data.id)).map((e) => e.action)).toEqual([
      'post.scheduled',
    ])
  })

  it('schedules an update of a published post: readers keep the public version until then', async () => {
    const post = await insertPost(handle(), { status: 'published', tags: ['antiga'] })
    const before = await readRow(handle(), post.id)
    const result = await schedulePostAction(
      scheduleInput({
        id: post.id,
        version: 1,
        title: 'Versão nova',
        slug: `${post.slug}-nova`,
        tags: ['nova'],
        status: 'published',
        scheduledAt: '2031-01-10T09:15',
      }),
    )
    if (!result.ok) throw new Error(result.error)
    expect(result.data).toMatchObject({ update: true, version: 2 })
    const row = await readRow(handle(), post.id)
    expect({ ...row, version: 1, updated_at: null }).toEqual({ ...before, updated_at: null })
    expect(row.version).toBe(2)
    expect(await readTags(handle(), post.id)).toEqual(['antiga'])
    const copy = await readWorkingCopy(handle().db, post.id)
    expect(copy).toMatchObject({ title: 'Versão nova', slug: `${post.slug}-nova`, tags: ['nova'] })
    expect(copy?.scheduledAt?.toISOString()).toBe('2031-01-10T12:15:00.000Z')
    expect((await revisionsOf(handle(), post.id))[0]).toMatchObject({
      kind: 'schedule',
      status: 'published',
      title: 'Versão nova',
    })
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('refuses a past or unparseable time with a pt-BR field error, writing nothing', async () => {
    const post = await insertPost(handle(), { status: 'draft' })
    const cases: [string, string][] = [
      [inSaoPaulo(new Date(Date.now() - MINUTE)), SCHEDULE_PAST_MESSAGE],
      ['2020-03-01T10:00', SCHEDULE_PAST_MESSAGE],
      ['amanhã às 10h', SCHEDULE_INVALID_MESSAGE],
      ['31/02/2031 10:00', SCHEDULE_INVALID_MESSAGE],
      ['2031-06-01T25:00', SCHEDULE_INVALID_MESSAGE],
      ['', SCHEDULE_REQUIRED_MESSAGE],
    ]
    const before = await scheduleTables(handle())
    for (const [scheduledAt, message] of cases) {
      const result = await schedulePostAction(
        scheduleInput({ id: post.id, version: 1, slug: post.slug, scheduledAt }),
      )
      expect(result, scheduledAt).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { scheduledAt: [message] },
      })
    }
    expect(await scheduleTables(handle())).toBe(before)
  })

  it('refuses a stale version and a slug another post holds', async () => {
    const post = await insertPost(handle(), { status: 'draft' })
    const other = await insertPost(handle(), { status: 'published' })
    const before = await scheduleTables(handle())
    expect(
      await schedulePostAction(scheduleInput({ id: post.id, version: 7, slug: post.slug })),
    ).toMatchObject({ ok: false, error: CONFLICT_MESSAGE })
    expect(
      await schedulePostAction(scheduleInput({ id: post.id, version: 1, slug: other.slug })),
    ).toMatchObject({ ok: false, fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } })
    expect(await scheduleTables(handle())).toBe(before)
  })

  it('cancels a schedule: the text stays, the time goes, the version moves, audited', async () => {
    const at = new Date(Date.now() + 60 * MINUTE)
    const draft = await insertPost(handle(), { status: 'draft', scheduledAt: at })
    expect(await cancelScheduleAction({ id: draft.id, version: 1 })).toEqual({
      ok: true,
      data: { id: draft.id, version: 2 },
    })
    expect(await readRow(handle(), draft.id)).toMatchObject({ scheduled_at: null, version: 2 })
    expect((await auditOf(handle(), draft.id)).map((e) => [e.action, e.actor_id])).toEqual([
      ['post.schedule_canceled', editorId],
    ])
    expect(await cancelScheduleAction({ id: draft.id, version: 2 })).toMatchObject({
      ok: false,
      error: NOT_SCHEDULED_MESSAGE,
    })

    const published = await insertPost(handle(), { status: 'published' })
    const row = await readRow(handle(), published.id)
    await writeWorkingCopy(
      handle().db,
      published.id,
      { ...row, coverImage: null, categoryId: null, tags: [], title: 'Cópia' },
      { actorId: editorId, scheduledAt: at },
    )
    expect(await cancelScheduleAction({ id: published.id, version: 1 })).toMatchObject({ ok: true })
    expect(await readWorkingCopy(handle().db, published.id)).toMatchObject({
      title: 'Cópia',
      scheduledAt: null,
    })
  })

  it('editing keeps a schedule; publishing or archiving by hand drops it for good', async () => {
    const at = new Date(Date.now() + 60 * MINUTE)
    const post = await insertPost(handle(), { status: 'draft', scheduledAt: at })
    const edit = { id: post.id, slug: post.slug, title: 'Editado' }
    expect(await savePostAction(newPostInput({ ...edit, version: 1 }))).toMatchObject({ ok: true })
    expect((await readRow(handle(), post.id)).scheduled_at?.getTime()).toBe(at.getTime())

    // A published post's scheduled update survives an edit of its working copy too.
    const published = await insertPost(handle(), { status: 'published' })
    const doc = { ...edit, description: null, content: '<p>x</p>', coverImage: null }
    const copy = { ...doc, slug: published.slug, categoryId: null, tags: [], featured: false }
    await writeWorkingCopy(handle().db, published.id, copy, { actorId: null, scheduledAt: at })
    await writeWorkingCopy(
      handle().db,
      published.id,
      { ...copy, title: 'De novo' },
      {
        actorId: null,
      },
    )
    expect((await readWorkingCopy(handle().db, published.id))?.scheduledAt?.getTime()).toBe(
      at.getTime(),
    )

    const publish = await savePostAction(newPostInput({ ...edit, version: 2, intent: 'publish' }))
    expect(publish).toMatchObject({ ok: true })
    expect(await readRow(handle(), post.id)).toMatchObject({
      status: 'published',
      scheduled_at: null,
    })
    // Unpublished later, it is a plain draft: no sweep brings it back.
    await savePostAction(newPostInput({ ...edit, version: 3, status: 'draft' }))
    const later = new Date(at.getTime() + MINUTE)
    expect((await listDueSchedules(handle().db, later)).map((d) => d.postId)).not.toContain(post.id)
  })
})
