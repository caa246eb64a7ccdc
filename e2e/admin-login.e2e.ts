import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createAccount, resetRateLimits, signedInContext } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { enableTwoFactor, totp } from './support/totp'

const fixture = setupBrowser()
const database = openServerDatabase()
const STRONG_PASSWORD = 'Nova@Senha2026'

beforeEach(resetRateLimits)
afterAll(() => database.destroy())

function newEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`
}

async function openLogin(options: { width?: number } = {}): Promise<Page> {
  const page = await fixture.newPage(options)
  await page.goto('/admin/login')
  await page.getByRole('tab', { name: 'Login' }).waitFor()
  return page
}

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/** Waits for a sonner toast with exactly this title and description. */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]').getByText(title, { exact: true }) })
    .filter({ has: page.locator('[data-description]').getByText(description, { exact: true }) })
    .first()
    .waitFor()
}

/** Holds matching requests until the returned function is called, to see the busy state. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await gate
    await route.continue()
  })
  return release
}

async function waitForAdmin(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/admin')
}

async function userByEmail(email: string) {
  return database.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst()
}

describe('/admin/login before the session is known', () => {
  it('sends a spinner in the first HTML, then the form, never indexed', async () => {
    const html = await (await fetch(`${fixture.baseURL}/admin/login`)).text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).toMatch(/<title>Entrar \| Admin MídiaPlan<\/title>/)
    const spinner = html.indexOf('data-login-spinner')
    expect(spinner).toBeGreaterThan(-1)
    expect(html.slice(spinner, spinner + 600)).toContain('Carregando...')
    // The form streams in after the shell, once the server found no session.
    expect(html.search(/autocomplete="current-password"/i)).toBeGreaterThan(spinner)
  })
})

describe('/admin/login form', () => {
  it('shows the product, both tabs with Login selected and the login fields', async () => {
    const page = await openLogin()
    expect(await page.locator('h1').textContent()).toBe('Painel administrativo')
    expect(await page.locator('main').textContent()).toContain('MídiaPlan')
    const tabs = page.getByRole('tab')
    expect(await tabs.allTextContents()).toEqual(['Login', 'Criar Conta'])
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('false')

    const email = page.getByLabel('Email', { exact: true })
    const password = page.getByLabel('Senha', { exact: true })
    expect(await email.getAttribute('type')).toBe('email')
    expect(await email.getAttribute('autocomplete')).toBe('username')
    expect(await email.getAttribute('required')).not.toBeNull()
    expect(await password.getAttribute('type')).toBe('password')
    expect(await password.getAttribute('autocomplete')).toBe('current-password')
    expect(await password.getAttribute('required')).not.toBeNull()
    expect(await page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true)
    // The first field has focus once the form is on screen.
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('shows the sign-up fields, the password hint and its tooltip on hover and focus', async () => {
    const page = await openLogin()
    await page.getByRole('tab', { name: 'Criar Conta' }).click()
    const password = page.getByLabel('Senha', { exact: true })
    expect(await password.getAttribute('autocomplete')).toBe('new-password')
    const hintId = (await password.getAttribute('aria-describedby')) ?? ''
    expect(await page.locator(`#${hintId}`).textContent()).toBe(
      'Mínimo 12 caracteres com letras maiúsculas, minúsculas, números e símbolos',
    )
    expect(await page.getByRole('button', { name: 'Criar Conta' }).isVisible()).toBe(true)

    const tooltipText =
      'A senha deve ter pelo menos 12 caracteres, incluindo maiúsculas, minúsculas, números e caracteres especiais'
    const info = page.getByRole('button', { name: 'Requisitos da senha' })
    await info.hover()
    await page.getByRole('tooltip').waitFor({ state: 'attached' })
    expect(await page.getByRole('tooltip').textContent()).toBe(tooltipText)
    await page.mouse.move(0, 0, { steps: 5 })
    await page.getByRole('tooltip').waitFor({ state: 'detached' })

    // Keyboard: Tab from the email field lands on the info button and opens the tooltip.
    await page.getByLabel('Email', { exact: true }).focus()
    await page.keyboard.press('Tab')
    expect(await info.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.getByRole('tooltip').waitFor({ state: 'attached' })
    expect(await page.getByRole('tooltip').textContent()).toBe(tooltipText)
    expect(await info.getAttribute('aria-describedby')).toBeTruthy()
  })

  it('fits a phone screen without sideways scrolling', async () => {
    const page = await openLogin({ width: 390 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('tab', { name: 'Criar Conta' }).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('signing in', () => {
  it('reads "Entrando..." while busy, then shows the error for a wrong password', async () => {
    const account = await createAccount({ role: 'editor' })
    const page = await openLogin()
    const release = await holdRequests(page, '**/api/auth/sign-in/email')
    await submitLogin(page, account.email, 'Errada@Senha123')
    const busy = page.getByRole('button', { name: 'Entrando...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    release()
    await expectToast(page, 'Erro ao fazer login', 'Email ou senha incorretos.')
    const button = page.getByRole('button', { name: 'Entrar' })
    await button.waitFor()
    expect(await button.isEnabled()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/admin/login')
  })

  it('enters /admin and replaces the login page in the history', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    await page.goto('/admin/login')
    await page.getByRole('tab', { name: 'Login' }).waitFor()
    const historyLength = await page.evaluate(() => history.length)
    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password)
    await waitForAdmin(page)
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    const cookies = await page.context().cookies()
    expect(cookies.some((cookie) => cookie.name.endsWith('session_token'))).toBe(true)
    await page.goBack()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('tells the person to wait after too many attempts', async () => {
    const account = await createAccount({ role: 'editor' })
    // Spend this email's budget (8 per 10 minutes) over HTTP; the next attempt is the form's.
    for (let i = 0; i < 8; i++) {
      await fetch(`${fixture.baseURL}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: fixture.baseURL },
        body: JSON.stringify({ email: account.email, password: 'Errada@Senha123' }),
      })
    }
    const page = await openLogin()
    await submitLogin(page, account.email, account.password)
    await expectToast(
      page,
      'Erro ao fazer login',
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    )
    expect(new URL(page.url()).pathname).toBe('/admin/login')
  })
})

describe('a visitor who is already signed in', () => {
  it.each([
    ['an admin', 'admin'],
    ['an account with no role', null],
  ] as const)(
    '%s opening /admin/login lands on /admin without seeing the form',
    async (_, role) => {
      const account = role === 'admin' ? E2E_ADMIN : await createAccount({ role })
      const context = await signedInContext(fixture.browser(), account)
      try {
        let sawPasswordField = false
        await context.exposeBinding('reportPasswordField', () => {
          sawPasswordField = true
        })
        // Watches every document this context loads, from the first parsed node on.
        await context.addInitScript(() => {
          new MutationObserver(() => {
            if (!document.querySelector('input[type="password"]')) return
            ;(window as unknown as { reportPasswordField: () => void }).reportPasswordField()
          }).observe(document, { childList: true, subtree: true })
        })
        const page = await context.newPage()
        await page.goto('/')
        const historyLength = await page.evaluate(() => history.length)
        await page.goto('/admin/login')
        await waitForAdmin(page)
        expect(sawPasswordField).toBe(false)
        // One entry for the visit, none for the redirect: Back leaves the login page out.
        expect(await page.evaluate(() => history.length)).toBe(historyLength + 1)
        await page.goBack()
        expect(new URL(page.url()).pathname).toBe('/')

        // The server HTML holds no form, only the redirect.
        const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
        const html = await (
          await fetch(`${fixture.baseURL}/admin/login`, { headers: { cookie } })
        ).text()
        expect(html).not.toMatch(/type="password"/)
        expect(html).toContain('NEXT_REDIRECT;replace;/admin;')

        // Control: the same watcher does see the form once the session is gone.
        await context.clearCookies()
        await page.goto('/admin/login')
        await page.getByLabel('Senha', { exact: true }).waitFor()
        expect(sawPasswordField).toBe(true)
      } finally {
        await context.close()
      }
    },
  )
})

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

    await password.fill('SenhaSemSimbolo2026')
    await page.getByRole('button', { name: 'Criar Conta' }).click()
    await page.waitForFunction(() =>
      document.querySelector('[data-field-error]')?.textContent?.includes('símbolos'),
    )
    expect(await error.textContent()).toBe(
      'A senha precisa de pelo menos um destes símbolos: @$!%*?&',
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

    const user = await userByEmail(email)
    expect(user?.name).toBe(email.split('@')[0])
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
})

describe('two-factor sign-in', () => {
  async function twoFactorAccount() {
    const account = await createAccount({ role: 'editor' })
    return { ...account, ...(await enableTwoFactor(fixture.baseURL, account)) }
  }

  async function reachCodeStep(page: Page, account: { email: string; password: string }) {
    await submitLogin(page, account.email, account.password)
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor()
  }

  it('asks for the app code, refuses a wrong one and accepts the right one', async () => {
    const account = await twoFactorAccount()
    const page = await openLogin()
    await reachCodeStep(page, account)
    const code = page.getByLabel('Código do aplicativo autenticador', { exact: true })
    expect(await code.getAttribute('inputmode')).toBe('numeric')
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/admin/login')

    const valid = totp(account.secret)
    await code.fill(valid === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verificar' }).click()
    await expectToast(
      page,
      'Erro ao fazer login',
      'Código inválido. Confira o código no seu aplicativo autenticador.',
    )

    const release = await holdRequests(page, '**/api/auth/two-factor/verify-totp')
    await code.fill(totp(account.secret))
    await page.getByRole('button', { name: 'Verificar' }).click()
    const busy = page.getByRole('button', { name: 'Verificando...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    release()
    await waitForAdmin(page)
  })

  it('sends the person back to the password after too many wrong codes', async () => {
    const account = await twoFactorAccount()
    const page = await openLogin()
    await reachCodeStep(page, account)
    const wrong = totp(account.secret) === '000000' ? '111111' : '000000'
    const code = page.getByLabel('Código do aplicativo autenticador', { exact: true })
    // Better Auth allows 5 tries per challenge; the 6th ends it.
    for (let i = 0; i < 5; i++) {
      await code.fill(wrong)
      await page.getByRole('button', { name: 'Verificar' }).click()
      // The click took focus to the button; the refused code gives it back to the field.
      await page.waitForFunction(() => document.activeElement?.id === 'two-factor-totp')
    }
    await code.fill(wrong)
    await page.getByRole('button', { name: 'Verificar' }).click()
    await expectToast(
      page,
      'Erro ao fazer login',
      'Muitas tentativas inválidas. Entre com email e senha novamente.',
    )
    const password = page.getByLabel('Senha', { exact: true })
    await password.waitFor()
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email)
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('accepts a recovery code, and Voltar returns to the filled-in login form', async () => {
    const account = await twoFactorAccount()
    const page = await openLogin()
    await reachCodeStep(page, account)
    await page.getByRole('button', { name: 'Voltar' }).click()
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email)

    await reachCodeStep(page, account)
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click()
    const code = page.getByLabel('Código de recuperação', { exact: true })
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true)
    await code.fill(account.backupCodes[0] ?? '')
    await page.getByRole('button', { name: 'Verificar' }).click()
    await waitForAdmin(page)
  })
})
