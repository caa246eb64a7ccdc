import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser } from './support/browser'

const fixture = setupBrowser()

async function sectionTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top)
}

/** Waits until a smooth scroll has brought the section just under the fixed bar. */
async function expectSectionInView(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const top = document.getElementById(target)?.getBoundingClientRect().top ?? 9999
      return top >= -2 && top < 160
    },
    id,
    { timeout: 5000 },
  )
  expect(await sectionTop(page, id)).toBeLessThan(160)
}

describe('home and document', () => {
  it('serves / in pt-BR with the metadata every page gets', async () => {
    const response = await fetch(`${fixture.baseURL}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="pt-BR"')
    expect(html).toMatch(/<title>[^<]*MídiaPlan[^<]*<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(html).toContain(`<link rel="canonical" href="${fixture.baseURL}"`)
    expect(html).toMatch(/<meta name="robots" content="index, follow"/)
    expect(html).toContain(`<meta property="og:image" content="${fixture.baseURL}/og-default.png"`)
    expect(html).toContain('<meta property="og:locale" content="pt_BR"')
    // The full headline is in the server HTML for search engines.
    expect(html).toMatch(/<h1[^>]*id="hero-title"/)
    expect(html).not.toMatch(/fonts\.googleapis|fonts\.gstatic/)
  })

  it('answers an unknown address with a 404 page inside the site frame', async () => {
    const page = await fixture.newPage()
    const response = await page.goto('/pagina-que-nao-existe')
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Página não encontrada')
    expect(await page.locator('header[data-site-header]').count()).toBe(1)
    expect(await page.locator('footer[data-site-footer]').count()).toBe(1)
  })
})

describe('next page fetched ahead', () => {
  it('prefetches a public page the visitor hovers, by speculation rules, never an admin one', async () => {
    const page = await fixture.newPage()
    const session = await page.context().newCDPSession(page)
    await session.send('Network.enable')
    const prefetched: string[] = []
    session.on('Network.requestWillBeSent', (event) => {
      const purpose = Object.entries(event.request.headers).find(
        ([name]) => name.toLowerCase() === 'sec-purpose',
      )?.[1]
      if (purpose?.startsWith('prefetch')) prefetched.push(new URL(event.request.url).pathname)
    })
    await page.goto('/termos-uso')
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? '{}',
    ) as { prefetch: { where: unknown }[] }
    expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('"/admin{/*}?"')
    await page.locator('nav[aria-label="Principal"] a', { hasText: 'Blog' }).hover()
    await expect.poll(() => prefetched, { timeout: 5000 }).toContain('/blog')
    expect(prefetched.filter((path) => path.startsWith('/admin'))).toEqual([])
    // The click then lands on a document the browser already has.
    await page.locator('nav[aria-label="Principal"] a', { hasText: 'Blog' }).click()
    await page.waitForURL('**/blog')
  })
})

describe('navigation bar on desktop', () => {
  it('shows the spec items and the demo button', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    const labels = await page.locator('nav[aria-label="Principal"] a').allTextContents()
    expect(labels.map((l) => l.trim())).toEqual(['Soluções', 'AI Planner', 'Blog', 'Como Funciona'])
    const demo = page.locator('a[data-demo-link]')
    expect(await demo.isVisible()).toBe(true)
    expect((await demo.textContent())?.trim()).toBe('Solicitar Demonstração')
    expect(await page.locator('button[data-mobile-menu-button]').isVisible()).toBe(false)
  })

  it('scrolls to a section on the home page', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    await page.locator('nav[aria-label="Principal"] a', { hasText: 'Como Funciona' }).click()
    await expectSectionInView(page, 'como-funciona')
  })

  it('scrolls from one section to another', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    await page.locator('nav[aria-label="Principal"] a', { hasText: 'Como Funciona' }).click()
    await expectSectionInView(page, 'como-funciona')
    await page.locator('nav[aria-label="Principal"] a', { hasText: 'Soluções' }).click()
    await expectSectionInView(page, 'solucoes')
  })

  it('scrolls again to a section whose link was already followed', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    await page.locator('a[data-demo-link]').click()
    await expectSectionInView(page, 'solucoes')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.locator('a[data-demo-link]').click()
    await expectSectionInView(page, 'solucoes')
  })

  it('navigates to the home page and then to the section from another page', async () => {
    const page = await fixture.newPage()
    await page.goto('/pagina-que-nao-existe')
    await page.locator('nav[aria-label="Principal"] a', { hasText: 'Como Funciona' }).click()
    await page.waitForURL(`${fixture.baseURL}/#como-funciona`)
    await expectSectionInView(page, 'como-funciona')
  })

  it('shrinks once the page is scrolled past 50 px and grows back', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    const header = page.locator('header[data-site-header]')
    const fullHeight = (await header.boundingBox())?.height ?? 0
    await page.evaluate(() => window.scrollTo(0, 40))
    await page.waitForTimeout(100)
    expect(await header.getAttribute('data-scrolled')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 120))
    await page.waitForFunction(
      () =>
        document.querySelector('header[data-site-header]')?.getAttribute('data-scrolled') ===
        'true',
    )
    await page.waitForTimeout(300)
    expect((await header.boundingBox())?.height ?? 0).toBeLessThan(fullHeight)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(
      () =>
        document.querySelector('header[data-site-header]')?.getAttribute('data-scrolled') ===
        'false',
    )
  })

  it('starts keyboard navigation with a skip link to the content', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim())
    expect(focused).toBe('Pular para o conteúdo')
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () => document.activeElement?.id === 'conteudo' || location.hash === '#conteudo',
    )
  })
})

