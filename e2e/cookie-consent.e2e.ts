import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import {
  consentVisitor,
  DENIED,
  GRANTED,
  DEFAULT_CALL,
  banner,
  dialog,
  bannerButton,
  consentCalls,
  stored,
  expectNoBanner,
} from './support/consent-visitor'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { visit, recordsOf, openHome } = consentVisitor(fixture, database.db)

beforeEach(async () => {
  // Every decision posts a record; the per-IP limit must not carry over between tests.
  await resetRateLimits()
})

afterAll(async () => {
  await database.destroy()
})

describe('cookie banner', () => {
  it('appears 1 s after load, as a labelled region that blocks nothing and shifts nothing', async () => {
    const v = await visit()
    await v.page.goto('/', { waitUntil: 'load' })
    await v.page.waitForFunction(() => performance.now() >= 500)
    const early = await v.page.evaluate(() => ({
      now: performance.now(),
      present: document.querySelector('[data-cookie-banner]') !== null,
    }))
    if (early.now < 1000) expect(early.present).toBe(false)
    await banner(v.page).waitFor({ state: 'visible', timeout: 5000 })
    const timing = await v.page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return {
        bannerAt: (window as Window & { __bannerAt?: number }).__bannerAt ?? 0,
        loadAt: nav.loadEventEnd,
      }
    })
    expect(timing.bannerAt).toBeGreaterThanOrEqual(1000)
    expect(timing.bannerAt).toBeLessThan(timing.loadAt + 2500)

    const region = v.page.getByRole('region', { name: 'Sua privacidade' })
    expect(await region.count()).toBe(1)
    expect(await banner(v.page).getAttribute('role')).toBeNull()
    expect(await banner(v.page).getAttribute('aria-modal')).toBeNull()
    expect(await v.page.getByRole('dialog').count()).toBe(0)
    expect(await banner(v.page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    expect(await v.page.evaluate(() => (window as Window & { __shift?: number }).__shift)).toBe(0)
    // Focus stays where it was and the page is still usable behind it.
    expect(await v.page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await v.page.locator('nav[aria-label="Principal"] a', { hasText: 'Blog' }).click()
    await v.page.waitForURL('**/blog')
    // Public links are plain documents: with no decision yet, the banner comes back on /blog.
    await banner(v.page).waitFor({ state: 'visible', timeout: 5000 })

    const buttons = banner(v.page).getByRole('button')
    expect((await buttons.allTextContents()).map((t) => t.trim())).toEqual([
      'Aceitar todos',
      'Apenas essenciais',
      'Personalizar',
    ])
    const classes = await buttons.evaluateAll((els) => els.map((el) => el.className))
    expect(new Set(classes).size).toBe(1)
    const policy = banner(v.page).getByRole('link', { name: 'Política de Privacidade' })
    expect(await policy.getAttribute('href')).toBe('/politica-privacidade')
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
    expect(await stored(v.page)).toBeNull()
    expect(v.thirdParty).toEqual([])
    expect(v.errors).toEqual([])
  })

  it("'Aceitar todos' grants everything, is recorded, and survives a reload", async () => {
    const v = await visit()
    await openHome(v)
    await bannerButton(v.page, 'Aceitar todos').click()
    await banner(v.page).waitFor({ state: 'detached' })
    await v.page.waitForFunction(() => localStorage.getItem('cookie-consent') !== null)
    const decision = await stored(v.page)
    expect(decision).toMatchObject({
      consented: true,
      choice: 'accept_all',
      preferences: { essential: true, analytics: true, marketing: true },
      policyVersion: '1',
    })
    expect(String(decision?.anonymousId)).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.now() - Date.parse(String(decision?.decidedAt))).toBeLessThan(60_000)
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL, ['consent', 'update', GRANTED]])
    expect(await v.page.evaluate(() => document.activeElement?.id)).toBe('conteudo')

    const [row] = await recordsOf(String(decision?.anonymousId), 1)
    expect(row).toMatchObject({
      action: 'accept_all',
      essential: true,
      analytics: true,
      marketing: true,
      policy_version: '1',
    })
    expect(row?.user_agent_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|::1|localhost/)
    expect(v.errors).toEqual([])

    await v.page.reload()
    await expectNoBanner(v.page)
    // The head script restores the decision before any tag: default, then the stored update.
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL, ['consent', 'update', GRANTED]])
    expect(v.thirdParty).toEqual([])
  })

  it("'Apenas essenciais' refuses analytics and marketing, and survives a reload", async () => {
    const v = await visit()
    await openHome(v, '/blog')
    await bannerButton(v.page, 'Apenas essenciais').click()
    await banner(v.page).waitFor({ state: 'detached' })
    await v.page.waitForFunction(() => localStorage.getItem('cookie-consent') !== null)
    const decision = await stored(v.page)
    expect(decision).toMatchObject({
      choice: 'essential_only',
      preferences: { essential: true, analytics: false, marketing: false },
    })
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL, ['consent', 'update', DENIED]])
    expect((await recordsOf(String(decision?.anonymousId), 1))[0]?.action).toBe('essential_only')
    await v.page.reload()
    await expectNoBanner(v.page)
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL, ['consent', 'update', DENIED]])
  })
})

