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
 * Sign-in limits count failed passwords only (an attempt is counted when it starts and given
 * back when it succeeds, so parallel guesses cannot slip past a limit). Hard limits are per
 * client address and per (email, address): an attacker elsewhere never blocks the owner of an
 * account. The email alone only slows every attempt down, more with each recent failure.
 */
export const SIGN_IN_LIMITS = {
  ip: { limit: 50, windowMs: 10 * MINUTE },
  emailAndIp: { limit: 8, windowMs: 10 * MINUTE },
  email: { windowMs: 10 * MINUTE, freeFailures: 5, firstDelayMs: 250, maxDelayMs: 4000 },
} as const

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'

/** The wait before checking a password for an email with this many recent failures. */
export function signInDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS.email
  if (failures < freeFailures) return 0
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures))
}

export function signInKeys(email: string, ip: string) {
  return {
    ip: `auth:sign-in:ip:${ip}`,
    emailAndIp: `auth:sign-in:email-ip:${email}|${ip}`,
    email: `auth:sign-in:email:${email}`,
  }
}

export function tooManyAttempts(result: RateLimitResult): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: RATE_LIMIT_MESSAGE, code: 'RATE_LIMITED' },
    { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) },
  )
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Before the password is checked: refuse a blocked client at once, else count and maybe wait. */
export async function admitSignIn(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip)
  const hard: [string, RateLimitRule][] = [
    [keys.ip, SIGN_IN_LIMITS.ip],
    [keys.emailAndIp, SIGN_IN_LIMITS.emailAndIp],
  ]
  for (const [key, rule] of hard) {
    const peek = await peekRateLimit(db, key, rule)
    if (!peek.allowed) throw tooManyAttempts(peek)
  }
  const [byIp, byPair, byEmail] = await Promise.all([
    hitRateLimit(db, keys.ip, SIGN_IN_LIMITS.ip),
    hitRateLimit(db, keys.emailAndIp, SIGN_IN_LIMITS.emailAndIp),
    hitRateLimit(db, keys.email, { limit: Number.MAX_SAFE_INTEGER, ...SIGN_IN_LIMITS.email }),
  ])
  const blocked = [byIp, byPair].find((result) => !result.allowed)
  if (blocked) {
    // Lost a race with parallel attempts: this one never reaches the password check.
    await refundSignIn(db, email, ip)
    throw tooManyAttempts(blocked)
  }
  const delay = signInDelayMs(byEmail.count - 1)
  if (delay > 0) await sleep(delay)
}

/** After the password check: only a wrong password keeps counting. */
export async function settleSignIn(
  db: Kysely<Database>,
  email: string,
  ip: string,
  passwordFailed: boolean,
): Promise<void> {
  if (!passwordFailed) await refundSignIn(db, email, ip)
}

async function refundSignIn(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip)
  await Promise.all([keys.ip, keys.emailAndIp, keys.email].map((key) => refundRateLimit(db, key)))
}
