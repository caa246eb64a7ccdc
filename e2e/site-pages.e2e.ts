import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatLegalDate } from '@/components/site/legal/legal-date'
import { setupBrowser } from './support/browser'
import { expectImagesDescribed, expectNewTabLink, openExternal, rawHtml } from './support/site-page'

const fixture = setupBrowser()

describe('/parceiros', () => {
  it('presents the strategic partner with a new-tab link to its site', async () => {
    const page = await fixture.newPage()
    const response = await page.goto('/parceiros')
    expect(response?.status()).toBe(200)
    expect(await page.locator('h1').count()).toBe(1)
    const card = page.locator('[data-partner="Escala Ads"]')
    expect(await card.locator('h3').textContent()).toBe('Escala Ads')
    expect(await card.textContent()).toContain('Agência parceira estratégica de tráfego pago')
    expect(await card.locator('img').getAttribute('alt')).toContain('Escala Ads')

    const link = card.locator('a[data-partner-site]')
    const href = new URL(await expectNewTabLink(link))
    expect(href.protocol).toBe('https:')
    expect(await link.textContent()).toContain('abre em uma nova aba')
    const tab = await openExternal(page, link, `${href.origin}/**`)
    expect(tab.url.origin).toBe(href.origin)
    expect(tab.hasOpener).toBe(false)
    await expectImagesDescribed(page)
  })

  it('explains why to work with partners and invites by mail to partnerships', async () => {
    const page = await fixture.newPage()
    await page.goto('/parceiros')
    const why = page.locator('section[aria-labelledby="por-que-parceiros-title"]')
    expect(await why.locator('h2').textContent()).toBe('Por que trabalhar com parceiros')
    expect(await why.locator('li h3').count()).toBe(4)
    const mail = page.locator('a[data-partnerships-mail]')
    const href = (await mail.getAttribute('href')) ?? ''
    expect(href.startsWith('mailto:parcerias@midiaplan.com.br')).toBe(true)
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe('Parceria com a MídiaPlan')
    expect(await page.locator('main').textContent()).toContain('parcerias@midiaplan.com.br')
  })
})

const PRIVACY_SECTIONS = [
  'Informações gerais',
  'Dados que coletamos',
  'Para que usamos seus dados',
  'Bases legais do tratamento',
  'Compartilhamento de dados',
  'Seus direitos pela LGPD',
  'Segurança dos dados',
  'Por quanto tempo guardamos os dados',
  'Cookies e tecnologias semelhantes',
  'Contato e encarregado de dados',
  'Alterações desta política',
]

const TERMS_SECTIONS = [
  'Aceitação dos termos',
  'Quem pode usar',
  'O serviço',
  'Cadastro e conta',
  'Uso aceitável',
  'Propriedade intelectual',
  'Planos, preços e teste grátis',
  'Sem garantia de resultados',
  'Limitação de responsabilidade',
  'Suspensão e encerramento',
  'Privacidade e proteção de dados',
  'Alterações destes termos',
  'Lei aplicável, foro e contato',
]

/** Checks the title, the date, the numbered headings and that every contents link lands. */
async function expectLegalDocument(page: Page, title: string, sections: string[]) {
  expect(await page.locator('h1').textContent()).toBe(title)
  const time = page.locator('[data-legal-updated] time')
  const day = (await time.getAttribute('datetime')) ?? ''
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(await page.locator('[data-legal-updated]').textContent()).toBe(
    `Última atualização: ${formatLegalDate(day)}`,
  )
  const headings = await page.locator('section[data-legal-section] > h2').allTextContents()
  expect(headings).toEqual(sections.map((name, index) => `${index + 1}. ${name}`))

  const contents = page.locator('nav[aria-labelledby="sumario-title"] a')
  expect(await contents.count()).toBe(sections.length)
  for (const [index, link] of (await contents.all()).entries()) {
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^#[a-z0-9-]+$/)
    expect(await page.locator(`section${href} > h2`).textContent()).toBe(headings[index])
  }
  // A middle section: the last ones sit too close to the page end to reach the top.
  const middle = contents.nth(Math.floor(sections.length / 2))
  const target = (await middle.getAttribute('href')) ?? ''
  await middle.click()
  await page.waitForFunction((id) => {
    const top = document.getElementById(id)?.getBoundingClientRect().top
    return top !== undefined && top >= -2 && top < 160
  }, target.slice(1))
  expect(new URL(page.url()).hash).toBe(target)
  expect((await page.locator('main').textContent())?.toLowerCase()).not.toContain('lorem')
}

