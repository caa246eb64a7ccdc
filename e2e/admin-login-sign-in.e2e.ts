import { beforeEach, describe, expect, it } from 'vitest'
import {
  expectToast,
  holdRequests,
  loginOpener,
  submitLogin,
  waitForAdmin,
} from './support/admin-login-page'
import { createAccount, resetRateLimits, signedInContext } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { wrongAddressMessage } from '@/lib/validations/auth-origin'

const fixture = setupBrowser()
const openLogin = loginOpener(fixture)

beforeEach(resetRateLimits)

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

  it('tells a guessing browser to wait, even with the right password at last', async () => {
    const account = await createAccount({ role: 'editor' })
    const page = await openLogin()
    // Eight wrong passwords from this browser (its address may differ from this test process's:
    // localhost can be ::1 or 127.0.0.1), the limit per email and address; the form's is next.
    const statuses = await page.evaluate(async (email) => {
      const results: number[] = []
      for (let i = 0; i < 8; i++) {
        const response = await fetch('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Errada@Senha123' }),
        })
        results.push(response.status)
      }
      return results
    }, account.email)
    expect(statuses).toEqual(Array(8).fill(401))
    await submitLogin(page, account.email, account.password)
    await expectToast(
      page,
      'Erro ao fazer login',
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    )
    expect(new URL(page.url()).pathname).toBe('/admin/login')
  })
})

describe('the address the admin is opened at', () => {
  // The server listens on every loopback address; SITE_URL is http://localhost:<port>.
  const at = (host: string) => {
    const url = new URL(fixture.baseURL)
    url.hostname = host
    return url.origin
  }

  it('signs in when the site is opened as 127.0.0.1 instead of localhost', async () => {
    const page = await fixture.newPage()
    await page.goto(`${at('127.0.0.1')}/admin/login`)
    await page.getByRole('tab', { name: 'Login' }).waitFor()
    expect(await page.locator('[data-wrong-address]').count()).toBe(0)
    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password)
    await page.waitForURL(`${at('127.0.0.1')}/admin`)
  })

  it('names the address to use when opened at one that sign-in refuses', async () => {
    const page = await fixture.newPage()
    await page.goto(`${at('127.0.0.2')}/admin/login`)
    const notice = page.locator('[data-wrong-address]')
    await notice.waitFor()
    expect(await notice.textContent()).toContain(`${fixture.baseURL}/admin/login`)
    expect(await notice.locator('a').getAttribute('href')).toBe(`${fixture.baseURL}/admin/login`)
    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password)
    await expectToast(page, 'Erro ao fazer login', wrongAddressMessage(fixture.baseURL))
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
