import type { BrowserContext } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { setupBrowser } from './support/browser'
import { hitsItself, phoneContext } from './support/phone-fit'

/*
 * On a 390 × 844 phone the cookie banner covered about 40 % of the screen.
 * It stays a region over the bottom of the page, with its three equal buttons and the policy
 * link, but takes at most a quarter of the screen's height.
 */

const fixture = setupBrowser()
const contexts: BrowserContext[] = []
const PHONE = { width: 390, height: 844 }
const MAX_SHARE_OF_SCREEN = 0.25

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
})

describe('the cookie banner on a 390 × 844 phone', () => {
  for (const path of ['/', '/blog']) {
    it(`takes at most a quarter of the screen on ${path}, every action in view`, async () => {
      const context = await phoneContext(fixture.browser(), fixture.baseURL, {
        ...PHONE,
        decided: false,
      })
      contexts.push(context)
      const page = await context.newPage()
      await page.goto(path)
      const banner = page.locator('[data-cookie-banner]')
      await banner.waitFor({ state: 'visible' })
      await page.evaluate(() => document.fonts.ready)
      const box = (await banner.boundingBox())!
      // Measured to the top of the banner's own region: what it hides of the page.
      const covered = PHONE.height - box.y
      console.info(`cookie banner on ${path} at 390×844: ${Math.round(covered)} px`)
      expect(covered).toBeLessThanOrEqual(PHONE.height * MAX_SHARE_OF_SCREEN)
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)

      const accept = banner.getByRole('button', { name: 'Aceitar todos', exact: true })
      const reject = banner.getByRole('button', { name: 'Apenas essenciais', exact: true })
      const customize = banner.getByRole('button', { name: 'Personalizar', exact: true })
      const policy = banner.getByRole('link', { name: 'Política de Privacidade' })
      for (const [name, control] of Object.entries({ accept, reject, customize, policy })) {
        const at = (await control.boundingBox())!
        expect(at.y, name).toBeGreaterThanOrEqual(box.y)
        expect(at.y + at.height, name).toBeLessThanOrEqual(PHONE.height)
        expect(await hitsItself(control), name).toBe(true)
      }
      // Refusing weighs exactly what accepting does: same look, same size.
      const [a, r] = [(await accept.boundingBox())!, (await reject.boundingBox())!]
      expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'))
      expect(Math.abs(a.width - r.width)).toBeLessThanOrEqual(1)
      expect(Math.abs(a.height - r.height)).toBeLessThanOrEqual(1)
      // Comfortable to tap (WCAG 2.5.8 asks for 24 px; 40 px is a fingertip).
      for (const b of [a, r, (await customize.boundingBox())!]) {
        expect(b.height).toBeGreaterThanOrEqual(40)
      }
      expect(await policy.getAttribute('href')).toBe('/politica-privacidade')
    })
  }
})
