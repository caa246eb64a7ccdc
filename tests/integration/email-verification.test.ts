import type { Kysely } from 'kysely'
import { createEmailVerificationToken } from 'better-auth/api'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { UNVERIFIED_MESSAGE } from '@/lib/validations/users'
import { getAuth } from '@/server/auth/auth'
import { confirmEmail } from '@/server/auth/email-confirmation'
import { createOrPromoteUser } from '@/server/auth/users'
import { resendVerificationAction, setUserRoleAction } from '@/server/users/actions'
import { listUsers, pendingConfirmationLinks } from '@/server/users/queries'
import { resendOwnVerificationAction } from '@/server/auth/email-actions'
import { up as markStaffVerified } from '@/server/db/migrations/0008-verified-staff'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { authPost, signInCookie } from '../support/auth-requests'
import { startSmtpInbox } from '../support/smtp-inbox'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

const PASSWORD = 'Senha@Confirma2026'
const SMTP = { user: 'painel', pass: 'segredo-smtp' }
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>

// Before any auth call reads the environment: this file's accounts mail their links by SMTP.
beforeAll(async () => {
  inbox = await startSmtpInbox(SMTP)
  process.env.SMTP_URL = inbox.url
  process.env.SMTP_FROM = 'MídiaPlan <painel@exemplo.com.br>'
})
afterAll(() => inbox.close())

async function linkMailedTo(email: string, nth = 1): Promise<string> {
  await expect.poll(() => inbox.mails.filter((m) => m.to.includes(email)).length).toBe(nth)
  const mail = inbox.mails.filter((m) => m.to.includes(email))[nth - 1]
  expect(mail?.from).toBe('painel@exemplo.com.br')
  const link = mail?.text.match(/http:\/\/localhost:3999\/admin\/login\/confirmar-email\?token=\S+/)
  expect(link, mail?.text).not.toBeNull()
  return link?.[0] ?? ''
}

const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '')

