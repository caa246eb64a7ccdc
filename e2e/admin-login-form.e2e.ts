import { beforeEach, describe, expect, it } from 'vitest'
import { loginOpener } from './support/admin-login-page'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'

const fixture = setupBrowser()
const openLogin = loginOpener(fixture)

beforeEach(resetRateLimits)

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