describe('preferences dialog', () => {
  it('works with the keyboard: focus trapped, Escape closes, focus returns, save stores', async () => {
    const v = await visit()
    await openHome(v)
    const customize = bannerButton(v.page, 'Personalizar')
    await customize.focus()
    await v.page.keyboard.press('Enter')
    await dialog(v.page).waitFor({ state: 'visible' })
    const modal = v.page.getByRole('dialog', { name: 'Preferências de cookies' })
    expect(await modal.count()).toBe(1)
    const essential = modal.getByRole('switch', { name: 'Essenciais' })
    const analytics = modal.getByRole('switch', { name: 'Análise' })
    const marketing = modal.getByRole('switch', { name: 'Marketing' })
    expect(await essential.getAttribute('aria-checked')).toBe('true')
    expect(await essential.isDisabled()).toBe(true)
    expect(await analytics.getAttribute('aria-checked')).toBe('false')
    expect(await marketing.getAttribute('aria-checked')).toBe('false')
    for (const text of ['mapas de calor', 'métricas de desempenho', 'remarketing', '_ga', '_fbp'])
      expect(await modal.textContent()).toContain(text)

    // Tab and Shift+Tab never leave the dialog: four controls, then round again.
    const focusedInDialog = () =>
      v.page.evaluate(() => ({
        inside: document
          .querySelector('dialog[data-cookie-dialog]')
          ?.contains(document.activeElement),
        label:
          document.activeElement?.textContent?.trim() ||
          document.activeElement?.getAttribute('aria-labelledby'),
      }))
    // Wherever the browser put the first focus, one Tab lands on a control.
    await v.page.keyboard.press('Tab')
    const seen: unknown[] = []
    for (let i = 0; i < 5; i++) {
      const focus = await focusedInDialog()
      expect(focus.inside).toBe(true)
      seen.push(focus.label)
      await v.page.keyboard.press('Tab')
    }
    expect(seen[4]).toEqual(seen[0])
    expect(new Set(seen.slice(0, 4)).size).toBe(4)
    await v.page.keyboard.press('Shift+Tab')
    expect((await focusedInDialog()).inside).toBe(true)

    await v.page.keyboard.press('Escape')
    await dialog(v.page).waitFor({ state: 'detached' })
    expect(await customize.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await banner(v.page).isVisible()).toBe(true)
    expect(await stored(v.page)).toBeNull()

    // Again, this time turning analytics on with the keyboard and saving.
    await v.page.keyboard.press('Enter')
    await dialog(v.page).waitFor({ state: 'visible' })
    await analytics.focus()
    await v.page.keyboard.press('Space')
    expect(await analytics.getAttribute('aria-checked')).toBe('true')
    await modal.getByRole('button', { name: 'Salvar Preferências' }).focus()
    await v.page.keyboard.press('Enter')
    await dialog(v.page).waitFor({ state: 'detached' })
    await banner(v.page).waitFor({ state: 'detached' })
    await v.page.waitForFunction(() => localStorage.getItem('cookie-consent') !== null)
    const decision = await stored(v.page)
    expect(decision).toMatchObject({
      choice: 'custom',
      preferences: { essential: true, analytics: true, marketing: false },
    })
    expect(await consentCalls(v.page)).toEqual([
      DEFAULT_CALL,
      ['consent', 'update', { ...DENIED, analytics_storage: 'granted' }],
    ])
    expect((await recordsOf(String(decision?.anonymousId), 1))[0]).toMatchObject({
      action: 'custom',
      analytics: true,
      marketing: false,
    })
    expect(await v.page.evaluate(() => document.activeElement?.id)).toBe('conteudo')
  })

  it("'Cancelar' closes without deciding", async () => {
    const v = await visit()
    await openHome(v)
    await bannerButton(v.page, 'Personalizar').click()
    await dialog(v.page).getByRole('switch', { name: 'Marketing' }).click()
    await dialog(v.page).getByRole('button', { name: 'Cancelar' }).click()
    await dialog(v.page).waitFor({ state: 'detached' })
    expect(await banner(v.page).isVisible()).toBe(true)
    expect(await stored(v.page)).toBeNull()
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
  })
})
