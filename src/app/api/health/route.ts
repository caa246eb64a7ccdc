import { connection } from 'next/server'
import { databaseReachable, healthResponse } from '@/server/health/check'
import { route } from '@/server/http/route'

/**
 * GET /api/health: 200 `{"status":"ok"}` when the database answers, 503 otherwise (for nginx,
 * a load balancer or a process manager). `connection()` keeps it out of the build: it is asked
 * on every request, never prerendered.
 */
export const GET = route({ access: 'public' }, async () => {
  await connection()
  return healthResponse(await databaseReachable())
})
