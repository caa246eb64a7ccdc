import {
  ANALYTICS_BODY_MAX_BYTES,
  ANALYTICS_INVALID_MESSAGE,
  analyticsEventSchema,
} from '@/lib/validations/analytics'
import { allowEvent } from '@/server/analytics/client-limit'
import { collectEvent, isCountable } from '@/server/analytics/collect'
import { getEnv } from '@/server/env'
import { readBoundedBody } from '@/server/http/bounded-body'
import { RATE_LIMITED_MESSAGE, route, RouteError } from '@/server/http/route'
import { isSameOrigin } from '@/server/http/same-origin'
import { clientIp } from '@/server/request-ip'

/**
 * POST a page view or an article's engagement from the public pages' inline script → 202.
 * Not counted, with 204: Global Privacy Control, bots and headless browsers, collection
 * turned off, an address that is no public page. Refused with a quick 400 before anything is
 * written: no Origin or another site's, a body too large, not the script's JSON. The body may
 * come as text/plain (navigator.sendBeacon with a string), so it is read here, not by route().
 */
export const POST = route(
  { access: 'public', sameOrigin: false, failure: 'Não foi possível registrar o evento.' },
  async ({ request }) => {
    const headers = request.headers
    if (!headers.get('origin') || !isSameOrigin(request))
      throw new RouteError(400, ANALYTICS_INVALID_MESSAGE)
    const bytes = await readBoundedBody(request, ANALYTICS_BODY_MAX_BYTES)
    if (!bytes || bytes.length === 0) throw new RouteError(400, ANALYTICS_INVALID_MESSAGE)
    let parsed
    try {
      parsed = analyticsEventSchema.safeParse(JSON.parse(bytes.toString('utf8')))
    } catch {
      throw new RouteError(400, ANALYTICS_INVALID_MESSAGE)
    }
    if (!parsed.success) throw new RouteError(400, ANALYTICS_INVALID_MESSAGE)
    // Not counted before the allowance: a bot's or a GPC browser's events never use it up.
    if (!(await isCountable(headers))) return new Response(null, { status: 204, headers: NO_STORE })
    const env = getEnv()
    const client = clientIp(headers, env.TRUSTED_PROXY_HOPS)
    if (
      !env.RATE_LIMIT_DISABLED &&
      !allowEvent(client, Date.now(), env.ANALYTICS_EVENTS_PER_MINUTE)
    )
      throw new RouteError(429, RATE_LIMITED_MESSAGE, { headers: { 'retry-after': '60' } })
    const outcome = await collectEvent(parsed.data, headers)
    return new Response(null, { status: outcome === 'queued' ? 202 : 204, headers: NO_STORE })
  },
)

const NO_STORE = { 'cache-control': 'no-store' }