describe('navigation on a phone', () => {
  it('opens the side drawer, traps focus, closes on Escape and on an item', async () => {
    const page = await fixture.newPage({ width: 390, height: 844 })
    await page.goto('/')
    expect(await page.locator('a[data-demo-link]').isVisible()).toBe(false)
    const menuButton = page.locator('button[data-mobile-menu-button]')
    expect(await menuButton.getAttribute('aria-label')).toBe('Abrir menu')
    await menuButton.click()
    const drawer = page.locator('[data-mobile-drawer]')
    await drawer.waitFor({ state: 'visible' })
    expect(await drawer.getAttribute('role')).toBe('dialog')
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true')
    const items = await drawer.locator('nav[aria-label="Menu principal"] a').allTextContents()
    expect(items.map((i) => i.trim())).toEqual(
      expect.arrayContaining(['Soluções', 'AI Planner', 'Blog', 'Como Funciona']),
    )

    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    const focusInside = await page.evaluate(
      () => !!document.activeElement?.closest('[data-mobile-drawer]'),
    )
    expect(focusInside).toBe(true)

    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-mobile-menu-button')),
    ).toBe(true)

    await menuButton.click()
    await drawer.locator('a', { hasText: 'Como Funciona' }).click()
    await drawer.waitFor({ state: 'detached' })
    await expectSectionInView(page, 'como-funciona')
  })
})

describe('footer', () => {
  it('has the legal links, commercial contact, cookie button and the current year', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    const footer = page.locator('footer[data-site-footer]')
    const legal = footer.locator('nav[aria-label="Links legais"]')
    expect(await legal.locator('a[href="/politica-privacidade"]').count()).toBe(1)
    expect(await legal.locator('a[href="/termos-uso"]').count()).toBe(1)
    const contact = footer.locator('a', { hasText: 'Contato comercial' })
    expect(await contact.getAttribute('href')).toMatch(/^mailto:/)
    expect(await footer.locator('img, svg').count()).toBeGreaterThan(0)
    expect(await footer.locator('p[data-copyright]').textContent()).toContain(
      String(new Date().getFullYear()),
    )

    await page.evaluate(() => {
      const w = window as Window & { cookieEvents?: number }
      w.cookieEvents = 0
      window.addEventListener(
        'cookie-consent:open',
        () => (w.cookieEvents = (w.cookieEvents ?? 0) + 1),
      )
    })
    const button = legal.locator('button[data-cookie-settings]')
    expect((await button.textContent())?.trim()).toBe('Gerenciar Cookies')
    await button.focus()
    await page.keyboard.press('Enter')
    expect(
      await page.evaluate(() => (window as Window & { cookieEvents?: number }).cookieEvents),
    ).toBe(1)
  })
})

describe('section links on a phone', () => {
  it('reaches a section from the drawer even when its link was already followed', async () => {
    const page = await fixture.newPage({ width: 390, height: 844 })
    await page.goto('/#solucoes')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.locator('button[data-mobile-menu-button]').click()
    const drawer = page.locator('[data-mobile-drawer]')
    await drawer.locator('a', { hasText: 'Soluções' }).click()
    await drawer.waitFor({ state: 'detached' })
    await expectSectionInView(page, 'solucoes')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('solucoes')
  })
})
