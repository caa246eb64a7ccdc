import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  expectToast,
  holdRequests,
  loginOpener,
  submitLogin,
  waitForAdmin,
} from './support/admin-login-page'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { enableTwoFactor, totp } from './support/totp'

const fixture = setupBrowser()
const openLogin = loginOpener(fixture)

beforeEach(resetRateLimits)

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