describe.each(TEST_DIALECTS)('email confirmation on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let adminCookie = ''

  beforeAll(async () => {
    await createOrPromoteUser({
      email: `adm-${dialect}@exemplo.com.br`,
      password: PASSWORD,
      role: 'admin',
    })
    adminCookie = await signInCookie(`adm-${dialect}@exemplo.com.br`, PASSWORD, '10.9.0.1')
  })

  const userByEmail = (email: string) =>
    handle()
      .db.selectFrom('user')
      .select(['id', 'emailVerified'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()

  it('mails a link at sign-up; no role before the account itself uses it', async () => {
    const email = `colega-${dialect}@exemplo.com.br`
    expect(
      (await authPost('/sign-up/email', { email, password: PASSWORD, name: 'colega' }, '10.9.0.2'))
        .status,
    ).toBe(200)
    const token = tokenOf(await linkMailedTo(email))
    const account = await userByEmail(email)
    expect(account.emailVerified).toBe(false)

    // The server refuses the grant, whatever the screen shows.
    request.cookie = adminCookie
    expect(await setUserRoleAction({ userId: account.id, role: 'editor' })).toMatchObject({
      ok: false,
      error: UNVERIFIED_MESSAGE,
    })
    expect(
      await handle()
        .db.selectFrom('user_roles')
        .selectAll()
        .where('user_id', '=', account.id)
        .execute(),
    ).toEqual([])

    // A bare link does nothing: not over HTTP, not from someone else's session.
    const bare = await getAuth().handler(
      new Request(`http://localhost:3999/api/auth/verify-email?token=${token}`),
    )
    expect(bare.status).toBe(404)
    const admin = await userByEmail(`adm-${dialect}@exemplo.com.br`)
    expect(await confirmEmail(token, admin.id)).toBe('other-account')
    expect((await userByEmail(email)).emailVerified).toBe(false)

    expect(await confirmEmail(token, account.id)).toBe('confirmed')
    expect((await userByEmail(email)).emailVerified).toBe(true)
    expect(await setUserRoleAction({ userId: account.id, role: 'editor' })).toMatchObject({
      ok: true,
    })
  })

  it('lets the owner of the inbox claim an address someone else signed up with first', async () => {
    const email = `disputado-${dialect}@exemplo.com.br`
    await authPost(
      '/sign-up/email',
      { email, password: 'Senha@Intrusa2026', name: 'x' },
      '10.9.0.3',
    )
    const squatterToken = tokenOf(await linkMailedTo(email))
    const squatter = await userByEmail(email)

    await authPost('/sign-up/email', { email, password: PASSWORD, name: 'dona' }, '10.9.0.4')
    const owner = await userByEmail(email)
    expect(owner.id).not.toBe(squatter.id)
    expect(
      (await authPost('/sign-in/email', { email, password: 'Senha@Intrusa2026' }, '10.9.0.5'))
        .status,
    ).toBe(401)
    expect(await confirmEmail(squatterToken, owner.id)).toBe('other-account')
    expect(await confirmEmail(tokenOf(await linkMailedTo(email, 2)), owner.id)).toBe('confirmed')

    // A confirmed account is never replaced: a later sign-up changes nothing.
    await authPost(
      '/sign-up/email',
      { email, password: 'Senha@Intrusa2027', name: 'x' },
      '10.9.0.6',
    )
    expect((await userByEmail(email)).id).toBe(owner.id)
    expect(await signInCookie(email, PASSWORD, '10.9.0.7')).toContain('session_token')
  })

  it('tells an expired link apart, and an admin can send a new one', async () => {
    const email = `atrasado-${dialect}@exemplo.com.br`
    await authPost('/sign-up/email', { email, password: PASSWORD, name: 'atrasado' }, '10.9.0.8')
    await linkMailedTo(email)
    const account = await userByEmail(email)
    const expired = await createEmailVerificationToken(
      process.env.BETTER_AUTH_SECRET ?? '',
      email,
      undefined,
      -60,
      { userId: account.id },
    )
    expect(await confirmEmail(expired, account.id)).toBe('expired')
    expect(await confirmEmail('nao.e.um-token', account.id)).toBe('invalid')

    request.cookie = adminCookie
    expect(await resendVerificationAction({ userId: account.id })).toEqual({
      ok: true,
      data: { email },
    })
    expect(await confirmEmail(tokenOf(await linkMailedTo(email, 2)), account.id)).toBe('confirmed')
    expect(await resendVerificationAction({ userId: account.id })).toMatchObject({ ok: false })
  })

  it('says "sent" only when the mail server took the link; a refusal is an error that costs nothing', async () => {
    const email = `recusado-${dialect}@exemplo.com.br`
    await authPost('/sign-up/email', { email, password: PASSWORD, name: 'recusado' }, '10.9.0.9')
    await linkMailedTo(email)
    const account = await userByEmail(email)
    // Links go by email: the admin's screen offers "Reenviar link", not a link to copy.
    request.cookie = adminCookie
    expect(await pendingConfirmationLinks(await listUsers())).toBeNull()

    inbox.setRefusing(true)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      // More refusals than the hourly budget (5): a failed send is not counted.
      for (let i = 0; i < 6; i++) {
        expect(await resendVerificationAction({ userId: account.id })).toEqual({
          ok: false,
          error:
            'Não foi possível enviar o email: o servidor de email recusou ou não respondeu. Confira SMTP_URL e tente de novo.',
          status: 400,
        })
      }
      request.cookie = await signInCookie(email, PASSWORD, '10.9.0.10')
      expect(await resendOwnVerificationAction()).toMatchObject({
        ok: false,
        error: 'Não foi possível enviar o email agora. Tente de novo mais tarde.',
      })
      // The server log says why, for whoever fixes the mail server.
      expect(logged).toHaveBeenCalledWith(
        'Falha ao enviar o link de confirmação de email',
        expect.objectContaining({ message: expect.stringContaining('Caixa de entrada') }),
      )
    } finally {
      inbox.setRefusing(false)
      logged.mockRestore()
    }
    expect(await resendOwnVerificationAction()).toEqual({ ok: true, data: { email } })
    request.cookie = adminCookie
    expect(await resendVerificationAction({ userId: account.id })).toEqual({
      ok: true,
      data: { email },
    })
    await linkMailedTo(email, 3)
  })

  it('counts accounts made by the CLI or the seed as confirmed, without an email', async () => {
    const email = `cli-${dialect}@exemplo.com.br`
    const created = await createOrPromoteUser({ email, password: PASSWORD, role: 'editor' })
    expect((await userByEmail(email)).emailVerified).toBe(true)
    expect(created.created).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(inbox.mails.filter((m) => m.to.includes(email))).toEqual([])
  })

  it('marks accounts that already had a role as confirmed when migrating', async () => {
    const staff = await createOrPromoteUser({
      email: `antigo-${dialect}@exemplo.com.br`,
      password: PASSWORD,
      role: 'editor',
    })
    const plain = await createOrPromoteUser({
      email: `sem-papel-${dialect}@exemplo.com.br`,
      password: PASSWORD,
      role: null,
    })
    await handle()
      .db.updateTable('user')
      .set({ emailVerified: false })
      .where('id', 'in', [staff.userId, plain.userId])
      .execute()
    await markStaffVerified(handle().raw as unknown as Kysely<unknown>)
    const rows = await handle()
      .db.selectFrom('user')
      .select(['id', 'emailVerified'])
      .where('id', 'in', [staff.userId, plain.userId])
      .execute()
    expect(Object.fromEntries(rows.map((r) => [r.id, r.emailVerified]))).toEqual({
      [staff.userId]: true,
      [plain.userId]: false,
    })
  })
})
