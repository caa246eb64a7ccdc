import 'server-only'
import {
  ANALYTICS_INVALID_MESSAGE,
  analyticsEventSchema,
  type AnalyticsEventInput,
} from '@/lib/validations/analytics'
import { dayOf } from '@/lib/analytics/day'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import { RATE_LIMITED_MESSAGE } from '../http/route'
import { isSameOriginHeaders } from '../http/same-origin'
import { clientAddress, rateLimitAddress, type HeaderReader } from '../request-ip'
import { allowEvent } from './client-limit'
import { collectWithSalt, countableNow, isCountable } from './collect'
import { dailySalt, knownSalt } from './salt'

/** What /api/events answers: 202 counted, 204 not counted, 400 refused, 429 past the allowance. */
export interface EventAnswer {
  status: 202 | 204 | 400 | 429
  error?: string
}

const INVALID: EventAnswer = { status: 400, error: ANALYTICS_INVALID_MESSAGE }
const NOT_COUNTED: EventAnswer = { status: 204 }

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
 * The answer comes at once (no promise) once the collection setting and the day's salt are in
 * memory, which is every event but the first of a day or after the setting's short cache:
 * page views arrive by the hundred a second, and each promise costs the server Next's
 * async-context bookkeeping (about a tenth of an event's CPU beside a busy article).
 */
export function answerEvent(
  headers: HeaderReader,
  body: Buffer | null,
  nowMs = Date.now(),
): EventAnswer | Promise<EventAnswer> {
  if (!headers.get('origin') || !isSameOriginHeaders(headers)) return INVALID
  if (!body || body.length === 0) return INVALID
  const event = parse(body)
  if (!event) return INVALID
  // A bot or Global Privacy Control is turned away before the day's salt is even looked at.
  const countable = countableNow(headers, nowMs)
  if (countable === false) return NOT_COUNTED
  const salt = knownSalt(dayOf(nowMs))
  if (countable === null || salt === undefined) return answerAfterLoading(headers, event, nowMs)
  return collect(headers, event, salt, nowMs)
}

/** The first event of a day (or after the setting's cache ran out): read both, then answer. */
async function answerAfterLoading(
  headers: HeaderReader,
  event: AnalyticsEventInput,
  nowMs: number,
): Promise<EventAnswer> {
  if (!(await isCountable(headers))) return NOT_COUNTED
  const salt = await dailySalt(getDatabase().db, dayOf(nowMs), nowMs)
  return collect(headers, event, salt, nowMs)
}

function collect(
  headers: HeaderReader,
  event: AnalyticsEventInput,
  salt: string,
  nowMs: number,
): EventAnswer {
  const env = getEnv()
  const address = clientAddress(headers, env.TRUSTED_PROXY_HOPS)
  if (
    !env.RATE_LIMIT_DISABLED &&
    !allowEvent(rateLimitAddress(address), nowMs, env.ANALYTICS_EVENTS_PER_MINUTE)
  )
    return { status: 429, error: RATE_LIMITED_MESSAGE }
  const outcome = collectWithSalt(event, { headers, salt, address }, nowMs)
  return outcome === 'queued' ? { status: 202 } : NOT_COUNTED
}

const EVENT_HANDLER = Symbol.for('midiaplan.event-handler')

/** Hands answerEvent to the custom server, which then answers /api/events without Next. */
export function registerEventEndpoint(): void {
  const holder = globalThis as typeof globalThis & { [EVENT_HANDLER]?: typeof answerEvent }
  holder[EVENT_HANDLER] = answerEvent
}
