import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseTarget } from '@/server/db/connection'
import { writeWorkingCopy } from '@/server/posts/working-copy'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../support/databases'
import { holdLock, spawnWorker, targetOf } from '../support/race'
import { auditOf, insertPost, MINUTE, readRow, revisionsOf } from './schedule-support'

interface Outcome {
  published: string[]
  lost: number
  failed: number
}

/** One scheduler process; `ready` once it is connected, `done` with what it published. */
const claimer = (target: DatabaseTarget) =>
  spawnWorker<Outcome>('schedule-claim-worker.ts', [JSON.stringify(target)])

/** Holds the due rows' locks until release(), so both claimers reach their claim first. */
const holdLocks = (target: DatabaseTarget, postIds: string[]) =>
  holdLock(
    target,
    async (client) => {
      await client.query('select id from blog_posts where id = any($1) for update', [postIds])
      await client.query(
        'select post_id from post_working_copies where post_id = any($1) for update',
        [postIds],
      )
    },
    'commit',
  )

describe.each(TEST_DIALECTS)('two schedulers on one %s database', (dialect) => {
  let database: TestDatabase | undefined
  let target: DatabaseTarget

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    target = targetOf(database, dialect)
  })
  afterAll(async () => {
    await database?.drop()
  })

  it('claiming at the same moment, publish each due post exactly once', async () => {
    const handle = database!.handle
    const dueAt = new Date(Date.now() - MINUTE)
    const draft = await insertPost(handle, { status: 'draft', scheduledAt: dueAt })
    const published = await insertPost(handle, { status: 'published' })
    const row = await readRow(handle, published.id)
    const copy = { ...row, title: 'Atualização', coverImage: null, categoryId: null, tags: [] }
    await writeWorkingCopy(handle.db, published.id, copy, { actorId: null, scheduledAt: dueAt })

    const locks = await holdLocks(target, [draft.id, published.id])
    const first = claimer(target)
    const second = claimer(target)
    await Promise.all([first.ready, second.ready])
    await locks.waiting()
    await locks.release()
    const outcomes = await Promise.all([first.done, second.done])

    // Each post went to exactly one of them; the other's claim matched nothing.
    const publishedBy = outcomes.flatMap((outcome) => outcome.published).sort()
    expect(publishedBy).toEqual([draft.id, published.id].sort())
    expect(outcomes.reduce((sum, outcome) => sum + outcome.lost, 0)).toBe(2)
    expect(outcomes.every((outcome) => outcome.failed === 0)).toBe(true)
    for (const id of [draft.id, published.id]) {
      expect(await readRow(handle, id)).toMatchObject({ status: 'published', version: 2 })
      expect((await revisionsOf(handle, id)).map((r) => r.kind)).toEqual(['scheduled_publish'])
      expect((await auditOf(handle, id)).map((e) => e.action)).toEqual(['post.scheduled_published'])
    }
    expect((await readRow(handle, published.id)).title).toBe('Atualização')
  }, 60_000)
})
