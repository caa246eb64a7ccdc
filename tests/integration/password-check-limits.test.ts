import { describe, expect, it } from 'vitest'
import { getAuth } from '@/server/auth/auth'
import {
  PASSWORD_CHECK_LIMITS,
  PASSWORD_CHECK_PATHS,
  passwordCheckKeys,
} from '@/server/auth/password-check-limits'
import { createOrPromoteUser } from '@/server/auth/users'
import { hitRateLimit } from '@/server/rate-limit'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { authPost, signInCookie } from '../support/auth-requests'
import { secretFromTotpUri, totpCode } from '../support/totp'

const PASSWORD = 'Senha@Confere2026'
const WRONG = 'Errada@Chute2026'
const LIMITED = /^Muitas tentativas com a senha errada\. Tente de novo em \d+ minutos?\.$/

/** Each route's body with this password in the field it checks. */
const BODIES: Record<string, (password: string) => object> = {
  '/change-password': (password) => ({ currentPassword: password, newPassword: 'Nova@Senha2027' }),
  '/verify-password': (password) => ({ password }),
  '/two-factor/enable': (password) => ({ password }),
  '/two-factor/disable': (password) => ({ password }),
  '/two-factor/get-totp-uri': (password) => ({ password }),
  '/two-factor/generate-backup-codes': (password) => ({ password }),
}
const ROUTES = Object.keys(BODIES)

