import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createOrPromoteUser } from '@/server/auth/users'
import { getConsentTotals } from '@/server/consent/queries'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

type Action = 'accept_all' | 'essential_only' | 'custom' | 'reset'

describe.each(TEST_DIALECTS)('dashboard consent totals on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    const email = `editor-consent-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: 'Senha@Consent2026', role: 'editor' })
    request.cookie = await signInCookie(email, 'Senha@Consent2026', '10.8.0.1')
  })

  async function insert(
    visitor: string,
    action: Action,
    analytics: boolean,
    marketing: boolean,
    minute: number,
  ) {
    await handle()
      .db.insertInto('consent_records')
      .values({
        id: randomUUID(),
        anonymous_id: visitor,
        analytics,
        marketing,
        policy_version: '1',
        action,
        user_agent_hash: null,
        created_at: new Date(Date.UTC(2026, 10, 21, 12, minute)),
      })
      .execute()
  }

  it('is all zeros with no record', async () => {
    expect(await getConsentTotals()).toEqual({
      visitors: 0,
      acceptAll: 0,
      essentialOnly: 0,
      custom: 0,
      withdrawn: 0,
      analytics: 0,
      marketing: 0,
      records: 0,
    })
  })

  it('counts each visitor once, by their latest decision', async () => {
    // Inserted out of time order: the count must follow created_at, not insertion.
    await insert('a', 'custom', true, false, 30)
    await insert('a', 'accept_all', true, true, 10)
    await insert('b', 'essential_only', false, false, 5)
    await insert('c', 'accept_all', true, true, 7)
    await insert('d', 'accept_all', true, true, 1)
    await insert('d', 'reset', false, false, 2)
    await insert('e', 'custom', false, true, 3)
    await insert('f', 'reset', false, false, 8)
    await insert('f', 'essential_only', false, false, 9)
    expect(await getConsentTotals()).toEqual({
      visitors: 6,
      acceptAll: 1,
      essentialOnly: 2,
      custom: 2,
      withdrawn: 1,
      analytics: 2,
      marketing: 2,
      records: 9,
    })
  })

  it('is refused to a visitor who is not signed in', async () => {
    const cookie = request.cookie
    request.cookie = ''
    await expect(getConsentTotals()).rejects.toMatchObject({ status: 401 })
    request.cookie = cookie
  })
})
