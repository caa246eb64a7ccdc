import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { sidebarLinks, signedInPages, texts } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'

const fixture = setupBrowser()
const { openAs, closeContexts } = signedInPages(fixture)

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
})

describe('access guard', () => {
  it('sends an anonymous visitor to the login screen', async () => {
    const page = await fixture.newPage()
    for (const path of ['/admin', '/admin/users', '/admin/conta']) {
      await page.goto(path)
      await page.waitForURL(`${fixture.baseURL}/admin/login`)
    }
  })

  it('streams a loading spinner first, since the session is read at request time', async () => {
    const response = await fetch(`${fixture.baseURL}/admin`)
    const html = await response.text()
    expect(html).toMatch(/<div role="status" data-admin-spinner=""[^>]*>/)
    expect(html).toContain('Carregando o painel...')
    expect(html).toContain('/admin/login')
  })

  it('tells a signed-in account without a role that access is denied', async () => {
    const page = await openAs(await createAccount({ role: null }))
    for (const path of ['/admin', '/admin/conta']) {
      await page.goto(path)
      const denied = page.locator('[data-access-denied]')
      await denied.waitFor()
      expect(await denied.locator('h1').textContent()).toBe('Acesso Negado')
      expect(await denied.textContent()).toContain(
        'Você não tem permissão para acessar esta página.',
      )
      expect(await denied.locator('button', { hasText: 'Sair' }).isVisible()).toBe(true)
      expect(await page.locator('nav[aria-label="Painel administrativo"]').count()).toBe(0)
    }
  })

  it('gives an editor the dashboard without the admin-only links or pages', async () => {
    const editor = await createAccount({ role: 'editor' })
    const page = await openAs(editor)
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    expect(await texts(sidebarLinks(page))).toEqual([
      'Dashboard',
      'Análises',
      'Posts',
      'Novo Post',
      'Categorias',
      'Mídia',
      'Minha conta',
    ])
    expect(await page.locator('[data-admin-email]').textContent()).toBe(editor.email)

    // Lead data is for admins unless an admin allows editors (e2e/leads.e2e.ts).
    for (const path of [
      '/admin/users',
      '/admin/auditoria',
      '/admin/configuracoes',
      '/admin/leads',
      '/admin/planos',
      '/admin/redirecionamentos',
      '/admin/importar',
    ]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const denied = page.locator('main [data-access-denied]')
      await denied.waitFor()
      expect(await denied.locator('h1').textContent()).toBe('Acesso Negado')
      expect(await denied.textContent()).toContain(
        'Você não tem permissão para acessar esta página.',
      )
      expect(
        await page
          .locator(
            '[data-users-table], [data-audit-table], tr[data-lead-row], [data-redirects-table], [data-import-panel]',
          )
          .count(),
      ).toBe(0)
    }
  })

  it('gives an admin every link, the brand, and highlights the current page', async () => {
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin')
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor()
    const sidebar = page.locator('header[data-admin-sidebar]')
    expect(await sidebar.textContent()).toContain('MídiaPlan')
    expect(await sidebar.textContent()).toContain('Gerencie seu blog')
    expect(await page.locator('[data-admin-email]').textContent()).toBe(E2E_ADMIN.email)
    expect(await texts(sidebarLinks(page))).toEqual([
      'Dashboard',
      'Análises',
      'Posts',
      'Novo Post',
      'Categorias',
      'Mídia',
      'Leads',
      'Planos',
      'Redirecionamentos',
      'Importar',
      'Usuários',
      'Auditoria',
      'Configurações',
      'Minha conta',
    ])
    const current = sidebar.locator('a[aria-current="page"]')
    expect(await texts(current)).toEqual(['Dashboard'])

    await sidebarLinks(page).filter({ hasText: 'Usuários' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/users`)
    await page.locator('h1', { hasText: 'Usuários' }).waitFor()
    expect(await texts(current)).toEqual(['Usuários'])
    expect(await sidebar.locator('a[href="/admin/posts"]').getAttribute('aria-current')).toBeNull()
  })
})
