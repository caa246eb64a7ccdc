import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../support/databases'

const onPostgres = TEST_DIALECTS.includes('postgres')

describe.runIf(onPostgres)('PostgreSQL connection ended by the server', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDatabase('postgres', false)
  })
  afterAll(() => testDb.drop())

  it('logs it, keeps the process up and answers the next query on a new connection', async () => {
    const { db } = testDb.handle
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)
    const pid = before.rows[0]?.pid
    expect(pid).toBeTypeOf('number')

    // The idle pooled connection is ended from outside, as a restart or failover would.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query('select pg_terminate_backend($1)', [pid])
    await admin.end()
    await vi.waitFor(() => expect(logged).toHaveBeenCalled(), { timeout: 5_000 })
    expect(String(logged.mock.calls[0]?.[0])).toContain('PostgreSQL encerrou uma conexão ociosa')

    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)
    expect(after.rows[0]?.pid).not.toBe(pid)
    logged.mockRestore()
  })
})
