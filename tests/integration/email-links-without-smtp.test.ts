import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getAuth } from '@/server/auth/auth'
import { confirmEmailAction, resendOwnVerificationAction } from '@/server/auth/email-actions'
import { NO_MAIL_MESSAGES } from '@/server/auth/email-resend'
import { createOrPromoteUser } from '@/server/auth/users'
import { resendVerificationAction } from '@/server/users/actions'
import { listUsers, pendingConfirmationLinks } from '@/server/users/queries'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { authPost, signInCookie } from '../support/auth-requests'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

const PASSWORD = 'Senha@SemEmail2026'

// A team without a mail server: before anything reads the environment.
beforeAll(() => {
  delete process.env.SMTP_URL
})

const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '')

describe.each(TEST_DIALECTS)('confirmation links without SMTP on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const log = vi.spyOn(console, 'info').mockImplementation(() => {})
  afterEach(() => log.mockClear())

  const userByEmail = (email: string) =>
    handle()
      .db.selectFrom('user')
      .select(['id', 'emailVerified'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()

  async function signUp(email: string, ip: string) {
    const response = await authPost('/sign-up/email', { email, password: PASSWORD, name: 'x' }, ip)
    expect(response.status).toBe(200)
    return userByEmail(email)
  }

  async function admin(name: string) {
    const email = `${name}-${dialect}@exemplo.com.br`
    const { userId } = await createOrPromoteUser({ email, password: PASSWORD, role: 'admin' })
    return { id: userId, cookie: await signInCookie(email, PASSWORD, '10.30.0.1') }
  }

  it("gives the admin each pending account's link; only that account's session can use it", async () => {
    const boss = await admin('chefe')
    const email = `pendente-${dialect}@exemplo.com.br`
    const account = await signUp(email, '10.30.0.2')
    const confirmed = await createOrPromoteUser({
      email: `confirmada-${dialect}@exemplo.com.br`,
      password: PASSWORD,
      role: null,
    })

    request.cookie = boss.cookie
    const links = await pendingConfirmationLinks(await listUsers())
    expect(links && [...links.keys()]).toEqual([account.id])
    expect(links?.has(confirmed.userId)).toBe(false)
    const link = links?.get(account.id) ?? ''
    expect(link).toMatch(/^http:\/\/localhost:3999\/admin\/login\/confirmar-email\?token=\S+$/)

    // The admin who copied it cannot confirm someone else's address: not from their own
    // session, not with the bare link over HTTP.
    expect(await confirmEmailAction(tokenOf(link))).toEqual({
      ok: true,
      data: { outcome: 'other-account' },
    })
    const bare = await getAuth().handler(
      new Request(`http://localhost:3999/api/auth/verify-email?token=${tokenOf(link)}`),
    )
    expect(bare.status).toBe(404)
    request.cookie = ''
    expect(await confirmEmailAction(tokenOf(link))).toMatchObject({ ok: false, status: 401 })
    expect((await userByEmail(email)).emailVerified).toBe(false)

    // The person, signed in with their own password, confirms with it.
    request.cookie = await signInCookie(email, PASSWORD, '10.30.0.3')
    expect(await confirmEmailAction(tokenOf(link))).toEqual({
      ok: true,
      data: { outcome: 'confirmed' },
    })
    expect((await userByEmail(email)).emailVerified).toBe(true)
    request.cookie = boss.cookie
    expect((await pendingConfirmationLinks(await listUsers()))?.size).toBe(0)
  })

  it('never says a link was sent: both resends refuse and say where the link is', async () => {
    const boss = await admin('outro-chefe')
    const email = `sem-email-${dialect}@exemplo.com.br`
    const account = await signUp(email, '10.30.0.4')
    log.mockClear()

    request.cookie = boss.cookie
    expect(await resendVerificationAction({ userId: account.id })).toEqual({
      ok: false,
      error: NO_MAIL_MESSAGES.admin,
      status: 400,
    })
    expect(NO_MAIL_MESSAGES.admin).toContain('Usuários')
    request.cookie = await signInCookie(email, PASSWORD, '10.30.0.5')
    expect(await resendOwnVerificationAction()).toEqual({
      ok: false,
      error: NO_MAIL_MESSAGES.owner,
      status: 400,
    })
    expect(log).not.toHaveBeenCalled()
  })

  it('shows the links to admins only', async () => {
    const email = `editora-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: PASSWORD, role: 'editor' })
    request.cookie = await signInCookie(email, PASSWORD, '10.30.0.6')
    await expect(pendingConfirmationLinks([])).rejects.toMatchObject({ code: 'forbidden' })
    request.cookie = ''
    await expect(pendingConfirmationLinks([])).rejects.toMatchObject({ code: 'unauthenticated' })
  })
})
