import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAST_ADMIN_MESSAGE } from '@/lib/validations/users'
import type { DatabaseTarget } from '@/server/db/connection'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../support/databases'

const root = path.resolve(import.meta.dirname, '../..')
const tsx = createRequire(import.meta.url).resolve('tsx/cli')
const WORKER = path.join(root, 'tests/support/role-change-worker.ts')

interface Outcome {
  ok: boolean
  message?: string
}

/** Starts one worker process; `ready` resolves once it is connected, `done` with its outcome. */
function worker(target: DatabaseTarget, input: unknown, actor: unknown) {
  const child = spawn(
    process.execPath,
    [
      tsx,
      '--conditions=react-server',
      WORKER,
      ...[target, input, actor].map((v) => JSON.stringify(v)),
    ],
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
      else reject(new Error(`worker exited ${code} without an outcome: ${output}`))
    })
  })
  return { ready, done }
}

/** Holds the admin rows' locks from a third connection until release() is called. */
async function holdAdminLocks(target: DatabaseTarget): Promise<() => Promise<void>> {
  if (target.dialect === 'sqlite') {
    const connection = new SQLite(target.file)
    connection.exec('BEGIN IMMEDIATE')
    return async () => {
      connection.exec('COMMIT')
      connection.close()
    }
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  await client.query('begin')
  await client.query(`select user_id from user_roles where role = 'admin' for update`)
  return async () => {
    await client.query('commit')
    await client.end()
  }
}

describe.each(TEST_DIALECTS)('last admin on %s', (dialect) => {
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

  it('two admins demoting each other at the same moment leave one admin', async () => {
    const db = database!.handle.db
    const admins = ['ana', 'beto'].map((name) => ({
      id: randomUUID(),
      email: `${name}-${dialect}@exemplo.com.br`,
      name,
    }))
    for (const admin of admins) {
      await db
        .insertInto('user')
        .values({ ...admin, emailVerified: true })
        .execute()
      await db.insertInto('user_roles').values({ user_id: admin.id, role: 'admin' }).execute()
    }
    const [ana, beto] = admins as [(typeof admins)[0], (typeof admins)[0]]

    // Both transactions start while a third connection holds the locks, so neither can finish
    // before the other has begun: the race happens on every run, not by chance.
    const release = await holdAdminLocks(target)
    const first = worker(target, { userId: beto.id, role: 'editor' }, ana)
    const second = worker(target, { userId: ana.id, role: 'editor' }, beto)
    await Promise.all([first.ready, second.ready])
    await new Promise((resolve) => setTimeout(resolve, 500))
    await release()
    const outcomes = await Promise.all([first.done, second.done])

    const remaining = await db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 'admin')
      .execute()
    expect(remaining).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
      ok: false,
      message: LAST_ADMIN_MESSAGE,
    })
  })
})