describe('/politica-privacidade', () => {
  it('has the 11 sections, the date and a working table of contents', async () => {
    const page = await fixture.newPage()
    expect((await page.goto('/politica-privacidade'))?.status()).toBe(200)
    await expectLegalDocument(page, 'Política de Privacidade', PRIVACY_SECTIONS)
  })

  it('names the controller, the form data, the cookies, the nine rights and the ANPD', async () => {
    const page = await fixture.newPage()
    await page.goto('/politica-privacidade')
    const text = (await page.locator('main').textContent()) ?? ''
    expect(text).toContain('MídiaPlan Tecnologia em Marketing Ltda.')
    for (const field of ['nome', 'e-mail corporativo', 'telefone ou WhatsApp', 'cargo'])
      expect(text).toContain(field)
    for (const parameter of ['utm_source', 'utm_campaign', 'gclid', 'fbclid'])
      expect(text).toContain(parameter)
    expect(await page.locator('[data-cookie-category]').count()).toBe(3)
    for (const cookie of ['cookie-consent', 'better-auth.session_token', '_ga', '_fbp'])
      expect(text).toContain(cookie)
    expect(await page.locator('ol[data-lgpd-rights] > li').count()).toBe(9)
    for (const basis of ['Consentimento (art. 7º, I)', 'Legítimo interesse (art. 7º, IX)'])
      expect(text).toContain(basis)
    expect(await page.locator('a[data-privacy-email]').getAttribute('href')).toBe(
      'mailto:privacidade@midiaplan.com.br',
    )
    expect(await expectNewTabLink(page.locator('a[data-anpd-link]'))).toBe(
      'https://www.gov.br/anpd',
    )
  })
})

describe('/termos-uso', () => {
  it('has the 13 sections, the date and the key terms', async () => {
    const page = await fixture.newPage()
    expect((await page.goto('/termos-uso'))?.status()).toBe(200)
    await expectLegalDocument(page, 'Termos de Uso', TERMS_SECTIONS)
    const text = (await page.locator('main').textContent()) ?? ''
    for (const term of [
      'pelo menos 18 anos',
      'valor que você nos pagou nos 12 meses anteriores',
      'leis da República Federativa do Brasil',
      'foro da Comarca de São Paulo/SP',
      'R$ 497 por mês',
      'teste grátis de 14 dias',
    ])
      expect(text).toContain(term)
    expect(await page.locator('main a[href="/politica-privacidade"]').count()).toBeGreaterThan(0)
  })
})

describe('metadata of these pages', () => {
  it('gives each page its own title, description and canonical address', async () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() }
    for (const path of ['/', '/parceiros', '/politica-privacidade', '/termos-uso']) {
      const html = await rawHtml(path)
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? ''
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? ''
      expect(title).toContain('MídiaPlan')
      expect(description.length).toBeGreaterThanOrEqual(50)
      expect(description.length).toBeLessThanOrEqual(160)
      seen.titles.add(title)
      seen.descriptions.add(description)
      // Next writes the home canonical without its trailing slash.
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      expect(canonical).toBe(`${fixture.baseURL}${path === '/' ? '' : path}`)
    }
    expect(seen.titles.size).toBe(4)
    expect(seen.descriptions.size).toBe(4)
  })
})
