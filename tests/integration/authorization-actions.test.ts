import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES } from '@/server/auth/errors'
import { TEST_DIALECTS } from '../support/databases'
import { startSmtpInbox } from '../support/smtp-inbox'
import { setupTestDatabase } from '../support/setup-database'
import { ACTION_CASES, PUBLIC_ACTION_CASES, type FormAction } from './authorization-cases'
import {
  ALLOWED,
  discoveredActions,
  PERSONAS,
  personaSessions,
  snapshot,
} from './authorization-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
// Blog writes expire cache tags, which needs Next's request store outside a real server.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: vi.fn(),
}))

// "Reenviar link" only succeeds once a mail server took the link: a real one, before any
// code reads the environment.
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
beforeAll(async () => {
  inbox = await startSmtpInbox({ user: 'painel', pass: 'segredo-smtp' })
  process.env.SMTP_URL = inbox.url
})
afterAll(() => inbox.close())

describe.each(TEST_DIALECTS)('server actions by persona on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const sessions = personaSessions(dialect, 'matriz-acoes')

  for (const [name, testCase] of Object.entries(ACTION_CASES)) {
    for (const persona of PERSONAS) {
      const allowed = ALLOWED[testCase.role].includes(persona)
      it(`${name} as ${persona} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const action = discoveredActions()[name]
        expect(action).toBeDefined()
        request.cookie = sessions.cookies[persona]
        const input = await testCase.input({ handle: handle(), targetId: sessions.targetId })
        const before = await snapshot(handle())
        const result = await action!(input as never)
        if (allowed) {
          expect(result).toMatchObject({ ok: true })
        } else {
          const expected = persona === 'anonymous' ? 401 : 403
          expect(result).toEqual({
            ok: false,
            status: expected,
            error: expected === 401 ? AUTH_MESSAGES.unauthenticated : AUTH_MESSAGES.forbidden,
          })
          expect(await snapshot(handle())).toBe(before)
        }
      })
    }
  }

  for (const [name, check] of Object.entries(PUBLIC_ACTION_CASES)) {
    for (const persona of PERSONAS) {
      it(`${name} as ${persona} is allowed (public)`, async () => {
        const action = discoveredActions()[name]
        expect(action).toBeDefined()
        request.cookie = sessions.cookies[persona]
        await check(action as unknown as FormAction, {
          handle: handle(),
          targetId: sessions.targetId,
        })
      })
    }
  }
})
