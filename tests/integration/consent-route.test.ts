import { createHash, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST } from '@/app/api/consent/route'
import { CONSENT_POLICY_VERSION } from '@/lib/consent/consent-state'
import { CONSENT_RATE_LIMIT } from '@/server/consent/record'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const ORIGIN = 'http://localhost:3999'
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Teste'

function body(overrides: Record<string, unknown> = {}) {
  return {
    anonymousId: randomUUID(),
    action: 'custom',
    preferences: { essential: true, analytics: true, marketing: false },
    policyVersion: CONSENT_POLICY_VERSION,
    ...overrides,
  }
}

function post(
  payload: unknown,
  { ip = '198.51.100.20', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return POST(
    new Request(`${ORIGIN}/api/consent`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'user-agent': USER_AGENT,
        'x-forwarded-for': ip,
        ...headers,
      },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  )
}

describe.each(TEST_DIALECTS)('POST /api/consent on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const rows = () => handle().db.selectFrom('consent_records').selectAll().execute()

  it('stores the decision with a hash of the user agent and no IP', async () => {
    const payload = body()
    const before = Date.now()
    const response = await post(payload, { ip: '203.0.113.99' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const row = await handle()
      .db.selectFrom('consent_records')
      .selectAll()
      .where('anonymous_id', '=', payload.anonymousId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      essential: true,
      analytics: true,
      marketing: false,
      action: 'custom',
      policy_version: CONSENT_POLICY_VERSION,
      user_agent_hash: createHash('sha256').update(USER_AGENT).digest('hex'),
    })
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(row.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    // Neither the record nor the rate-limit bucket holds the address or the agent in clear.
    const buckets = await handle().db.selectFrom('rate_limit_buckets').selectAll().execute()
    const everything = JSON.stringify({ row, buckets })
    expect(everything).not.toContain('203.0.113.99')
    expect(everything).not.toContain('Chrome/140.0')
  })

  it('stores each kind of decision, reset included', async () => {
    const anonymousId = randomUUID()
    const off = { essential: true, analytics: false, marketing: false }
    for (const payload of [
      body({
        anonymousId,
        action: 'accept_all',
        preferences: { ...off, analytics: true, marketing: true },
      }),
      body({ anonymousId, action: 'reset', preferences: off }),
      body({ anonymousId, action: 'essential_only', preferences: off }),
    ]) {
      expect((await post(payload)).status).toBe(201)
    }
    const actions = (await rows()).filter((r) => r.anonymous_id === anonymousId)
    expect(actions.map((r) => r.action).sort()).toEqual(['accept_all', 'essential_only', 'reset'])
  })

  it('stores no hash when the browser sends no user agent', async () => {
    const payload = body()
    const request = new Request(`${ORIGIN}/api/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
      body: JSON.stringify(payload),
    })
    expect((await POST(request)).status).toBe(201)
    const row = (await rows()).find((r) => r.anonymous_id === payload.anonymousId)
    expect(row?.user_agent_hash).toBeNull()
  })

  it.each([
    ['not JSON', '{"anonymousId":'],
    ['an array', '[]'],
    [
      'essential off',
      body({ preferences: { essential: false, analytics: false, marketing: false } }),
    ],
    ['a missing flag', body({ preferences: { essential: true, analytics: true } })],
    [
      'a string flag',
      body({ preferences: { essential: true, analytics: 'sim', marketing: false } }),
    ],
    ['an unknown action', body({ action: 'accept' })],
    ['a malformed anonymous id', body({ anonymousId: 'visitante-1' })],
    ['a malformed policy version', body({ policyVersion: '<script>' })],
    [
      'accept all with a refused category',
      body({
        action: 'accept_all',
        preferences: { essential: true, analytics: true, marketing: false },
      }),
    ],
    [
      'essential only with a granted category',
      body({
        action: 'essential_only',
        preferences: { essential: true, analytics: false, marketing: true },
      }),
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const before = (await rows()).length
    const response = await post(payload, { ip: '198.51.100.30' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Registro de consentimento inválido.' })
    expect((await rows()).length).toBe(before)
  })

  it('refuses a body over the size limit with 413', async () => {
    const before = (await rows()).length
    const response = await post(body({ padding: 'x'.repeat(2000) }), { ip: '198.51.100.31' })
    expect(response.status).toBe(413)
    expect((await rows()).length).toBe(before)
  })

  it('stops reading a streamed body (no Content-Length) once it passes the limit', async () => {
    const pulled = { chunks: 0 }
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled.chunks++
        controller.enqueue(new TextEncoder().encode(' '.repeat(512)))
      },
    })
    const response = await POST(
      new Request(`${ORIGIN}/api/consent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.32' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(pulled.chunks).toBeLessThan(10)
  })

  it('refuses a post from another site', async () => {
    const before = (await rows()).length
    const response = await post(body(), { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
    expect((await rows()).length).toBe(before)
  })

  it('rate limits per IP, and only that IP', async () => {
    const ip = `192.0.2.${dialect === 'sqlite' ? 10 : 11}`
    for (let i = 0; i < CONSENT_RATE_LIMIT.limit; i++) {
      expect((await post(body(), { ip })).status).toBe(201)
    }
    const before = (await rows()).length
    const limited = await post(body(), { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await rows()).length).toBe(before)
    expect((await post(body(), { ip: '192.0.2.200' })).status).toBe(201)
  })
})
