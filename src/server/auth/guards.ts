import 'server-only'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import type { Kysely } from 'kysely'
import { passwordSchema, signInSchema, signUpSchema } from '@/lib/validations/auth'
import type { Database } from '../db/types'
import { hitRateLimit, type RateLimitRule } from '../rate-limit'
import { clientIp } from '../request-ip'

const MINUTE = 60_000

/** Per-IP and per-email limits; a legitimate person never meets them, a script does at once. */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': {
    ip: { limit: 20, windowMs: 10 * MINUTE },
    email: { limit: 8, windowMs: 10 * MINUTE },
  },
  '/sign-up/email': {
    ip: { limit: 5, windowMs: 60 * MINUTE },
    email: { limit: 3, windowMs: 60 * MINUTE },
  },
} as const satisfies Record<string, { ip: RateLimitRule; email: RateLimitRule }>

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'

type GuardedPath = keyof typeof AUTH_RATE_LIMITS

function isGuardedPath(path: string): path is GuardedPath {
  return path in AUTH_RATE_LIMITS
}

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Dados inválidos.'
}

export interface GuardOptions {
  getDb: () => Kysely<Database>
  trustedProxyHops: number
  rateLimitDisabled: boolean
}

/**
 * Runs before Better Auth's sign-in and sign-up endpoints: the spec's password policy on the
 * server (same zod schema as the form) and rate limits per IP and per email. Calls made from
 * server code (no request: seed, CLI) are validated but not rate limited.
 */
export function createAuthGuards(options: GuardOptions) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/change-password') return enforcePasswordChangePolicy(ctx.body)
    if (!isGuardedPath(ctx.path)) return
    const schema = ctx.path === '/sign-up/email' ? signUpSchema : signInSchema
    const parsed = schema.safeParse(ctx.body)
    if (!parsed.success) {
      throw new APIError('BAD_REQUEST', {
        message: firstIssue(parsed.error),
        code: 'INVALID_INPUT',
      })
    }
    if (options.rateLimitDisabled || !ctx.request) return
    const rules = AUTH_RATE_LIMITS[ctx.path]
    const ip = clientIp(ctx.request.headers, options.trustedProxyHops)
    const db = options.getDb()
    const byIp = await hitRateLimit(db, `auth:${ctx.path}:ip:${ip}`, rules.ip)
    const byEmail = await hitRateLimit(
      db,
      `auth:${ctx.path}:email:${parsed.data.email}`,
      rules.email,
    )
    const blocked = [byIp, byEmail].find((result) => !result.allowed)
    if (blocked) {
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' },
        { 'Retry-After': String(Math.ceil(blocked.retryAfterMs / 1000)) },
      )
    }
  })
}

/**
 * A new password meets the same policy as sign-up, and changing it always ends the user's
 * other sessions, whatever the client asked for.
 */
function enforcePasswordChangePolicy(body: unknown) {
  const input = (body ?? {}) as Record<string, unknown>
  const parsed = passwordSchema.safeParse(input.newPassword)
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { message: firstIssue(parsed.error), code: 'INVALID_INPUT' })
  }
  return { context: { body: { ...input, revokeOtherSessions: true } } }
}
