import { getLiveVisitors } from '@/server/analytics/queries'
import { route } from '@/server/http/route'

/** GET → `{ visitors }`: visitors of the last 5 minutes, for the dashboard's "Agora" (polled). */
export const GET = route({ access: 'editor' }, async () => ({
  visitors: await getLiveVisitors(),
}))
