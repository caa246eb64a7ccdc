import { afterAll, describe, expect, inject, it } from 'vitest'
import { RATE_LIMIT_MESSAGE, SIGN_IN_LIMITS } from '@/server/auth/sign-in-limits'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'

const baseURL = inject('baseURL')
const database = openServerDatabase()

function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseURL}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, ...headers },
    body: JSON.stringify(body),
  })
}

afterAll(async () => {
  // Leave no spent limits behind for the other files, which sign in from the same address.
  await database.db.deleteFrom('rate_limit_buckets').execute()
  await database.destroy()
})

describe('accounts over HTTP on the production server', () => {
  it('signs the seeded admin in with an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await post('/sign-in/email', E2E_ADMIN)
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const session = await fetch(`${baseURL}/api/auth/get-session`, {
      headers: { cookie: cookie?.split(';')[0] ?? '' },
    })
    expect((await session.json()).user.email).toBe(E2E_ADMIN.email)
  })

  it('never locks out an admin who keeps signing in with the right password', async () => {
    const statuses: number[] = []
    for (let i = 0; i < SIGN_IN_LIMITS.emailAndIp.limit + 4; i++)
      statuses.push((await post('/sign-in/email', E2E_ADMIN)).status)
    expect(statuses.every((status) => status === 200)).toBe(true)
  })

  it('refuses a sign-in from another origin', async () => {
    const response = await post('/sign-in/email', E2E_ADMIN, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })

  it('counts attempts per real client address, whatever X-Forwarded-For the client sends', async () => {
    await database.db.deleteFrom('rate_limit_buckets').execute()
    // Failures only, each for a different email: the address's own limit is what stops them.
    const limit = SIGN_IN_LIMITS.ip.limit
    const statuses: number[] = []
    for (let i = 0; i <= limit; i++) {
      const response = await post(
        '/sign-in/email',
        { email: `ninguem${i}@exemplo.com.br`, password: 'Errada@123456' },
        { 'x-forwarded-for': `198.51.100.${i}` },
      )
      statuses.push(response.status)
      if (response.status === 429) expect((await response.json()).message).toBe(RATE_LIMIT_MESSAGE)
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true)
    expect(statuses[limit]).toBe(429)
  })
})
