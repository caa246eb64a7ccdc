import 'server-only'
import { APIError } from 'better-auth/api'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types'
import {
  hitRateLimit,
  peekRateLimit,
  refundRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from '../rate-limit'

const MINUTE = 60_000

/**
 * Every route this configuration serves over HTTP that checks the signed-in account's
 * password (sign-in has its own limits). Without a limit, someone holding a stolen session
 * cookie could guess the password here and then turn two-factor off or change the password.
 * delete-user is off today (it answers 404 before any check) and stays listed in case it is
 * turned on.
 */
export const PASSWORD_CHECK_PATHS: ReadonlySet<string> = new Set([
  '/change-password',
  '/verify-password',
  '/delete-user',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
])

/**
 * Wrong passwords only, per account from any address and per client address for any account.
 * The account limit is hard on purpose: every one of these routes needs a live session of the
 * account, so only its owner or someone holding one of its session cookies can spend it, never
 * a stranger. An attacker with a stolen cookie and many addresses still gets 10 guesses an
 * hour; the owner, meanwhile, can still use the panel, and signing out of the device whose
 * cookie leaked ends that session. The address limit stops one client trying many stolen
 * sessions, and is loose enough for a team behind one office address.
 */
export const PASSWORD_CHECK_LIMITS = {
  account: { limit: 10, windowMs: 60 * MINUTE },
  ip: { limit: 30, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>

/** The error code the account screens read to show our own pt-BR message. */
export const PASSWORD_CHECK_LIMITED_CODE = 'TOO_MANY_PASSWORD_ATTEMPTS'

export function passwordCheckLimitedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE))
  return `Muitas tentativas com a senha errada. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
}

export function passwordCheckKeys(userId: string, ip: string) {
  return {
    account: `auth:password-check:account:${userId}`,
    ip: `auth:password-check:ip:${ip}`,
  }
}

function passwordCheckLimited(results: RateLimitResult[]): APIError {
  const retryAfterMs = Math.max(...results.map((result) => result.retryAfterMs))
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: passwordCheckLimitedMessage(retryAfterMs), code: PASSWORD_CHECK_LIMITED_CODE },
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  )
}

// What each request counted, so the after hook gives back exactly that when it was no wrong password.
const counted = new WeakMap<Request, string[]>()

/**
 * Before the password is checked: refuse a blocked account or address at once, else count the
 * attempt (given back later unless the password was wrong, so parallel guesses cannot slip
 * past a limit between the check and the count).
 */
export async function admitPasswordCheck(
  db: Kysely<Database>,
  request: Request,
  userId: string,
  ip: string,
): Promise<void> {
  const keys = passwordCheckKeys(userId, ip)
  const rules: [string, RateLimitRule][] = [
    [keys.account, PASSWORD_CHECK_LIMITS.account],
    [keys.ip, PASSWORD_CHECK_LIMITS.ip],
  ]
  const peeks = await Promise.all(rules.map(([key, rule]) => peekRateLimit(db, key, rule)))
  const refused = peeks.filter((peek) => !peek.allowed)
  if (refused.length > 0) throw passwordCheckLimited(refused)
  const hits = await Promise.all(rules.map(([key, rule]) => hitRateLimit(db, key, rule)))
  const blocked = hits.filter((hit) => !hit.allowed)
  if (blocked.length > 0) {
    // Lost a race with parallel attempts: this one never reaches the password check.
    await Promise.all(rules.map(([key]) => refundRateLimit(db, key)))
    throw passwordCheckLimited(blocked)
  }
  counted.set(
    request,
    rules.map(([key]) => key),
  )
}

/** After the route answered: only a wrong password keeps counting. */
export async function settlePasswordCheck(
  db: Kysely<Database>,
  request: Request,
  passwordFailed: boolean,
): Promise<void> {
  const keys = counted.get(request)
  if (!keys) return
  counted.delete(request)
  if (!passwordFailed) await Promise.all(keys.map((key) => refundRateLimit(db, key)))
}
