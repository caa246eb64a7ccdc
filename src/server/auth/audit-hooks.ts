import 'server-only'
import { createAuthMiddleware, isAPIError } from 'better-auth/api'
import type { Kysely } from 'kysely'
import { recordAudit, AUDIT_ACTIONS } from '../audit/log'
import type { Database } from '../db/types'
import { clientAddress, clientIp } from '../request-ip'
import { PASSWORD_CHECK_PATHS, settlePasswordCheck } from './password-check-limits'
import { settleSignIn } from './sign-in-limits'

const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code'])

interface AuditHookOptions {
  getDb: () => Kysely<Database>
  trustedProxyHops: number
  rateLimitDisabled: boolean
}

/**
 * Runs after Better Auth's endpoints: settles the sign-in and password-check limits (only a
 * wrong password keeps counting) and writes sign-ins, failed sign-ins, two-factor changes and password changes to
 * the audit log. A failure to log never breaks the sign-in.
 */
export function createAuditHooks(options: AuditHookOptions) {
  return createAuthMiddleware(async (ctx) => {
    const returned: unknown = ctx.context.returned
    const failed = isAPIError(returned)
    const ip = ctx.request ? clientAddress(ctx.request.headers, options.trustedProxyHops) : null
    const newUser = ctx.context.newSession?.user
    const sessionUser = ctx.context.session?.user
    const body = (ctx.body ?? {}) as { email?: unknown }
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : null
    const twoFactorPending =
      !failed &&
      typeof returned === 'object' &&
      returned !== null &&
      'twoFactorRedirect' in returned

    if (ctx.path === '/sign-in/email' && ctx.request && email && !options.rateLimitDisabled) {
      const bucket = clientIp(ctx.request.headers, options.trustedProxyHops)
      await settleSignIn(options.getDb(), email, bucket, failed && returned.statusCode === 401)
    }
    if (PASSWORD_CHECK_PATHS.has(ctx.path) && ctx.request) {
      const wrongPassword = failed && returned.body?.code === 'INVALID_PASSWORD'
      await settlePasswordCheck(options.getDb(), ctx.request, wrongPassword)
    }

    let entry: Parameters<typeof recordAudit>[1] | null = null
    if (ctx.path === '/sign-in/email') {
      if (failed) {
        entry = {
          action: AUDIT_ACTIONS.signInFailed,
          details: { email, status: returned.statusCode },
          ip,
        }
      } else if (newUser && !twoFactorPending) {
        entry = { action: AUDIT_ACTIONS.signIn, actor: newUser, ip }
      }
    } else if (SECOND_FACTOR_PATHS.has(ctx.path)) {
      // Signed in already: confirming a new authenticator. Otherwise: the second step of a sign-in.
      if (failed) {
        entry = {
          action: AUDIT_ACTIONS.twoFactorFailed,
          actor: sessionUser ?? null,
          details: { status: returned.statusCode },
          ip,
        }
      } else if (sessionUser && ctx.path === '/two-factor/verify-totp') {
        entry = { action: AUDIT_ACTIONS.twoFactorEnabled, actor: sessionUser, ip }
      } else if (newUser) {
        entry = {
          action: AUDIT_ACTIONS.signIn,
          actor: newUser,
          details: { secondFactor: true },
          ip,
        }
      }
    } else if (!failed && sessionUser && ctx.path === '/two-factor/disable') {
      entry = { action: AUDIT_ACTIONS.twoFactorDisabled, actor: sessionUser, ip }
    } else if (!failed && sessionUser && ctx.path === '/two-factor/generate-backup-codes') {
      entry = { action: AUDIT_ACTIONS.backupCodesRegenerated, actor: sessionUser, ip }
    } else if (!failed && sessionUser && ctx.path === '/change-password') {
      entry = { action: AUDIT_ACTIONS.passwordChanged, actor: sessionUser, ip }
    }
    if (!entry) return
    try {
      await recordAudit(options.getDb(), entry)
    } catch (error) {
      console.error('Falha ao gravar o log de auditoria', error)
    }
  })
}
