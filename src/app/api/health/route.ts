import { connection } from 'next/server'
import { databaseReachable, healthResponse } from '@/server/health/check'

/**
 * GET /api/health: 200 `{"status":"ok"}` when the database answers, 503 otherwise (for nginx,
 * a load balancer or a process manager). `connection()` keeps it out of the build: it is asked
 * on every request, never prerendered.
 */
export async function GET(): Promise<Response> {
  await connection()
  return healthResponse(await databaseReachable())
}
