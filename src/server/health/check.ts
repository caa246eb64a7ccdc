import 'server-only'
import { sql, type Kysely } from 'kysely'
import { getDatabase } from '../db'
import type { Database } from '../db/types'

/** A health check that hangs is a failed one: nginx and load balancers give up after a few seconds. */
export const HEALTH_TIMEOUT_MS = 2000

/**
 * Whether the database answers a trivial query within the timeout. The reason of a failure goes
 * to the server log only: the health answer is public and must not carry addresses or errors.
 */
export async function databaseReachable(
  db: Kysely<Database> = getDatabase().db,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([sql`select 1`.execute(db), timeout])
    return true
  } catch (error) {
    console.error(
      '[health] banco de dados indisponível:',
      error instanceof Error ? error.message : error,
    )
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** 200 with the database reachable, 503 otherwise; never stored by any cache. */
export function healthResponse(databaseOk: boolean): Response {
  return Response.json(databaseOk ? { status: 'ok' } : { status: 'indisponível' }, {
    status: databaseOk ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  })
}
