import { describe, expect, it, vi } from 'vitest'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { QUERY_CASES } from './authorization-cases'
import { ALLOWED, PERSONAS, personaSessions } from './authorization-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

describe.each(TEST_DIALECTS)('admin queries by persona on %s', (dialect) => {
  setupTestDatabase(dialect)
  const sessions = personaSessions(dialect, 'matriz-leituras')

  for (const [name, testCase] of Object.entries(QUERY_CASES)) {
    for (const persona of PERSONAS) {
      const allowed = ALLOWED[testCase.role].includes(persona)
      it(`${name} as ${persona} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        request.cookie = sessions.cookies[persona]
        if (allowed) {
          await expect(testCase.run()).resolves.toBeDefined()
        } else {
          await expect(testCase.run()).rejects.toMatchObject({
            status: persona === 'anonymous' ? 401 : 403,
          })
        }
      })
    }
  }
})
