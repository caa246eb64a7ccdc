import 'server-only'
import { betterAuth } from 'better-auth'
import { nextCookies } from 'better-auth/next-js'
import { twoFactor } from 'better-auth/plugins'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/validations/auth'
import { site } from '@/lib/site'
import { trustedOriginsFor } from '@/lib/validations/auth-origin'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import { createAuditHooks } from './audit-hooks'
import {
  getEmailSender,
  resetEmailSender,
  VERIFICATION_TTL_SECONDS,
  verificationLink,
  verificationMessage,
} from './email-verification'
import { createAuthGuards } from './guards'

const DAY_SECONDS = 24 * 60 * 60

function createAuth() {
  const env = getEnv()
  const { raw, dialect } = getDatabase()
  const maxAge = env.SESSION_MAX_AGE_DAYS * DAY_SECONDS
  return betterAuth({
    appName: site.name,
    baseURL: env.SITE_URL,
    secret: env.BETTER_AUTH_SECRET,
    // localhost and 127.0.0.1 are one site when SITE_URL is either (auth-origin.ts).
    trustedOrigins: trustedOriginsFor(env.SITE_URL),
    // Better Auth converts dates and flags itself, so it gets the connection without our plugin.
    database: { db: raw, type: dialect },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    // Sign-up sends a confirmation link; a role can only be granted once the email is
    // confirmed (role-change.ts). Accounts made by server code (seed, CLI) are verified by
    // their operator and get no email.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        if (!request) return
        await getEmailSender()(verificationMessage(user.email, verificationLink(token)))
      },
    },
    session: {
      // Sliding expiry: each day of use pushes the end of the session forward.
      expiresIn: maxAge,
      updateAge: Math.min(DAY_SECONDS, Math.floor(maxAge / 2)),
    },
    // Our own limiter (guards.ts) keys on the proxy-aware client IP and on the email too.
    rateLimit: { enabled: false },
    advanced: {
      // Better Auth turns the origin/CSRF check off when TEST is set; never let the environment do that.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: env.SITE_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    hooks: {
      before: createAuthGuards({
        getDb: () => getDatabase().db,
        trustedProxyHops: env.TRUSTED_PROXY_HOPS,
        rateLimitDisabled: env.RATE_LIMIT_DISABLED,
      }),
      after: createAuditHooks({
        getDb: () => getDatabase().db,
        trustedProxyHops: env.TRUSTED_PROXY_HOPS,
        rateLimitDisabled: env.RATE_LIMIT_DISABLED,
      }),
    },
    plugins: [
      twoFactor({
        issuer: site.name,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      nextCookies(),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

const globalForAuth = globalThis as typeof globalThis & { __auth?: Auth }

export function getAuth(): Auth {
  globalForAuth.__auth ??= createAuth()
  return globalForAuth.__auth
}

/** Test hook: forget the instance after the database or environment changed. */
export function resetAuth(): void {
  globalForAuth.__auth = undefined
  resetEmailSender()
}
