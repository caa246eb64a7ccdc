import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { expectToast, holdRequests, loginOpener, waitForAdmin } from './support/admin-login-page'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { openServerDatabase } from './support/database'
import { createEmailVerificationToken } from 'better-auth/api'

// BETTER_AUTH_SECRET of the e2e server (e2e/support/global-setup.ts).
const E2E_AUTH_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret'

const fixture = setupBrowser()
const openLogin = loginOpener(fixture)
const database = openServerDatabase()
// Spaces, accents and a symbol outside @$!%*?&: the form and the server both accept any printable character.
const STRONG_PASSWORD = 'Minha senha é Forte #2026'

beforeEach(resetRateLimits)
afterAll(() => database.destroy())

function newEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`
}

async function userByEmail(email: string) {
  return database.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst()
}

describe('creating an account', () => {
  it('refuses a weak password inline, without calling the server', async () => {
    const page = await openLogin()
    await page.getByRole('tab', { name: 'Criar Conta' }).click()
    const signUps: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up')) signUps.push(request.url())
    })
    const email = newEmail('fraca')
    await page.getByLabel('Email', { exact: true }).fill(email)
    const password = page.getByLabel('Senha', { exact: true })
    await password.fill('fraca')
    await page.getByRole('button', { name: 'Criar Conta' }).click()
    const error = page.locator('[data-field-error]')
    await error.waitFor()
    expect(await error.textContent()).toBe('A senha deve ter pelo menos 12 caracteres.')
    expect(await password.getAttribute('aria-invalid')).toBe('true')
    expect(await password.getAttribute('aria-describedby')).toContain(
      (await error.getAttribute('id')) ?? 'missing',
    )
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true)

    await password.fill('Senha Sem Simbolo 2026')
    await page.getByRole('button', { name: 'Criar Conta' }).click()
    await page.waitForFunction(() =>
      document.querySelector('[data-field-error]')?.textContent?.includes('símbolo'),
    )
    expect(await error.textContent()).toBe(
      'A senha precisa de pelo menos um símbolo, como @ # ! % ou -.',
    )
    expect(signUps).toEqual([])
    expect(await userByEmail(email)).toBeUndefined()
  })

  it('creates an account with no role and sends the person to the Login tab', async () => {
    const page = await openLogin()
    await page.getByRole('tab', { name: 'Criar Conta' }).click()
    const email = newEmail('nova')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(STRONG_PASSWORD)
    const release = await holdRequests(page, '**/api/auth/sign-up/email')
    await page.getByRole('button', { name: 'Criar Conta' }).click()
    const busy = page.getByRole('button', { name: 'Criando...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    release()

    await expectToast(page, 'Conta criada com sucesso!', 'Você já pode fazer login.')
    const loginTab = page.getByRole('tab', { name: 'Login' })
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Login',
    )
    expect(await loginTab.getAttribute('aria-selected')).toBe('true')
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
    const password = page.getByLabel('Senha', { exact: true })
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true)
    // The test server has no SMTP_URL: the link went to its log, and the page says so.
    const notice = page.locator('[data-confirmation-sent]')
    expect(await notice.textContent()).toContain(email)
    expect(await notice.textContent()).toContain('peça o link ao administrador')

    const user = await userByEmail(email)
    expect(user?.name).toBe(email.split('@')[0])
    expect(user?.emailVerified).toBe(false)
    const roles = await database.db
      .selectFrom('user_roles')
      .selectAll()
      .where('user_id', '=', user?.id ?? '')
      .execute()
    expect(roles).toEqual([])

    // The new account signs in like any other (the admin area then refuses it: no role).
    await password.fill(STRONG_PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await waitForAdmin(page)
  })

  it('shows "Erro ao criar conta" with the server message when the server refuses', async () => {
    const email = newEmail('limite')
    // Spend this email's sign-up budget (3 per hour) over HTTP; the form's attempt is the 4th.
    for (let i = 0; i < 3; i++) {
      await fetch(`${fixture.baseURL}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: fixture.baseURL },
        body: JSON.stringify({ email, password: STRONG_PASSWORD, name: 'limite' }),
      })
    }
    const page = await openLogin()
    await page.getByRole('tab', { name: 'Criar Conta' }).click()
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(STRONG_PASSWORD)
    await page.getByRole('button', { name: 'Criar Conta' }).click()
    await expectToast(
      page,
      'Erro ao criar conta',
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    )
    // The person stays on the sign-up tab to try again later.
    const signUpTab = page.getByRole('tab', { name: 'Criar Conta' })
    expect(await signUpTab.getAttribute('aria-selected')).toBe('true')
  })

  it('never creates a second account nor changes the password for a taken email', async () => {
    const existing = await createAccount({ role: null })
    const page = await openLogin()
    await page.getByRole('tab', { name: 'Criar Conta' }).click()
    await page.getByLabel('Email', { exact: true }).fill(existing.email)
    await page.getByLabel('Senha', { exact: true }).fill(STRONG_PASSWORD)
    await page.getByRole('button', { name: 'Criar Conta' }).click()
    // Better Auth answers a taken email like a new one when sign-up does not sign the account
    // in (autoSignIn: false), so nobody can probe which emails have accounts.
    await expectToast(page, 'Conta criada com sucesso!', 'Você já pode fazer login.')
    const users = await database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', existing.email)
      .execute()
    expect(users).toEqual([{ id: existing.id }])
    await page.getByLabel('Senha', { exact: true }).fill(existing.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await waitForAdmin(page)
  })

  it('confirms the email through the link, signed in as that account', async () => {
    const email = newEmail('confirma')
    const page = await openLogin()
    await page.getByRole('tab', { name: 'Criar Conta' }).click()
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(STRONG_PASSWORD)
    await page.getByRole('button', { name: 'Criar Conta' }).click()
    await expectToast(page, 'Conta criada com sucesso!', 'Você já pode fazer login.')
    const user = await userByEmail(email)

    // The link the server printed to its log: the same token, signed with the test server's secret.
    const token = await createEmailVerificationToken(E2E_AUTH_SECRET, email, undefined, 3600, {
      userId: user?.id ?? '',
    })
    const confirmPage = await fixture.newPage()
    await confirmPage.goto(`/admin/login/confirmar-email?token=${encodeURIComponent(token)}`)
    await confirmPage.locator('[data-confirm-state="Entrar"]').waitFor()
    expect(await confirmPage.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
    await confirmPage.getByLabel('Senha', { exact: true }).fill(STRONG_PASSWORD)
    await confirmPage.getByRole('button', { name: 'Entrar' }).click()
    await confirmPage.getByRole('button', { name: 'Confirmar email' }).click()
    await confirmPage.locator('[data-confirm-state="Email confirmado"]').waitFor()
    expect((await userByEmail(email))?.emailVerified).toBe(true)
  })

  it('without a mail server, an expired link sends the person to an admin, not to an inbox', async () => {
    const person = await createAccount({ role: null, emailVerified: false })
    const expired = await createEmailVerificationToken(
      E2E_AUTH_SECRET,
      person.email,
      undefined,
      -60,
      { userId: person.id },
    )
    const page = await fixture.newPage()
    await page.goto(`/admin/login/confirmar-email?token=${encodeURIComponent(expired)}`)
    await page.locator('[data-confirm-state="Entrar"]').waitFor()
    await page.getByLabel('Senha', { exact: true }).fill(person.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.getByRole('button', { name: 'Confirmar email' }).click()
    const problem = page.locator('[data-confirm-problem]')
    await problem.waitFor()
    expect(await problem.textContent()).toBe(
      'Este link expirou. Peça um novo link a um administrador.',
    )
    expect(await page.getByRole('button', { name: 'Enviar novo link' }).count()).toBe(0)
    expect((await userByEmail(person.email))?.emailVerified).toBe(false)
  })
})
