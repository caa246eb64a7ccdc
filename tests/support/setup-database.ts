import { afterAll, beforeAll } from 'vitest'
import { setDatabase } from '@/server/db'
import type { DatabaseHandle, DialectName } from '@/server/db/connection'
import { resetAuth } from '@/server/auth/auth'
import { createTestDatabase, type TestDatabase } from './databases'

/**
 * Inside a describe block: a fresh migrated database for that block, installed as the
 * process database so app code (getDatabase, Better Auth) uses it.
 */
export function setupTestDatabase(dialect: DialectName): () => DatabaseHandle {
  let testDb: TestDatabase | undefined
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect)
    setDatabase(testDb.handle)
    resetAuth()
  })
  afterAll(async () => {
    setDatabase(undefined)
    resetAuth()
    await testDb?.drop()
  })
  return () => {
    if (!testDb) throw new Error('test database not ready')
    return testDb.handle
  }
}
