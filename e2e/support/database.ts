import path from 'node:path'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '@/server/db/connection'

/** A connection to the database the e2e server uses, to check what a flow wrote. */
export function openServerDatabase(): DatabaseHandle {
  const env = inject('databaseEnv')
  if (env.DATABASE_URL) return openDatabase({ dialect: 'postgres', url: env.DATABASE_URL })
  return openDatabase({ dialect: 'sqlite', file: path.join(env.DATA_DIR ?? '', 'app.db') })
}
