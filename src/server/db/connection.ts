import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import {
  FALLBACK_AUTOCHECKPOINT_PAGES,
  startCheckpointer,
  type Checkpointer,
} from './sqlite-checkpointer'
import { SqliteTypesPlugin } from './sqlite-types-plugin'
import { withStatementCache } from './statement-cache'
import type { Database } from './types'

export type DialectName = 'sqlite' | 'postgres'

export type DatabaseTarget =
  { dialect: 'postgres'; url: string } | { dialect: 'sqlite'; file: string }

export interface DatabaseHandle {
  dialect: DialectName
  /** For the app: Date and boolean on both databases. */
  db: Kysely<Database>
  /** The same connection without type conversion, for Better Auth (it converts by itself). */
  raw: Kysely<Database>
  /** SQLite with `backgroundCheckpoint`: the worker that copies the WAL back. */
  checkpointer?: Checkpointer
  destroy(): Promise<void>
}

const INT8_OID = 20

/** Counts and bigint columns come back as numbers, as they do from SQLite. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? (value: string) => Number(value)
        : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
  }
}

function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  return sqlite
}

/**
 * Opens a connection; one per process for the app, one per test file in tests.
 * `backgroundCheckpoint` (the app's server): SQLite's WAL checkpoints run in a worker thread
 * instead of inside a commit on the event loop (src/server/db/sqlite-checkpointer.ts).
 */
export function openDatabase(
  target: DatabaseTarget,
  options: { backgroundCheckpoint?: boolean } = {},
): DatabaseHandle {
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, types: pgTypes() })
    // A connection the server ends (restart, failover, an admin's command) must not take the
    // whole process down with an unhandled 'error' event; the pool opens a new one when needed.
    pool.on('error', (error) => {
      console.error('PostgreSQL encerrou uma conexão ociosa:', error.message)
    })
    const raw = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { dialect: 'postgres', db: raw, raw, destroy: () => raw.destroy() }
  }
  const sqlite = openSqlite(target.file)
  let checkpointer: Checkpointer | undefined
  if (options.backgroundCheckpoint && target.file !== ':memory:') {
    const automatic = sqlite.pragma('wal_autocheckpoint', { simple: true })
    sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`)
    checkpointer = startCheckpointer(target.file, {
      onFailure: () => {
        if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${Number(automatic)}`)
      },
    })
  }
  const raw = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  })
  const db = raw.withPlugin(new SqliteTypesPlugin())
  const destroy = async () => {
    await checkpointer?.stop()
    await raw.destroy()
  }
  return { dialect: 'sqlite', db, raw, checkpointer, destroy }
}
