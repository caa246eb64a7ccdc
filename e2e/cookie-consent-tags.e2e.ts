import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import {
  consentVisitor,
  GA_ID,
  PIXEL_ID,
  GA_URL,
  PIXEL_URL,
  GRANTED,
  DEFAULT_CALL,
  banner,
  dialog,
  bannerButton,
  expectNoBanner,
} from './support/consent-visitor'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { visit, openHome } = consentVisitor(fixture, database.db)

beforeEach(async () => {
  // Every decision posts a record; the per-IP limit must not carry over between tests.
  await resetRateLimits()
})

afterAll(async () => {
  await database.destroy()
})

describe('tags', () => {
  it('loads nothing third-party before consent, then GA4 and the Meta Pixel after', async () => {
    const v = await visit({ ids: true })
    await openHome(v)
    await v.page.waitForFunction(() => performance.now() > 2500)
    expect(v.thirdParty).toEqual([])
    await bannerButton(v.page, 'Aceitar todos').click()
    await v.page.waitForFunction(() => (window as Window & { fbq?: unknown }).fbq !== undefined)
    await v.page.waitForFunction(
      () => document.querySelectorAll('script[src^="https://"]').length === 2,
    )
    await v.page.waitForTimeout(300)
    expect(v.thirdParty.sort()).toEqual([PIXEL_URL, GA_URL].sort())
    const layer = await v.page.evaluate(() =>
      ((window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
        Array.from(entry).map((item) => (item instanceof Date ? 'Date' : item)),
      ),
    )
    expect(layer).toEqual([
      DEFAULT_CALL,
      ['consent', 'update', GRANTED],
      ['js', 'Date'],
      ['config', GA_ID],
    ])
    const pixelQueue = await v.page.evaluate(
      () => (window as Window & { fbq?: { queue: unknown[][] } }).fbq?.queue,
    )
    expect(pixelQueue).toEqual([
      ['init', PIXEL_ID],
      ['track', 'PageView'],
    ])
    expect(v.errors).toEqual([])
  })

  it('loads only GA4 for analytics alone, on the next visit too', async () => {
    const v = await visit({ ids: true })
    await openHome(v)
    await bannerButton(v.page, 'Personalizar').click()
    await dialog(v.page).getByRole('switch', { name: 'Análise' }).click()
    await dialog(v.page).getByRole('button', { name: 'Salvar Preferências' }).click()
    await v.page.waitForFunction(() => document.querySelector('script[src^="https://"]') !== null)
    await v.page.waitForTimeout(300)
    expect(v.thirdParty).toEqual([GA_URL])
    v.thirdParty.length = 0
    await v.page.reload()
    await v.page.waitForFunction(() => document.querySelector('script[src^="https://"]') !== null)
    await expectNoBanner(v.page)
    expect(v.thirdParty).toEqual([GA_URL])
  })

  it('stops the tags and deletes their cookies when consent is withdrawn', async () => {
    const v = await visit({ ids: true })
    await openHome(v)
    await bannerButton(v.page, 'Aceitar todos').click()
    await v.page.waitForFunction(
      () => document.querySelectorAll('script[src^="https://"]').length === 2,
    )
    // What GA4 and the Pixel would have set on this host.
    await v.page.evaluate(() => {
      for (const name of ['_ga', '_ga_E2ETEST123', '_gid', '_fbp', 'outro'])
        document.cookie = `${name}=1; path=/`
    })
    await v.page.locator('footer button[data-cookie-settings]').click()
    await dialog(v.page).waitFor({ state: 'visible' })
    await v.page.waitForFunction(() => !document.cookie.includes('_ga'))
    expect(await v.page.evaluate(() => document.cookie)).toBe('outro=1')
    const stoppedWith = await v.page.evaluate((id) => {
      const w = window as unknown as Record<string, unknown> & { fbq?: { queue: unknown[][] } }
      return { gaDisabled: w[`ga-disable-${id}`], lastPixelCall: w.fbq?.queue.at(-1) }
    }, GA_ID)
    expect(stoppedWith).toEqual({ gaDisabled: true, lastPixelCall: ['consent', 'revoke'] })
    await v.page.reload()
    await banner(v.page).waitFor({ state: 'visible' })
    await v.page.waitForTimeout(500)
    expect(
      await v.page.evaluate(() => document.querySelectorAll('script[src^="https://"]').length),
    ).toBe(0)
  })
})
