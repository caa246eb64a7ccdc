import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { sessionCounter, signedInPages, texts, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const sessionCount = sessionCounter(db)

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await database.destroy()
})

describe('signing out', () => {
  it('ends the session and returns to the login screen', async () => {
    const account = await createAccount({ role: 'editor' })
    const page = await openAs(account)
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    expect(await sessionCount(account.id)).toBe(1)
    await page.locator('header[data-admin-sidebar] button', { hasText: 'Sair' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/login`)
    expect(await sessionCount(account.id)).toBe(0)
    await page.goto('/admin')
    await page.waitForURL(`${fixture.baseURL}/admin/login`)
  })

  it('stays signed in and explains when signing out fails', async () => {
    const account = await createAccount({ role: 'editor' })
    const page = await openAs(account)
    await page.route('**/api/auth/sign-out', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    await page.locator('header[data-admin-sidebar] button', { hasText: 'Sair' }).click()
    await toast(page, 'Erro ao sair').waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin')
    expect(await sessionCount(account.id)).toBe(1)
    await page.reload()
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
  })
})

describe('on a phone', () => {
  it('hides the sidebar behind a menu button that opens a labelled drawer', async () => {
    const page = await openAs(E2E_ADMIN, 390)
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    expect(await page.locator('header[data-admin-sidebar]').isVisible()).toBe(false)
    const button = page.locator('button[data-admin-menu-button]')
    expect(await button.isVisible()).toBe(true)
    expect(await button.getAttribute('aria-label')).toBe('Abrir menu')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await button.click()
    const drawer = page.locator('[data-admin-drawer]')
    await drawer.waitFor({ state: 'visible' })
    expect(await drawer.getAttribute('role')).toBe('dialog')
    expect(await drawer.getAttribute('aria-labelledby')).toBeTruthy()
    const links = drawer.locator('nav[aria-label="Painel administrativo"] a')
    expect(await texts(links)).toContain('Usuários')
    expect(await drawer.locator('a[aria-current="page"]').textContent()).toContain('Dashboard')
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })

    await button.click()
    await links.filter({ hasText: 'Usuários' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/users`)
    await drawer.waitFor({ state: 'detached' })
    await page.locator('h1', { hasText: 'Usuários' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('the signed-in person in the sidebar', () => {
  it('shows the display name above the e-mail, and the e-mail alone while there is none', async () => {
    const named = await createAccount({ role: 'editor' })
    await db
      .updateTable('user')
      .set({ name: 'Joana Redatora' })
      .where('id', '=', named.id)
      .execute()
    const page = await openAs(named)
    await page.goto('/admin')
    const sidebar = page.locator('header[data-admin-sidebar]')
    await sidebar.locator('[data-admin-name]').waitFor()
    expect(await sidebar.locator('[data-admin-name]').textContent()).toBe('Joana Redatora')
    expect(await sidebar.locator('[data-admin-email]').textContent()).toBe(named.email)

    // createAccount's name is the e-mail's local part: no name chosen yet.
    const unnamed = await createAccount({ role: 'editor' })
    const other = await openAs(unnamed)
    await other.goto('/admin')
    const otherSidebar = other.locator('header[data-admin-sidebar]')
    await otherSidebar.locator('[data-admin-email]').waitFor()
    expect(await otherSidebar.locator('[data-admin-email]').textContent()).toBe(unnamed.email)
    expect(await otherSidebar.locator('[data-admin-name]').count()).toBe(0)
  })
})
