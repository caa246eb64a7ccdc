import type { Page } from 'playwright-core'
import type { BrowserFixture } from './browser'

/** Returns `openLogin` for a file's browser: a fresh page on /admin/login, form on screen. */
export function loginOpener(fixture: BrowserFixture) {
  return async function openLogin(options: { width?: number } = {}): Promise<Page> {
    const page = await fixture.newPage(options)
    await page.goto('/admin/login')
    await page.getByRole('tab', { name: 'Login' }).waitFor()
    return page
  }
}

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/** Waits for a sonner toast with exactly this title and description. */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]').getByText(title, { exact: true }) })
    .filter({ has: page.locator('[data-description]').getByText(description, { exact: true }) })
    .first()
    .waitFor()
}

/** Holds matching requests until the returned function is called, to see the busy state. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await gate
    await route.continue()
  })
  return release
}

export async function waitForAdmin(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/admin')
}
