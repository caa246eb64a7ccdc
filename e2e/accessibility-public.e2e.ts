import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from '@/lib/consent/consent-state'
import { expectNoSeriousAxeViolations, seriousAxeViolations, settled } from './support/axe'
import { setupBrowser } from './support/browser'
import {
  NOT_FOUND_PATH,
  PUBLIC_ROUTES,
  pageRoutes,
  publicPaths,
  unlisted,
} from './support/page-inventory'

const fixture = setupBrowser()
const contexts: BrowserContext[] = []

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
})

/**
 * One context per group. Reduced motion shows every animated element in its final state, so
 * contrast is measured on what the visitor reads rather than on a frame of a fade-in.
 */
async function openContext(options: { width: number; height: number; decided: boolean }) {
  const context = await fixture.browser().newContext({
    baseURL: fixture.baseURL,
    locale: 'pt-BR',
    viewport: { width: options.width, height: options.height },
    reducedMotion: 'reduce',
  })
  contexts.push(context)
  // A stored decision keeps the banner (checked on its own below) out of the page checks.
  if (options.decided) {
    await context.addInitScript(
      ({ key, version }) => {
        localStorage.setItem(
          key,
          JSON.stringify({
            consented: true,
            choice: 'essential_only',
            preferences: { essential: true, analytics: false, marketing: false },
            policyVersion: version,
            decidedAt: new Date().toISOString(),
            anonymousId: '0f8b2c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
          }),
        )
      },
      { key: CONSENT_STORAGE_KEY, version: CONSENT_POLICY_VERSION },
    )
  }
  return context
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' })
  expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200)
}

describe('public page inventory', () => {
  it('lists every page under src/app/(site)', () => {
    expect(unlisted(pageRoutes('(site)', ''), Object.keys(PUBLIC_ROUTES))).toEqual([])
  })
})

describe('public pages on a desktop', () => {
  let page: Page
  beforeAll(async () => {
    page = await (await openContext({ width: 1280, height: 800, decided: true })).newPage()
  })

  for (const path of publicPaths()) {
    it(`${path} has no serious or critical axe violation`, async () => {
      await visit(page, path)
      await expectNoSeriousAxeViolations(page, path)
    })
  }
})

describe('public pages on a phone', () => {
  let page: Page
  beforeAll(async () => {
    page = await (await openContext({ width: 390, height: 844, decided: true })).newPage()
  })

  for (const path of [
    '/',
    '/ai-planner',
    '/blog',
    `/blog/post/planejamento-de-midia-guia-definitivo`,
  ])
    it(`${path} has no serious or critical axe violation`, async () => {
      await visit(page, path)
      await expectNoSeriousAxeViolations(page, `${path} (390 px)`)
    })

  it('the open mobile menu has no serious or critical axe violation', async () => {
    await visit(page, '/')
    await page.locator('button[data-mobile-menu-button]').click()
    await page.locator('[data-mobile-drawer]').waitFor({ state: 'visible' })
    await expectNoSeriousAxeViolations(page, 'mobile menu open')
  })
})

describe('public page states', () => {
  let page: Page
  beforeAll(async () => {
    page = await (await openContext({ width: 1280, height: 800, decided: false })).newPage()
  })

  it('the cookie banner has no serious or critical axe violation', async () => {
    await visit(page, '/')
    await page.locator('[data-cookie-banner]').waitFor({ state: 'visible' })
    await expectNoSeriousAxeViolations(page, 'cookie banner')
  })

  it('the cookie preferences dialog has no serious or critical axe violation', async () => {
    await page
      .locator('[data-cookie-banner]')
      .getByRole('button', { name: 'Personalizar', exact: true })
      .click()
    await page.locator('dialog[data-cookie-dialog]').waitFor({ state: 'visible' })
    await expectNoSeriousAxeViolations(page, 'cookie preferences dialog')
  })

  it('the lead form showing its errors has no serious or critical axe violation', async () => {
    await visit(page, '/planejamento-de-midia#formulario')
    const form = page.locator('form[data-lead-form]')
    await form.getByRole('button', { name: 'Solicitar demonstração' }).click()
    await form.locator('#lead-name[aria-invalid="true"]').waitFor()
    expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(5)
    await expectNoSeriousAxeViolations(page, 'lead form with errors')
  })

  it('the checker reports what it is meant to find', async () => {
    await visit(page, '/termos-uso')
    await settled(page)
    await page.evaluate(() => {
      const canary = document.createElement('div')
      canary.innerHTML = '<button id="sem-nome"></button><img src="/x.png">'
      document.querySelector('main')?.append(canary)
    })
    expect(await page.locator('main #sem-nome').count()).toBe(1)
    const found = await seriousAxeViolations(page)
    expect(found.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt'])
    expect(found.flatMap((violation) => violation.nodes.map((node) => node.target))).toEqual(
      expect.arrayContaining([['#sem-nome']]),
    )
  })
})
