import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseTarget } from '@/server/db/connection'
import { writeWorkingCopy } from '@/server/posts/working-copy'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../support/databases'
import { auditOf, insertPost, MINUTE, readRow, revisionsOf } from './schedule-support'

const root = path.resolve(import.meta.dirname, '../..')
const tsx = createRequire(import.meta.url).resolve('tsx/cli')
const WORKER = path.join(root, 'tests/support/schedule-claim-worker.ts')

interface Outcome {
  published: string[]
  lost: number
  failed: number
}

/** Starts one scheduler process; `ready` once it is connected, `done` with what it published. */
function claimer(target: DatabaseTarget) {
  const child = spawn(
    process.execPath,
    [tsx, '--conditions=react-server', WORKER, JSON.stringify(target)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let output = ''
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (output.includes('ready\n')) markReady()
  })
  const done = new Promise<Outcome>((resolve, reject) => {
    child.on('exit', (code) => {
      const line = output.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve(JSON.parse(line) as Outcome)
      else reject(new Error(`claimer exited ${code} without an outcome: ${output}`))
    })
  })
  return { ready, done }
}

/**
 * Holds the due rows' locks from a third connection until release(), so both claimers reach
 * their claim before either can finish it. `waiting` tells when both are blocked (PostgreSQL
 * shows it; on SQLite a pause well under the 5 s busy timeout does).
 */
async function holdLocks(target: DatabaseTarget, postIds: string[]) {
  if (target.dialect === 'sqlite') {
    const connection = new SQLite(target.file)
    connection.exec('BEGIN IMMEDIATE')
    return {
      waiting: () => new Promise<void>((resolve) => setTimeout(resolve, 1_000)),
      release: async () => {
        connection.exec('COMMIT')
        connection.close()
      },
    }
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  await client.query('begin')
  await client.query('select id from blog_posts where id = any($1) for update', [postIds])
  await client.query('select post_id from post_working_copies where post_id = any($1) for update', [
    postIds,
  ])
  return {
    waiting: async () => {
      const deadline = Date.now() + 20_000
      for (;;) {
        const { rows } = await client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        )
        if (Number(rows[0]?.n) >= 2) return
        if (Date.now() > deadline) throw new Error('the claimers never blocked on the lock')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    release: async () => {
      await client.query('commit')
      await client.end()
    },
  }
}

describe.each(TEST_DIALECTS)('two schedulers on one %s database', (dialect) => {
  let database: TestDatabase | undefined
  let target: DatabaseTarget

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    target =
      dialect === 'sqlite'
        ? { dialect, file: path.join(database.env.DATA_DIR ?? '', 'app.db') }
        : { dialect, url: database.env.DATABASE_URL ?? '' }
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
