import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages } from './support/admin-panel'
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
  storeRaw,
  expectNoBanner,
} from './support/consent-visitor'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { visit, recordsOf, openHome } = consentVisitor(fixture, database.db)
const { openAs, closeContexts } = signedInPages(fixture)

beforeEach(async () => {
  // Every decision posts a record; the per-IP limit must not carry over between tests.
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await database.destroy()
})

describe('stored decision', () => {
  it("'Gerenciar Cookies' resets the choice, shows the banner and opens the dialog", async () => {
    const v = await visit()
    await openHome(v)
    await bannerButton(v.page, 'Aceitar todos').click()
    await v.page.waitForFunction(() => localStorage.getItem('cookie-consent') !== null)
    const anonymousId = String((await stored(v.page))?.anonymousId)
    await v.page.reload()
    await expectNoBanner(v.page)

    const manage = v.page.locator('footer button[data-cookie-settings]')
    await manage.click()
    await dialog(v.page).waitFor({ state: 'visible' })
    expect(await banner(v.page).isVisible()).toBe(true)
    // The dialog starts from the preferences that were in force.
    for (const name of ['Análise', 'Marketing'])
      expect(await dialog(v.page).getByRole('switch', { name }).getAttribute('aria-checked')).toBe(
        'true',
      )
    await v.page.waitForFunction(
      () => !localStorage.getItem('cookie-consent')?.includes('consented'),
    )
    expect(await stored(v.page)).toEqual({ anonymousId })
    expect(await consentCalls(v.page)).toEqual([
      DEFAULT_CALL,
      ['consent', 'update', GRANTED],
      ['consent', 'update', DENIED],
    ])
    expect((await recordsOf(anonymousId, 2)).map((r) => r.action)).toEqual(['accept_all', 'reset'])

    await v.page.keyboard.press('Escape')
    await dialog(v.page).waitFor({ state: 'detached' })
    expect(await manage.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await banner(v.page).isVisible()).toBe(true)

    await v.page.reload()
    await banner(v.page).waitFor({ state: 'visible' })
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
    // A new choice keeps the same anonymous id, so the records of one browser stay linked.
    await bannerButton(v.page, 'Apenas essenciais').click()
    expect((await recordsOf(anonymousId, 3)).map((r) => r.action)).toEqual([
      'accept_all',
      'reset',
      'essential_only',
    ])
  })

  it('ignores a corrupted value with a warning and shows the banner', async () => {
    const v = await visit()
    await storeRaw(v.page, '{"consented": tru')
    await openHome(v)
    expect(v.warnings.some((w) => w.includes('Preferência de cookies ilegível'))).toBe(true)
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
    expect(v.errors).toEqual([])
    await bannerButton(v.page, 'Apenas essenciais').click()
    // The corrupted value also names "consented": wait until a readable decision replaced it.
    await v.page.waitForFunction(() => {
      try {
        return JSON.parse(localStorage.getItem('cookie-consent') ?? '') !== null
      } catch {
        return false
      }
    })
    expect(await stored(v.page)).toMatchObject({ choice: 'essential_only' })
  })

  it('asks again when the policy version changed', async () => {
    const v = await visit()
    await storeRaw(
      v.page,
      JSON.stringify({
        consented: true,
        choice: 'accept_all',
        preferences: { essential: true, analytics: true, marketing: true },
        policyVersion: '0',
        decidedAt: new Date().toISOString(),
        anonymousId: '0f8b2c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
      }),
    )
    await openHome(v)
    expect(await consentCalls(v.page)).toEqual([DEFAULT_CALL])
    expect(v.warnings).toEqual([])
  })
})

describe('dashboard', () => {
  it('shows the consent totals to staff', async () => {
    const rows = await database.db.selectFrom('consent_records').select('anonymous_id').execute()
    const visitors = new Set(rows.map((row) => row.anonymous_id)).size
    expect(visitors).toBeGreaterThan(0)
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin')
    const card = page.locator('[data-consent-totals]')
    await card.waitFor()
    expect(await card.locator('[data-consent-visitors]').textContent()).toBe(String(visitors))
    expect(await card.locator('[data-consent-records]').textContent()).toBe(String(rows.length))
    expect(await card.locator('[data-consent-total="acceptAll"] dd').textContent()).toMatch(/^\d+/)
    expect(await page.locator('[data-cookie-banner]').count()).toBe(0)
  })
})
