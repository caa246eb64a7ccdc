import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import type { DatabaseTarget, DialectName } from '@/server/db/connection'
import type { TestDatabase } from './databases'

/*
 * Two-process races on one database (schedule-claim, analytics-rollup-race): each "instance"
 * is a worker process, and a third connection holds a lock until both are waiting on it, so
 * the race really happens instead of depending on when each process gets there.
 */

const root = path.resolve(import.meta.dirname, '../..')
const tsx = createRequire(import.meta.url).resolve('tsx/cli')

/** Where a test database lives, for a worker process to open it itself. */
export function targetOf(database: TestDatabase, dialect: DialectName): DatabaseTarget {
  return dialect === 'sqlite'
    ? { dialect, file: path.join(database.env.DATA_DIR ?? '', 'app.db') }
    : { dialect, url: database.env.DATABASE_URL ?? '' }
}

/**
 * Runs a worker (`tests/support/<file>`) with these arguments; `ready` once it prints "ready",
 * `done` with the JSON line it prints before it exits.
 */
export function spawnWorker<Outcome>(file: string, args: string[]) {
  const child = spawn(
    process.execPath,
    [tsx, '--conditions=react-server', path.join(root, 'tests/support', file), ...args],
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
      else reject(new Error(`${file} exited ${code} without an outcome: ${output}`))
    })
  })
  return { ready, done }
}

/**
 * Opens a transaction on a connection of its own and takes locks in it (`lock`, PostgreSQL; on
 * SQLite the write lock itself) until `release` ends it with `end`. `waiting` resolves once two
 * other sessions wait on a lock (PostgreSQL shows it; on SQLite a pause well under the 5 s busy
 * timeout does).
 */
export async function holdLock(
  target: DatabaseTarget,
  lock: (client: pg.Client) => Promise<unknown>,
  end: 'commit' | 'rollback',
) {
  if (target.dialect === 'sqlite') {
    const connection = new SQLite(target.file)
    connection.exec('BEGIN IMMEDIATE')
    return {
      waiting: () => new Promise<void>((resolve) => setTimeout(resolve, 1_000)),
      release: async () => {
        connection.exec(end.toUpperCase())
        connection.close()
      },
    }
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  await client.query('begin')
  await lock(client)
  return {
    waiting: async () => {
      const deadline = Date.now() + 20_000
      for (;;) {
        const { rows } = await client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        )
        if (Number(rows[0]?.n) >= 2) return
        if (Date.now() > deadline) throw new Error('the two processes never blocked on the lock')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    release: async () => {
      await client.query(end)
      await client.end()
    },
  }
}
