import { ANALYTICS_BODY_MAX_BYTES } from '@/lib/validations/analytics'
import { answerEvent } from '@/server/analytics/endpoint'
import { readBoundedBody } from '@/server/http/bounded-body'
import { route, RouteError } from '@/server/http/route'

/**
 * POST a page view or an article's engagement from the public pages' inline script: 202
 * counted, 204 not counted, a quick 400 for a bad event (src/server/analytics/endpoint.ts).
 * In production the custom server answers this address itself, before Next
 * (src/next-adapter/event-endpoint.mjs); this handler serves `npm run dev` and any request that
 * comes before the server finished booting. The body may come as text/plain
 * (navigator.sendBeacon with a string), so it is read here, not by route().
 */
export const POST = route(
  { access: 'public', sameOrigin: false, failure: 'Não foi possível registrar o evento.' },
  async ({ request }) => {
    const body = await readBoundedBody(request, ANALYTICS_BODY_MAX_BYTES)
    const answer = await answerEvent(request.headers, body)
    if (answer.error)
      throw new RouteError(answer.status, answer.error, {
        headers: answer.status === 429 ? { 'retry-after': '60' } : undefined,
      })
    return new Response(null, { status: answer.status, headers: { 'cache-control': 'no-store' } })
  },
)
