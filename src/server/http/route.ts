import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import { z } from 'zod'
import { INVALID_INPUT_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '../auth/action'
import { AuthError } from '../auth/errors'
import { requireRole, withSessionScope, type SessionContext } from '../auth/session'
import { getDatabase } from '../db'
import type { Role } from '../db/types'
import { getEnv } from '../env'
import { hitRateLimit, type RateLimitRule } from '../rate-limit'
import { clientIp } from '../request-ip'
import { readBoundedBody } from './bounded-body'
import { errorResponse, RouteError, type ErrorFormat } from './route-error'
import { isSameOrigin } from './same-origin'

export { RouteError } from './route-error'

export const RATE_LIMITED_MESSAGE = 'Muitas requisições. Tente novamente mais tarde.'
export const CROSS_ORIGIN_TITLE = 'Acesso Negado'
export const CROSS_ORIGIN_MESSAGE = 'Origem da requisição não permitida.'
export const BODY_TOO_LARGE_MESSAGE = 'O conteúdo enviado é grande demais.'

/** Set on every handler `route()` builds: a test refuses any route export without it. */
export const ROUTE_HANDLER = Symbol.for('midiaplan.route-handler')

/** Who may call: anyone, or at least this role (checked like every admin read and action). */
export type Access = 'public' | Role
type SessionOf<A extends Access> = A extends 'public' ? null : SessionContext

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface RouteOptions<
  A extends Access,
  Body extends z.ZodType,
  Query extends z.ZodType,
  Params extends z.ZodType,
> {
  access: A
  /** Refuse unsafe methods posted from another site; on unless a route says why not. */
  sameOrigin?: boolean
  rateLimit?: {
    rule: RateLimitRule
    key: (caller: { ip: string; session: SessionOf<A> }) => string
    message?: string
  }
  /** A JSON body, read up to `maxBytes`; `invalid` answers a bad one (default: the form's). */
  body?: { schema: Body; maxBytes: number; invalid?: string; tooLarge?: string }
  /** Parsed from the search parameters as one object (a repeated name: its last value). */
  query?: Query
  params?: Params
  /** Default: `no-store`, `private, no-store` for routes behind a role. */
  cacheControl?: string
  errors?: ErrorFormat
  /** A title per status for errors without their own, for clients that show title + line. */
  title?: (status: number) => string | undefined
  /** The 500 answer's message (the error itself goes to the server log only). */
  failure?: string
}

export interface RouteContext<A extends Access, Body, Query, Params> {
  request: Request
  url: URL
  session: SessionOf<A>
  body: Body
  query: Query
  params: Params
  /** JSON with the route's cache-control. */
  json: (body: unknown, status?: number) => Response
}

export type RouteHandler = ((
  request: Request,
  context?: { params: Promise<unknown> },
) => Promise<Response>) & { [ROUTE_HANDLER]: true }

/**
 * The one wrapper every route handler goes through, in this order: access (role), same origin,
 * rate limit, query and params, the bounded body, then the handler. A refusal or failure comes
 * back as one pt-BR error shape with its status, never a stack trace or Next's error page; a
 * plain value from the handler is answered as JSON.
 */
export function route<
  A extends Access,
  Body extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Params extends z.ZodType = z.ZodUndefined,
>(
  options: RouteOptions<A, Body, Query, Params>,
  handler: (
    context: RouteContext<A, z.output<Body>, z.output<Query>, z.output<Params>>,
  ) => Promise<Response | object>,
): RouteHandler {
  const cacheControl =
    options.cacheControl ?? (options.access === 'public' ? 'no-store' : 'private, no-store')
  const json = (body: unknown, status = 200) =>
    Response.json(body, { status, headers: { 'cache-control': cacheControl } })
  const refuse = (error: RouteError) => {
    const title = error.details.title ?? options.title?.(error.status)
    const titled = title
      ? new RouteError(error.status, error.message, { ...error.details, title })
      : error
    return errorResponse(titled, options.errors ?? 'json', cacheControl)
  }

  const handle = async (request: Request, context?: { params: Promise<unknown> }) => {
    const url = new URL(request.url)
    try {
      const session = (
        options.access === 'public' ? null : await requireRole(options.access)
      ) as SessionOf<A>
      const unsafe = !SAFE_METHODS.has(request.method.toUpperCase())
      if (unsafe && options.sameOrigin !== false && !isSameOrigin(request)) {
        throw new RouteError(403, CROSS_ORIGIN_MESSAGE, { title: CROSS_ORIGIN_TITLE })
      }
      if (options.rateLimit) await enforceRateLimit(request, session, options.rateLimit)
      const query = parseInput(options.query, Object.fromEntries(url.searchParams))
      const params = parseInput(options.params, await context?.params)
      const body = await readJsonBody(request, options.body)
      const result = await handler({ request, url, session, body, query, params, json })
      return result instanceof Response ? result : json(result)
    } catch (error) {
      // Next's own signals (a prerender bailing out, notFound()) are not failures.
      unstable_rethrow(error)
      if (error instanceof RouteError) return refuse(error)
      if (error instanceof AuthError) return refuse(new RouteError(error.status, error.message))
      console.error(`Falha inesperada em ${request.method} ${url.pathname}`, error)
      return refuse(new RouteError(500, options.failure ?? UNEXPECTED_ERROR_MESSAGE))
    }
  }
  const scoped = (request: Request, context?: { params: Promise<unknown> }) =>
    withSessionScope(() => handle(request, context))
  return Object.assign(scoped, { [ROUTE_HANDLER]: true as const })
}

export function isRouteHandler(value: unknown): value is RouteHandler {
  return typeof value === 'function' && ROUTE_HANDLER in value
}

async function enforceRateLimit<S>(
  request: Request,
  session: S,
  limit: {
    rule: RateLimitRule
    key: (caller: { ip: string; session: S }) => string
    message?: string
  },
): Promise<void> {
  const env = getEnv()
  if (env.RATE_LIMIT_DISABLED) return
  const ip = clientIp(request.headers, env.TRUSTED_PROXY_HOPS)
  const result = await hitRateLimit(getDatabase().db, limit.key({ ip, session }), limit.rule)
  if (result.allowed) return
  throw new RouteError(429, limit.message ?? RATE_LIMITED_MESSAGE, {
    headers: { 'retry-after': String(Math.ceil(result.retryAfterMs / 1000)) },
  })
}

function parseInput<Schema extends z.ZodType>(
  schema: Schema | undefined,
  input: unknown,
  message = INVALID_INPUT_MESSAGE,
): z.output<Schema> {
  if (!schema) return undefined as z.output<Schema>
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[]>
  throw new RouteError(400, message, { fieldErrors })
}

async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  options: { schema: Schema; maxBytes: number; invalid?: string; tooLarge?: string } | undefined,
): Promise<z.output<Schema>> {
  if (!options) return undefined as z.output<Schema>
  const invalid = options.invalid ?? INVALID_INPUT_MESSAGE
  const bytes = await readBoundedBody(request, options.maxBytes)
  if (!bytes)
    throw new RouteError(413, options.tooLarge ?? options.invalid ?? BODY_TOO_LARGE_MESSAGE)
  let body: unknown
  try {
    body = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw new RouteError(400, invalid)
  }
  return parseInput(options.schema, body, invalid)
}
