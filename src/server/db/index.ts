import 'server-only'
import { getEnv } from '../env'
import { openDatabase, type DatabaseHandle } from './connection'

export type { DialectName, DatabaseHandle } from './connection'
export type { Database } from './types'

const globalForDb = globalThis as typeof globalThis & { __dbHandle?: DatabaseHandle }

/** The process-wide connection: PostgreSQL when DATABASE_URL is set, else ./data/app.db. */
export function getDatabase(): DatabaseHandle {
  if (!globalForDb.__dbHandle) {
    const env = getEnv()
    globalForDb.__dbHandle = openDatabase(
      env.DATABASE_URL
        ? { dialect: 'postgres', url: env.DATABASE_URL }
        : { dialect: 'sqlite', file: env.SQLITE_PATH },
      { backgroundCheckpoint: true },
    )
  }
  return globalForDb.__dbHandle
}

/** Test hook: point the process at another database (a throwaway file or schema). */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  globalForDb.__dbHandle = handle
}
