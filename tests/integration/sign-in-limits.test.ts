import { describe, expect, it } from 'vitest'
import { createOrPromoteUser } from '@/server/auth/users'
import {
  RATE_LIMIT_MESSAGE,
  SIGN_IN_LIMITS,
  signInDelayMs,
  signInKeys,
} from '@/server/auth/sign-in-limits'
import { hitRateLimit } from '@/server/rate-limit'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { authPost } from '../support/auth-requests'

const PASSWORD = 'Senha@Limite2026'
const WRONG = 'Errada@123456'

function signIn(email: string, password: string, ip: string) {
  return authPost('/sign-in/email', { email, password }, ip)
}

describe.each(TEST_DIALECTS)('sign-in limits on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('counts failed passwords only: the owner signs in as often as needed', async () => {
    const email = `dona-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: PASSWORD, role: 'admin' })
    const statuses: number[] = []
    for (let i = 0; i < SIGN_IN_LIMITS.emailAndIp.limit + 4; i++)
      statuses.push((await signIn(email, PASSWORD, '192.0.2.10')).status)
    expect(statuses.every((status) => status === 200)).toBe(true)
  })

  it('lets a team behind one address sign in more than the address limit of failures', async () => {
    const team = ['ana', 'bia', 'caio'].map((name) => `${name}-${dialect}@exemplo.com.br`)
    for (const email of team) await createOrPromoteUser({ email, password: PASSWORD, role: null })
    const statuses: number[] = []
    // Over the old 20-sign-ins-per-address budget, with a few typos among them.
    for (let round = 0; round < 7; round++) {
      for (const email of team) statuses.push((await signIn(email, PASSWORD, '192.0.2.20')).status)
      if (round % 2)
        statuses.push((await signIn(team[round % 3] ?? '', WRONG, '192.0.2.20')).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(21)
    expect(statuses.filter((status) => status === 401)).toHaveLength(3)
  })

  it('blocks a guessing address for that email; the owner still gets in from another address meanwhile', async () => {
    const email = `alvo-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: PASSWORD, role: 'admin' })
    const attacker = '203.0.113.66'
    for (let i = 0; i < SIGN_IN_LIMITS.emailAndIp.limit; i++)
      expect((await signIn(email, WRONG, attacker)).status).toBe(401)
    const blocked = await signIn(email, PASSWORD, attacker)
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).message).toBe(RATE_LIMIT_MESSAGE)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)

    // The attacker keeps hammering while the owner signs in from the office.
    const started = Date.now()
    const [owner, ...hammer] = await Promise.all([
      signIn(email, PASSWORD, '198.51.100.10'),
      ...Array.from({ length: 10 }, () => signIn(email, WRONG, attacker)),
    ])
    expect(owner.status).toBe(200)
    expect(hammer.every((response) => response.status === 429)).toBe(true)
    // The email's failures slow the owner down a little; they never lock the owner out.
    expect(Date.now() - started).toBeGreaterThanOrEqual(
      signInDelayMs(SIGN_IN_LIMITS.emailAndIp.limit) - 50,
    )
  })

  it('slows an email down more with each recent failure, from any address, up to a cap', () => {
    const { freeFailures, maxDelayMs } = SIGN_IN_LIMITS.email
    expect(signInDelayMs(freeFailures - 1)).toBe(0)
    const delays = [0, 1, 2, 3].map((extra) => signInDelayMs(freeFailures + extra))
    expect(delays).toEqual([...delays].sort((a, b) => a - b))
    expect(new Set(delays).size).toBe(4)
    expect(signInDelayMs(1000)).toBe(maxDelayMs)
  })

  it('blocks an address (an IPv6 client by its /64) after too many failures of any email', async () => {
    const { limit } = SIGN_IN_LIMITS.ip
    const email = `outra-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: PASSWORD, role: null })
    // The address's earlier failures (each a different email), then the last one over HTTP
    // from another address of the same /64.
    const { ip: key } = signInKeys('', '2001:db8:7:7::/64')
    for (let i = 0; i < limit - 1; i++) await hitRateLimit(handle().db, key, SIGN_IN_LIMITS.ip)
    expect((await signIn('ninguem@exemplo.com.br', WRONG, '2001:db8:7:7::1')).status).toBe(401)
    const blocked = await signIn(email, PASSWORD, '2001:db8:7:7:ffff::1')
    expect(blocked.status).toBe(429)
    expect((await signIn(email, PASSWORD, '2001:db8:7:8::1')).status).toBe(200)
  })
})
