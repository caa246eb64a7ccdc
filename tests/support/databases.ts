import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type DatabaseHandle, type DialectName } from '@/server/db/connection'
import { migrateToLatest } from '@/server/db/migrate'
import { adminQuery } from '../../bench/lib/pg-admin'

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create
 * databases on. TEST_SKIP_SQLITE=1 leaves SQLite out: CI's PostgreSQL pass, after `npm test`
 * already ran every case on SQLite.
 */
export const TEST_DIALECTS: DialectName[] = !process.env.TEST_DATABASE_URL
  ? ['sqlite']
  : process.env.TEST_SKIP_SQLITE === '1'
    ? ['postgres']
    : ['sqlite', 'postgres']

export interface TestDatabase {
  handle: DatabaseHandle
  /** Where the database lives, to hand to a child process (e2e server, scripts). */
  env: Record<string, string>
  drop(): Promise<void>
}

/** A fresh, migrated, empty database: a temp SQLite file, or a new PostgreSQL database. */
export async function createTestDatabase(
  dialect: DialectName,
  migrate = true,
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'midiaplan-test-'))
    const handle = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'app.db') })
    if (migrate) await migrateToLatest(handle.raw)
    return {
      handle,
      env: { DATA_DIR: dir },
      drop: async () => {
        await handle.destroy()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `test_${randomBytes(6).toString('hex')}`
  await adminQuery(baseUrl, `create database ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const handle = openDatabase({ dialect: 'postgres', url: url.toString() })
  if (migrate) await migrateToLatest(handle.raw)
  // Uploads and the lock of a server on this database: never the ./data npm start uses.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'midiaplan-test-'))
  return {
    handle,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      await handle.destroy()
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
