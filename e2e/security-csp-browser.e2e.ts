import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { signedInPages, toast } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
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

const GA_ID = 'G-E2ETEST123'
const PIXEL_ID = '1234567890123'

interface Watch {
  /** securitypolicyviolation events and the console's CSP / Permissions-Policy complaints. */
  problems: () => Promise<string[]>
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function watch(page: Page): Promise<Watch> {
  const console: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(text)) console.push(text)
  })
  page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`))
  await page.addInitScript(() => {
    const w = window as Window & { __csp?: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp!.push(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`)
    })
  })
  return {
    problems: async () => [
      ...console,
      ...(await page.evaluate(() => (window as Window & { __csp?: string[] }).__csp ?? [])),
    ],
  }
}

/** The build has no tag ids; give the served documents test ids, as cookie-consent.e2e.ts does. */
async function withTagIds(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__vendorScripts = 1' }),
  )
  await page.route(
    (url) => url.href.startsWith(fixture.baseURL),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const body = (await response.text()).replace(
        /<script id="consent-mode"[^>]*>/,
        `<script id="consent-mode" data-ga-id="${GA_ID}" data-pixel-id="${PIXEL_ID}">`,
      )
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ response, body, headers })
    },
  )
}

/** A negative control: the listener does see what the policy blocks. */
async function expectBlocked(page: Page, watcher: Watch): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.src = 'https://example.invalid/injected.js'
    document.head.appendChild(script)
  })
  await expect.poll(async () => (await watcher.problems()).join('\n')).toContain('example.invalid')
}

describe('pages under their Content-Security-Policy', () => {
  it('a public page renders and, with all cookies accepted, both tags load without a violation', async () => {
    const page = await fixture.newPage()
    const watcher = await watch(page)
    await withTagIds(page)
    const vendors: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(fixture.baseURL)) vendors.push(request.url())
    })
    const response = await page.goto('/')
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'")
    await page.locator('h1').first().waitFor()
    const banner = page.locator('[data-cookie-banner]')
    await banner.getByRole('button', { name: 'Aceitar todos', exact: true }).click()
    await expect.poll(() => vendors.some((url) => url.includes('fbevents.js'))).toBe(true)
    await expect.poll(() => vendors.some((url) => url.includes(`id=${GA_ID}`))).toBe(true)
    await expect
      .poll(() =>
        page.evaluate(() => (window as Window & { __vendorScripts?: number }).__vendorScripts),
      )
      .toBe(1)
    // An article and the landing with the video facade, client-side navigation included.
    await page.goto('/blog/post/planejamento-de-midia-guia-definitivo')
    await page.locator('h1').first().waitFor()
    await page.goto('/ai-planner')
    await page.locator('h1').first().waitFor()
    expect(await watcher.problems()).toEqual([])
    await expectBlocked(page, watcher)
  })

  it('the admin login page hydrates with nonce-only scripts', async () => {
    const page = await fixture.newPage()
    const watcher = await watch(page)
    const response = await page.goto('/admin/login')
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
    await page.getByRole('tab', { name: 'Login' }).waitFor()
    // The form validates on the client with zod (which probes for eval: none may be reported),
    // and the tabs switch: React hydrated, its chunks were allowed.
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.getByText('Informe o email.').first().waitFor()
    // src/instrumentation-client.ts turned zod's eval probe off before the form parsed.
    expect(
      await page.evaluate(
        () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig,
      ),
    ).toMatchObject({ jitless: true })
    await page.getByRole('tab', { name: 'Criar Conta' }).click()
    await page.getByRole('button', { name: 'Criar Conta' }).waitFor()
    expect(await watcher.problems()).toEqual([])
    await expectBlocked(page, watcher)
  })

  it('an unknown /admin address shows the admin 404 in pt-BR and hydrates under the admin policy', async () => {
    const page = await openAs(E2E_ADMIN)
    const watcher = await watch(page)
    const response = await page.goto('/admin/pagina-que-nao-existe/de-jeito-nenhum')
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
    const main = page.locator('main#conteudo')
    await main.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor()
    // The admin frame (sidebar), not the public site's header and footer.
    expect(await page.locator('header[data-admin-sidebar]').count()).toBe(1)
    expect(await page.locator('#site-header, [data-site-footer]').count()).toBe(0)
    expect(await page.title()).toBe('Página não encontrada | Admin MídiaPlan')
    // React hydrated: the link is a client-side navigation, so this document stays.
    await page.evaluate(
      () => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true),
    )
    await main.getByRole('link', { name: 'Voltar ao painel' }).click()
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(
      await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true)
    expect(await watcher.problems()).toEqual([])
    await expectBlocked(page, watcher)
  })

  it('the post editor: typing, an image upload and its toast, without a violation', async () => {
    const page = await openAs(E2E_ADMIN)
    const watcher = await watch(page)
    await page.goto('/admin/posts/new')
    await page.locator('[data-rich-text][contenteditable="true"]').waitFor()
    await page.locator('[data-rich-text]').click()
    await page.keyboard.type('Texto sob a política de segurança.')
    const image = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#10b981' },
    })
      .png()
      .toBuffer()
    await page.locator('[data-editor-image-input]').setInputFiles({
      name: 'grafico.png',
      mimeType: 'image/png',
      buffer: image,
    })
    await toast(page, 'Imagem enviada com sucesso!').waitFor()
    const ask = page.getByRole('dialog', { name: 'Descreva a imagem' })
    await ask.getByLabel('Texto alternativo *').fill('Gráfico verde')
    await ask.getByRole('button', { name: 'Inserir imagem' }).click()
    await page.locator('[data-rich-text] img[alt="Gráfico verde"]').waitFor()
    expect(await page.locator('[data-rich-text]').textContent()).toContain('Texto sob a política')
    expect(await watcher.problems()).toEqual([])
    await expectBlocked(page, watcher)
  })
})
