import 'server-only'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import type { Kysely } from 'kysely'
import { passwordSchema, signInSchema, signUpSchema } from '@/lib/validations/auth'
import type { Database } from '../db/types'
import { hitRateLimit, peekRateLimit, type RateLimitRule } from '../rate-limit'
import { clientIp } from '../request-ip'
import { admitSignIn, tooManyAttempts } from './sign-in-limits'

const MINUTE = 60_000

/** Sign-up creates rows, so every attempt counts, per client address and per email. */
export const SIGN_UP_LIMITS = {
  ip: { limit: 5, windowMs: 60 * MINUTE },
  email: { limit: 3, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>

const GUARDED_PATHS = new Set(['/sign-in/email', '/sign-up/email'])

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
 * server (same zod schema as the form) and the rate limits (sign-in-limits.ts for sign-in).
 * Calls made from server code (no request: seed, CLI) are validated but not rate limited.
 */
export function createAuthGuards(options: GuardOptions) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/change-password') return enforcePasswordChangePolicy(ctx.body)
    if (!GUARDED_PATHS.has(ctx.path)) return
    const signUp = ctx.path === '/sign-up/email'
    const parsed = (signUp ? signUpSchema : signInSchema).safeParse(ctx.body)
    if (!parsed.success) {
      throw new APIError('BAD_REQUEST', {
        message: firstIssue(parsed.error),
        code: 'INVALID_INPUT',
      })
    }
    if (options.rateLimitDisabled || !ctx.request) return
    const ip = clientIp(ctx.request.headers, options.trustedProxyHops)
    const db = options.getDb()
    if (!signUp) return admitSignIn(db, parsed.data.email, ip)
    // A blocked address is refused before anything is written for the email it sent.
    const ipKey = `auth:sign-up:ip:${ip}`
    const peek = await peekRateLimit(db, ipKey, SIGN_UP_LIMITS.ip)
    if (!peek.allowed) throw tooManyAttempts(peek)
    const byIp = await hitRateLimit(db, ipKey, SIGN_UP_LIMITS.ip)
    const byEmail = await hitRateLimit(
      db,
      `auth:sign-up:email:${parsed.data.email}`,
      SIGN_UP_LIMITS.email,
    )
    const blocked = [byIp, byEmail].find((result) => !result.allowed)
    if (blocked) throw tooManyAttempts(blocked)
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
