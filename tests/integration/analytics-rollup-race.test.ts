import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/lib/analytics/day'
import { aggregateEvents } from '@/server/analytics/aggregate'
import type { DatabaseTarget } from '@/server/db/connection'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../support/databases'
import { at, insertEvents } from './analytics-support'

const root = path.resolve(import.meta.dirname, '../..')
const tsx = createRequire(import.meta.url).resolve('tsx/cli')
const WORKER = path.join(root, 'tests/support/analytics-rollup-worker.ts')

const FIRST = '2026-05-04'
const DAYS = [FIRST, addDays(FIRST, 1), addDays(FIRST, 2)]
const NOW = at(addDays(FIRST, 3), 1)

type Outcome = { rolled: string[] } | { error: string }

/** One server's maintenance in its own process; `ready` once connected, `done` with its days. */
function instance(target: DatabaseTarget) {
  const child = spawn(
    process.execPath,
    [tsx, '--conditions=react-server', WORKER, JSON.stringify(target), String(NOW)],
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
      else reject(new Error(`instance exited ${code} without an outcome: ${output}`))
    })
  })
  return { ready, done }
}

/**
 * Holds the claim of the first day from a third connection until release() (which gives it
 * up), so both instances reach their claim before either can take it. PostgreSQL shows both
 * waiting on the lock; on SQLite a pause well under the 5 s busy timeout does.
 */
async function holdClaim(target: DatabaseTarget) {
  if (target.dialect === 'sqlite') {
    const connection = new SQLite(target.file)
    connection.exec('BEGIN IMMEDIATE')
    return {
      waiting: () => new Promise<void>((resolve) => setTimeout(resolve, 1_000)),
      release: async () => {
        connection.exec('ROLLBACK')
        connection.close()
      },
    }
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  await client.query('begin')
  await client.query(
    'insert into analytics_rollup_days (day, rolled_ms, events) values ($1, $2, 0)',
    [FIRST, NOW],
  )
  return {
    waiting: async () => {
      const deadline = Date.now() + 20_000
      for (;;) {
        const { rows } = await client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        )
        if (Number(rows[0]?.n) >= 2) return
        if (Date.now() > deadline) throw new Error('the instances never blocked on the claim')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    release: async () => {
      await client.query('rollback')
      await client.end()
    },
  }
}

describe.each(TEST_DIALECTS)('two instances rolling up one %s database', (dialect) => {
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

  it('roll each day up exactly once, with no duplicate row and no error', async () => {
    const handle = database!.handle
    for (const [index, day] of DAYS.entries())
      await insertEvents(
        handle,
        Array.from({ length: 5 + index }, (_, n) => ({
          ts: at(day, 8 + n),
          visitor: `v${n % 3}`,
          visitStart: n < 3,
          path: `/pagina-${n % 2}`,
          source: n % 2 ? 'Google' : 'Direto',
        })),
      )

    const claim = await holdClaim(target)
    const first = instance(target)
    const second = instance(target)
    await Promise.all([first.ready, second.ready])
    await claim.waiting()
    await claim.release()
    const outcomes = await Promise.all([first.done, second.done])

    const rolled = outcomes.flatMap((outcome) => {
      if ('error' in outcome) throw new Error(outcome.error)
      return outcome.rolled
    })
    expect(rolled.sort()).toEqual(DAYS)
    const claims = await handle.db.selectFrom('analytics_rollup_days').select('day').execute()
    expect(claims.map((row) => row.day).sort()).toEqual(DAYS)
    for (const day of DAYS) {
      const totals = await handle.db
        .selectFrom('analytics_daily')
        .select(['views', 'visitors', 'visits'])
        .where('day', '=', day)
        .where('dimension', '=', 'total')
        .execute()
      const [raw] = await aggregateEvents(handle.db, {
        fromMs: at(day, 0),
        untilMs: at(addDays(day, 1), 0),
        dimension: 'total',
      })
      expect(totals).toEqual([{ views: raw?.views, visitors: raw?.visitors, visits: raw?.visits }])
      const pages = await handle.db
        .selectFrom('analytics_daily')
        .select('value')
        .where('day', '=', day)
        .where('dimension', '=', 'page')
        .execute()
      expect(pages.map((row) => row.value).sort()).toEqual(['/pagina-0', '/pagina-1'])
    }
  }, 60_000)
})