function check(route: string, cookie: string, password: string, ip: string) {
  return authPost(route, BODIES[route]?.(password) ?? {}, ip, { cookie })
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

describe.each(TEST_DIALECTS)('password-check limits on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let serial = 0

  async function account(ip: string) {
    const email = `conta-${++serial}-${dialect}@exemplo.com.br`
    const { userId } = await createOrPromoteUser({ email, password: PASSWORD, role: 'editor' })
    return { userId, cookie: await signInCookie(email, PASSWORD, ip) }
  }

  /** An account with an authenticator on, so every two-factor route reaches its password check. */
  async function accountWithTwoFactor(ip: string) {
    const { userId, cookie } = await account(ip)
    const enable = await check('/two-factor/enable', cookie, PASSWORD, ip)
    expect(enable.status).toBe(200)
    const { totpURI } = (await enable.json()) as { totpURI: string }
    const code = totpCode(secretFromTotpUri(totpURI))
    const verified = await authPost('/two-factor/verify-totp', { code }, ip, { cookie })
    expect(verified.status).toBe(200)
    return { userId, cookie: cookiesOf(verified) }
  }

  const twoFactorOn = async (userId: string) =>
    (
      await handle()
        .db.selectFrom('user')
        .select('twoFactorEnabled')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).twoFactorEnabled

  it('blocks every password-checking route once the account has too many wrong passwords, from any address', async () => {
    const { userId, cookie } = await accountWithTwoFactor('10.20.0.1')
    const { limit } = PASSWORD_CHECK_LIMITS.account
    // A stolen session cookie, a new address for each guess, spread over all the routes.
    for (let i = 0; i < limit; i++) {
      const route = ROUTES[i % ROUTES.length] ?? ''
      const response = await check(route, cookie, WRONG, `198.51.100.${i + 1}`)
      expect([route, response.status]).toEqual([route, 400])
      expect((await response.json()).code).toBe('INVALID_PASSWORD')
    }
    // Now even the right password is refused, on each route and from a fresh address.
    for (const route of ROUTES) {
      const response = await check(route, cookie, PASSWORD, '192.0.2.200')
      expect([route, response.status]).toEqual([route, 429])
      const body = (await response.json()) as { message: string; code: string }
      expect(body.message).toMatch(LIMITED)
      expect(body.code).toBe('TOO_MANY_PASSWORD_ATTEMPTS')
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(await twoFactorOn(userId)).toBe(true)
    // The password did not change either: it still signs in.
    const stillValid = await authPost(
      '/sign-in/email',
      { email: `conta-${serial}-${dialect}@exemplo.com.br`, password: PASSWORD },
      '192.0.2.201',
    )
    expect(stillValid.status).toBe(200)
  })

  it('counts wrong passwords only: the owner confirms as often as needed, also while someone guesses below the limit', async () => {
    const { cookie } = await account('10.20.0.2')
    const { limit } = PASSWORD_CHECK_LIMITS.account
    for (let i = 0; i < limit + 5; i++)
      expect((await check('/verify-password', cookie, PASSWORD, '10.20.0.2')).status).toBe(200)
    for (let i = 0; i < limit - 1; i++)
      expect((await check('/verify-password', cookie, WRONG, '203.0.113.9')).status).toBe(400)
    // The owner, from their own address, after the guesses elsewhere.
    expect((await check('/verify-password', cookie, PASSWORD, '10.20.0.2')).status).toBe(200)
    expect((await check('/verify-password', cookie, WRONG, '203.0.113.9')).status).toBe(400)
    expect((await check('/verify-password', cookie, PASSWORD, '10.20.0.2')).status).toBe(429)
  })

  it('blocks an address (an IPv6 client by its /64) after too many wrong passwords of any account', async () => {
    const { userId, cookie } = await account('10.20.0.3')
    const { limit } = PASSWORD_CHECK_LIMITS.ip
    // The address's earlier failures (other accounts), then the last one over HTTP from
    // another address of the same /64.
    const { ip: key } = passwordCheckKeys(userId, '2001:db8:5:5::/64')
    for (let i = 0; i < limit - 1; i++)
      await hitRateLimit(handle().db, key, PASSWORD_CHECK_LIMITS.ip)
    expect((await check('/verify-password', cookie, WRONG, '2001:db8:5:5::1')).status).toBe(400)
    const blocked = await check('/verify-password', cookie, PASSWORD, '2001:db8:5:5:ffff::2')
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).message).toMatch(LIMITED)
    // The same account from elsewhere: one failure on it so far, far from its own limit.
    expect((await check('/verify-password', cookie, PASSWORD, '2001:db8:5:6::1')).status).toBe(200)
  })

  it('lets no more parallel guesses through than the limit', async () => {
    const { cookie } = await account('10.20.0.4')
    const { limit } = PASSWORD_CHECK_LIMITS.account
    const responses = await Promise.all(
      Array.from({ length: limit * 2 }, (_, i) =>
        check('/verify-password', cookie, WRONG, `198.18.0.${i + 1}`),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit)
  })

  it('answers without a session as before, counting nothing', async () => {
    for (let i = 0; i < PASSWORD_CHECK_LIMITS.ip.limit + 2; i++)
      expect((await check('/verify-password', '', WRONG, '10.20.0.5')).status).toBe(401)
    const { cookie } = await account('10.20.0.5')
    expect((await check('/verify-password', cookie, PASSWORD, '10.20.0.5')).status).toBe(200)
  })
})

describe('which routes check a password', () => {
  // Body fields that carry a password the route verifies or sets.
  const PASSWORD_FIELD = /password/i
  // Routes with a password field that verify none against the account: sign-in has its own
  // limits (sign-in-limits.ts); the others set a new password.
  const NOT_CHECKING = new Set(['/sign-in/email', '/sign-up/email', '/reset-password'])

  it('lists every HTTP route of this configuration that takes a password', () => {
    const routes = Object.values(getAuth().api as Record<string, unknown>).flatMap((endpoint) => {
      const { path, options } = endpoint as {
        path?: string
        options?: {
          body?: { shape?: Record<string, unknown> }
          metadata?: { SERVER_ONLY?: boolean }
        }
      }
      if (!path || options?.metadata?.SERVER_ONLY) return []
      const fields = Object.keys(options?.body?.shape ?? {})
      return fields.some((field) => PASSWORD_FIELD.test(field)) ? [path] : []
    })
    const checking = routes.filter((route) => !NOT_CHECKING.has(route)).sort()
    expect(checking).toEqual([...PASSWORD_CHECK_PATHS].sort())
  })
})
