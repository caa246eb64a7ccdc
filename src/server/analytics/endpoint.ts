import 'server-only'
import {
  ANALYTICS_INVALID_MESSAGE,
  analyticsEventSchema,
  type AnalyticsEventInput,
} from '@/lib/validations/analytics'
import { getEnv } from '../env'
import { RATE_LIMITED_MESSAGE } from '../http/route'
import { isSameOriginHeaders } from '../http/same-origin'
import { clientIp, type HeaderReader } from '../request-ip'
import { allowEvent } from './client-limit'
import { collectEvent, isCountable } from './collect'

/** What /api/events answers: 202 counted, 204 not counted, 400 refused, 429 past the allowance. */
export interface EventAnswer {
  status: 202 | 204 | 400 | 429
  error?: string
}

function parse(body: Buffer): AnalyticsEventInput | null {
  try {
    const parsed = analyticsEventSchema.safeParse(JSON.parse(body.toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The event endpoint's whole answer, shared by the custom server's fast path
 * (src/next-adapter/event-endpoint.mjs, registered at boot by src/instrumentation.ts) and the
 * route handler (src/app/api/events/route.ts, `npm run dev` and the requests before boot ends).
 * `body`: the request's bytes, or null when it passed ANALYTICS_BODY_MAX_BYTES.
 * Refused before anything is written: no Origin or another site's, a body too large or empty,
 * not the script's JSON. Not counted: Global Privacy Control, bots, collection turned off, an
 * address that is no public page; these never use up the client's allowance.
 */
export async function answerEvent(
  headers: HeaderReader,
  body: Buffer | null,
): Promise<EventAnswer> {
  const invalid = { status: 400, error: ANALYTICS_INVALID_MESSAGE } as const
  if (!headers.get('origin') || !isSameOriginHeaders(headers)) return invalid
  if (!body || body.length === 0) return invalid
  const event = parse(body)
  if (!event) return invalid
  if (!(await isCountable(headers))) return { status: 204 }
  const env = getEnv()
  const client = clientIp(headers, env.TRUSTED_PROXY_HOPS)
  if (!env.RATE_LIMIT_DISABLED && !allowEvent(client, Date.now(), env.ANALYTICS_EVENTS_PER_MINUTE))
    return { status: 429, error: RATE_LIMITED_MESSAGE }
  return { status: (await collectEvent(event, headers)) === 'queued' ? 202 : 204 }
}

const EVENT_HANDLER = Symbol.for('midiaplan.event-handler')

/** Hands answerEvent to the custom server, which then answers /api/events without Next. */
export function registerEventEndpoint(): void {
  const holder = globalThis as typeof globalThis & { [EVENT_HANDLER]?: typeof answerEvent }
  holder[EVENT_HANDLER] = answerEvent
}
