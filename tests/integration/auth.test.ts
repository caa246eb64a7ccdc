import { describe, expect, it } from 'vitest'
import { resolveSession } from '@/server/auth/session'
import { createOrPromoteUser } from '@/server/auth/users'
import { SIGN_UP_LIMITS } from '@/server/auth/guards'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { authPost, signInCookie } from '../support/auth-requests'

const STRONG = 'Senha@Forte2026'

describe.each(TEST_DIALECTS)('accounts on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('refuses a sign-up password outside the spec policy with a pt-BR message, writing nothing', async () => {
    const cases: [string, string][] = [
      ['Curta@1a', 'A senha deve ter pelo menos 12 caracteres.'],
      ['semmaiuscula@123', 'A senha precisa de pelo menos uma letra maiúscula.'],
      ['SEMMINUSCULA@123', 'A senha precisa de pelo menos uma letra minúscula.'],
      ['SemNumero@Aqui', 'A senha precisa de pelo menos um número.'],
      ['Sem Simbolo 1234', 'A senha precisa de pelo menos um símbolo, como @ # ! % ou -.'],
      [
        'Quebra\nde@Linha123',
        'A senha não pode ter quebras de linha, tabulações ou outros caracteres de controle.',
      ],
    ]
    for (const [password, message] of cases) {
      const response = await authPost(
        '/sign-up/email',
        { email: 'nova@exemplo.com.br', password, name: 'nova' },
        '198.51.100.1',
      )
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBe(message)
    }
    const users = await handle()
      .db.selectFrom('user')
      .select('id')
      .where('email', '=', 'nova@exemplo.com.br')
      .execute()
    expect(users).toEqual([])
  })

  it('accepts a passphrase with spaces, accents and any symbol on the server', async () => {
    const password = 'Pão de queijo #2026 é Bom'
    const email = 'frase@exemplo.com.br'
    const signUp = await authPost(
      '/sign-up/email',
      { email, password, name: 'frase' },
      '198.51.100.5',
    )
    expect(signUp.status).toBe(200)
    expect(await signInCookie(email, password, '198.51.100.5')).toContain('session_token')
  })

  it('signs up with no role, signs in with an httpOnly SameSite=Lax cookie, signs out on the server', async () => {
    const signUp = await authPost(
      '/sign-up/email',
      { email: 'Pessoa@Exemplo.com.br', password: STRONG, name: 'pessoa' },
      '198.51.100.2',
    )
    expect(signUp.status).toBe(200)
    const user = await handle()
      .db.selectFrom('user')
      .select('id')
      .where('email', '=', 'pessoa@exemplo.com.br')
      .executeTakeFirstOrThrow()
    const roles = await handle()
      .db.selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', user.id)
      .execute()
    expect(roles).toEqual([])

    const response = await authPost(
      '/sign-in/email',
      { email: 'pessoa@exemplo.com.br', password: STRONG },
      '198.51.100.2',
    )
    expect(response.status).toBe(200)
    const sessionCookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(sessionCookie).toMatch(/HttpOnly/i)
    expect(sessionCookie).toMatch(/SameSite=Lax/i)
    expect(sessionCookie).not.toMatch(/Secure/i) // SITE_URL is http in tests; Secure only with https

    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const session = await resolveSession(new Headers({ cookie }))
    expect(session?.user.email).toBe('pessoa@exemplo.com.br')
    expect(session?.role).toBeNull()

    const out = await getAuthHandlerSignOut(cookie)
    expect(out.status).toBe(200)
    expect(await resolveSession(new Headers({ cookie }))).toBeNull()
    const sessions = await handle()
      .db.selectFrom('session')
      .select('id')
      .where('userId', '=', user.id)
      .execute()
    expect(sessions).toEqual([])
  })

  it('resolves admin and editor roles for a session', async () => {
    await createOrPromoteUser({ email: 'editora@exemplo.com.br', password: STRONG, role: 'editor' })
    const session = await resolveSession(
      new Headers({ cookie: await signInCookie('editora@exemplo.com.br', STRONG, '198.51.100.3') }),
    )
    expect(session?.role).toBe('editor')
  })

  it('rate limits sign-up per IP', async () => {
    const limit = SIGN_UP_LIMITS.ip.limit
    const statuses: number[] = []
    for (let i = 0; i <= limit; i++) {
      const response = await authPost(
        '/sign-up/email',
        { email: `bot${i}@exemplo.com.br`, password: STRONG, name: 'bot' },
        '203.0.113.99',
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true)
    expect(statuses[limit]).toBe(429)
    const created = await handle()
      .db.selectFrom('user')
      .select('email')
      .where('email', 'like', 'bot%')
      .execute()
    expect(created).toHaveLength(limit)
    // The refused attempt wrote nothing for the email it sent.
    const buckets = await handle()
      .db.selectFrom('rate_limit_buckets')
      .select('key')
      .where('key', 'like', `%bot${limit}@%`)
      .execute()
    expect(buckets).toEqual([])
  })
})

async function getAuthHandlerSignOut(cookie: string): Promise<Response> {
  const { getAuth } = await import('@/server/auth/auth')
  return getAuth().handler(
    new Request('http://localhost:3999/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3999', 'content-type': 'application/json' },
      body: '{}',
    }),
  )
}

describe('origin check', () => {
  setupTestDatabase('sqlite')

  it('refuses a sign-in posted from another site even when TEST is set', async () => {
    expect(process.env.TEST).toBeTruthy()
    const response = await authPost(
      '/sign-in/email',
      { email: 'a@exemplo.com.br', password: STRONG },
      '192.0.2.77',
      {
        origin: 'https://evil.example',
      },
    )
    expect(response.status).toBe(403)
  })

  it('accepts a sign-in from 127.0.0.1 when SITE_URL is localhost (same machine, same site)', async () => {
    expect(process.env.SITE_URL).toBe('http://localhost:3999')
    await createOrPromoteUser({ email: 'local@exemplo.com.br', password: STRONG, role: null })
    for (const origin of ['http://127.0.0.1:3999', 'http://[::1]:3999']) {
      const response = await authPost(
        '/sign-in/email',
        { email: 'local@exemplo.com.br', password: STRONG },
        '192.0.2.78',
        { origin },
      )
      expect(response.status, origin).toBe(200)
    }
  })
})
