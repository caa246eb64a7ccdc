import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getAuth } from '@/server/auth/auth'
import { getAdminAccess, requireRole } from '@/server/auth/session'
import { createOrPromoteUser } from '@/server/auth/users'
import { setTwoFactorPolicyAction, setUserRoleAction } from '@/server/users/actions'
import { LAST_ADMIN_MESSAGE } from '@/lib/validations/users'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { authPost, signInCookie } from '../support/auth-requests'
import { secretFromTotpUri, totpCode } from '../support/totp'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

const PASSWORD = 'Senha@Acesso2026'
const ORIGIN = 'http://localhost:3999'

function authCall(path: string, cookie: string, body: unknown = {}): Promise<Response> {
  return getAuth().handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: {
        cookie,
        origin: ORIGIN,
        'content-type': 'application/json',
        'x-forwarded-for': '10.7.7.7',
      },
      body: JSON.stringify(body),
    }),
  )
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

describe.each(TEST_DIALECTS)('admin access rules on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let adminCookie = ''
  let adminId = ''

  beforeAll(async () => {
    const admin = await createOrPromoteUser({
      email: `chefe-${dialect}@exemplo.com.br`,
      password: PASSWORD,
      role: 'admin',
    })
    adminId = admin.userId
    adminCookie = await signInCookie(`chefe-${dialect}@exemplo.com.br`, PASSWORD, '10.7.0.1')
  })

  async function sessionsOf(userId: string) {
    return handle().db.selectFrom('session').select('id').where('userId', '=', userId).execute()
  }

  it('keeps the last admin and audits role changes', async () => {
    request.cookie = adminCookie
    expect(await setUserRoleAction({ userId: adminId, role: 'editor' })).toMatchObject({
      ok: false,
      error: LAST_ADMIN_MESSAGE,
    })
    const roles = await handle()
      .db.selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', adminId)
      .execute()
    expect(roles).toEqual([{ role: 'admin' }])

    const other = await createOrPromoteUser({
      email: `outra-${dialect}@exemplo.com.br`,
      password: PASSWORD,
      role: null,
    })
    expect(await setUserRoleAction({ userId: other.userId, role: 'admin' })).toMatchObject({
      ok: true,
    })
    const entry = await handle()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.role_changed')
      .where('target_id', '=', other.userId)
      .executeTakeFirstOrThrow()
    expect(entry.actor_id).toBe(adminId)
    expect(JSON.parse(entry.details ?? '{}')).toEqual({ from: 'none', to: 'admin' })
  })

  it('ends the sessions of a user who loses a role, not of one who gains it', async () => {
    request.cookie = adminCookie
    const editor = await createOrPromoteUser({
      email: `perde-${dialect}@exemplo.com.br`,
      password: PASSWORD,
      role: null,
    })
    await signInCookie(`perde-${dialect}@exemplo.com.br`, PASSWORD, '10.7.0.2')
    await setUserRoleAction({ userId: editor.userId, role: 'editor' })
    expect(await sessionsOf(editor.userId)).toHaveLength(1)
    await setUserRoleAction({ userId: editor.userId, role: 'none' })
    expect(await sessionsOf(editor.userId)).toEqual([])
  })

  it('records sign-ins and failed sign-ins with the client address', async () => {
    const email = `audit-${dialect}@exemplo.com.br`
    const user = await createOrPromoteUser({ email, password: PASSWORD, role: 'editor' })
    await authPost('/sign-in/email', { email, password: 'Errada@123456' }, '198.51.100.77')
    await signInCookie(email, PASSWORD, '198.51.100.78')
    const failed = await handle()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.sign_in_failed')
      .execute()
    expect(
      failed.some((e) => JSON.parse(e.details ?? '{}').email === email && e.ip === '198.51.100.77'),
    ).toBe(true)
    const ok = await handle()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.sign_in')
      .where('actor_id', '=', user.userId)
      .execute()
    expect(ok).toHaveLength(1)
    expect(ok[0]?.ip).toBe('198.51.100.78')
  })

  it('uses the configured sliding session lifetime', async () => {
    const rows = await handle()
      .db.selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', adminId)
      .execute()
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
  })

  it('changing the password needs the policy and ends the other sessions', async () => {
    const email = `troca-${dialect}@exemplo.com.br`
    const user = await createOrPromoteUser({ email, password: PASSWORD, role: 'editor' })
    const first = await signInCookie(email, PASSWORD, '10.7.0.3')
    await signInCookie(email, PASSWORD, '10.7.0.4')
    expect(await sessionsOf(user.userId)).toHaveLength(2)

    const weak = await authCall('/change-password', first, {
      currentPassword: PASSWORD,
      newPassword: 'fraca',
    })
    expect(weak.status).toBe(400)
    expect((await weak.json()).message).toBe('A senha deve ter pelo menos 12 caracteres.')

    const changed = await authCall('/change-password', first, {
      currentPassword: PASSWORD,
      newPassword: 'Nova@Senha2027',
      revokeOtherSessions: false,
    })
    expect(changed.status).toBe(200)
    expect(await sessionsOf(user.userId)).toHaveLength(1)
    const audit = await handle()
      .db.selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', user.userId)
      .where('action', '=', 'auth.password_changed')
      .execute()
    expect(audit).toHaveLength(1)
  })

  it('enrols TOTP, then signs in with password plus code, and enforces the team policy', async () => {
    const email = `totp-${dialect}@exemplo.com.br`
    const user = await createOrPromoteUser({ email, password: PASSWORD, role: 'editor' })
    const cookie = await signInCookie(email, PASSWORD, '10.7.0.5')

    const enable = await authCall('/two-factor/enable', cookie, { password: PASSWORD })
    expect(enable.status).toBe(200)
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string
      backupCodes: string[]
    }
    expect(backupCodes).toHaveLength(10)
    const secret = secretFromTotpUri(totpURI)

    // Not active until one code is confirmed.
    let row = await handle()
      .db.selectFrom('user')
      .select('twoFactorEnabled')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow()
    expect(row.twoFactorEnabled).not.toBe(true)
    const confirm = await authCall('/two-factor/verify-totp', cookie, { code: totpCode(secret) })
    expect(confirm.status).toBe(200)
    row = await handle()
      .db.selectFrom('user')
      .select('twoFactorEnabled')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow()
    expect(row.twoFactorEnabled).toBe(true)

    // Confirming rotates the session: the browser keeps the new cookie, so does the test.
    const rotated = cookiesOf(confirm)
    expect(rotated).toMatch(/session_token=[^;]/)
    const renewed = await authCall('/two-factor/generate-backup-codes', rotated, {
      password: PASSWORD,
    })
    expect(renewed.status).toBe(200)
    const fresh = ((await renewed.json()) as { backupCodes: string[] }).backupCodes
    expect(fresh).toHaveLength(10)
    backupCodes.splice(0, backupCodes.length, ...fresh)

    // Password alone no longer opens a session.
    const step1 = await authPost('/sign-in/email', { email, password: PASSWORD }, '10.7.0.6')
    expect(step1.status).toBe(200)
    expect(await step1.json()).toMatchObject({ twoFactorRedirect: true })
    const pending = cookiesOf(step1)
    expect(pending).not.toMatch(/session_token=[^;]/)
    const wrong = await authCall('/two-factor/verify-totp', pending, { code: '000000' })
    expect(wrong.status).toBe(401)
    const step2 = await authCall('/two-factor/verify-totp', pending, { code: totpCode(secret) })
    expect(step2.status).toBe(200)
    expect(cookiesOf(step2)).toMatch(/session_token=[^;]/)

    // A recovery code works once.
    const again = await authPost('/sign-in/email', { email, password: PASSWORD }, '10.7.0.7')
    const recovery = await authCall('/two-factor/verify-backup-code', cookiesOf(again), {
      code: backupCodes[0],
    })
    expect(recovery.status).toBe(200)
    const reuse = await authPost('/sign-in/email', { email, password: PASSWORD }, '10.7.0.8')
    const reused = await authCall('/two-factor/verify-backup-code', cookiesOf(reuse), {
      code: backupCodes[0],
    })
    expect(reused.status).toBe(401)

    const actions = await handle()
      .db.selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', user.userId)
      .execute()
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'auth.two_factor_enabled',
        'auth.backup_codes_regenerated',
        'auth.sign_in',
      ]),
    )
    const failures = await handle()
      .db.selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'auth.two_factor_failed')
      .execute()
    expect(failures.length).toBeGreaterThanOrEqual(1)

    // Policy: an admin without two-factor cannot require it; once on, staff without it are held back.
    request.cookie = adminCookie
    expect(await setTwoFactorPolicyAction({ required: true })).toMatchObject({ ok: false })
    await handle()
      .db.updateTable('user')
      .set({ twoFactorEnabled: true })
      .where('id', '=', adminId)
      .execute()
    expect(await setTwoFactorPolicyAction({ required: true })).toEqual({
      ok: true,
      data: { required: true },
    })

    const plain = await createOrPromoteUser({
      email: `sem2fa-${dialect}@exemplo.com.br`,
      password: PASSWORD,
      role: 'editor',
    })
    request.cookie = await signInCookie(`sem2fa-${dialect}@exemplo.com.br`, PASSWORD, '10.7.0.9')
    expect(await getAdminAccess()).toMatchObject({ state: 'two_factor_required' })
    await expect(requireRole('editor')).rejects.toMatchObject({
      status: 403,
      code: 'two_factor_required',
    })
    await expect(requireRole('editor', { allowWithoutTwoFactor: true })).resolves.toMatchObject({
      user: { id: plain.userId },
    })
    request.cookie = adminCookie
    expect(await getAdminAccess()).toMatchObject({ state: 'ok' })
    expect(await setTwoFactorPolicyAction({ required: false })).toMatchObject({ ok: true })
  })
})
