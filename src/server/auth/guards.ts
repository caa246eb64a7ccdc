import 'server-only'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import type { Kysely } from 'kysely'
import { passwordSchema, signInSchema, signUpSchema } from '@/lib/validations/auth'
import type { Database } from '../db/types'
import { hitRateLimit, peekRateLimit, type RateLimitRule } from '../rate-limit'
import { clientIp } from '../request-ip'
import { releaseUnconfirmedEmail } from './email-verification'
import { admitPasswordCheck, PASSWORD_CHECK_PATHS } from './password-check-limits'
import { admitSignIn, tooManyAttempts } from './sign-in-limits'

const MINUTE = 60_000

/** Sign-up creates rows, so every attempt counts, per client address and per email. */
export const SIGN_UP_LIMITS = {
  ip: { limit: 5, windowMs: 60 * MINUTE },
  email: { limit: 3, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>

const GUARDED_PATHS = new Set(['/sign-in/email', '/sign-up/email'])

/**
 * Email confirmation goes through our own page (the account's session must use the link) and
 * new links through our own actions (rate limited): Better Auth's HTTP routes for them stay
 * shut, so nobody confirms an address with a bare link or mails links to anyone in bulk.
 */
const SERVER_ONLY_PATHS = new Set(['/verify-email', '/send-verification-email'])

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Dados inválidos.'
}

export interface GuardOptions {
  getDb: () => Kysely<Database>
  trustedProxyHops: number
  rateLimitDisabled: boolean
}

/**
 * Runs before Better Auth's endpoints: the spec's password policy on the server (same zod
 * schema as the form), the rate limits (sign-in-limits.ts for sign-in,
 * password-check-limits.ts for the routes that confirm the signed-in account's password), and
 * on sign-up the release of an address held by an unconfirmed account. Calls made from server
 * code (no request: seed, CLI) are validated but not rate limited.
 */
export function createAuthGuards(options: GuardOptions) {
  return createAuthMiddleware(async (ctx) => {
    if (PASSWORD_CHECK_PATHS.has(ctx.path)) {
      // The policy first: a refused new password never reaches the password check, nor counts.
      const changed = ctx.path === '/change-password' ? enforcePasswordChangePolicy(ctx.body) : null
      if (!ctx.request || options.rateLimitDisabled) return changed ?? undefined
      // No session: the route itself answers 401, and there is no account to count against.
      const session = await getSessionFromCtx(ctx)
      if (session) {
        const ip = clientIp(ctx.request.headers, options.trustedProxyHops)
        await admitPasswordCheck(options.getDb(), ctx.request, session.user.id, ip)
      }
      return changed ?? undefined
    }
    if (SERVER_ONLY_PATHS.has(ctx.path) && ctx.request) throw new APIError('NOT_FOUND')
    if (!GUARDED_PATHS.has(ctx.path)) return
    const signUp = ctx.path === '/sign-up/email'
    const parsed = (signUp ? signUpSchema : signInSchema).safeParse(ctx.body)
    if (!parsed.success) {
      throw new APIError('BAD_REQUEST', {
        message: firstIssue(parsed.error),
        code: 'INVALID_INPUT',
      })
    }
    if (!ctx.request) return
    const db = options.getDb()
    if (!options.rateLimitDisabled)
      await enforceRateLimits(db, signUp, parsed.data.email, ctx.request)
    if (signUp) await releaseUnconfirmedEmail(db, parsed.data.email)
  })

  async function enforceRateLimits(
    db: Kysely<Database>,
    signUp: boolean,
    email: string,
    request: Request,
  ): Promise<void> {
    const ip = clientIp(request.headers, options.trustedProxyHops)
    if (!signUp) return admitSignIn(db, email, ip)
    // A blocked address is refused before anything is written for the email it sent.
    const ipKey = `auth:sign-up:ip:${ip}`
    const peek = await peekRateLimit(db, ipKey, SIGN_UP_LIMITS.ip)
    if (!peek.allowed) throw tooManyAttempts(peek)
    const byIp = await hitRateLimit(db, ipKey, SIGN_UP_LIMITS.ip)
    const byEmail = await hitRateLimit(db, `auth:sign-up:email:${email}`, SIGN_UP_LIMITS.email)
    const blocked = [byIp, byEmail].find((result) => !result.allowed)
    if (blocked) throw tooManyAttempts(blocked)
  }
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
