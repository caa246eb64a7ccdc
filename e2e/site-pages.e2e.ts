import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatLegalDate } from '@/components/site/legal/legal-date'
import { setupBrowser } from './support/browser'

const fixture = setupBrowser()

const HEADLINE = 'Planeje sua mídia paga com IA e multiplique seus resultados'
const TYPED = 'multiplique seus resultados'

/** Text of an HTML fragment as a crawler reads it: no tags, no React comments, one space. */
function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

async function rawHtml(path: string): Promise<string> {
  const response = await fetch(`${fixture.baseURL}${path}`)
  expect(response.status).toBe(200)
  return response.text()
}

async function expectNewTabLink(link: Locator): Promise<string> {
  expect(await link.getAttribute('target')).toBe('_blank')
  expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
  return (await link.getAttribute('href')) ?? ''
}

/** Follows a new-tab link to a stubbed external site; returns the URL and the tab's opener. */
async function openExternal(page: Page, link: Locator, urlGlob: string) {
  await page
    .context()
    .route(urlGlob, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>externo</title>' }),
    )
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await tab.waitForLoadState()
  return { url: new URL(tab.url()), hasOpener: await tab.evaluate(() => window.opener !== null) }
}

async function expectImagesDescribed(page: Page): Promise<void> {
  const images = await page.locator('main img').evaluateAll((list) =>
    list.map((img) => ({
      alt: img.getAttribute('alt'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    })),
  )
  for (const image of images) {
    expect(image.alt?.trim()).toBeTruthy()
    expect(Number(image.width)).toBeGreaterThan(0)
    expect(Number(image.height)).toBeGreaterThan(0)
    expect(image.loaded).toBe(true)
  }
}

describe('home', () => {
  it('sends the whole headline and the Organization data in the server HTML', async () => {
    const html = await rawHtml('/')
    const h1 = html.match(/<h1[^>]*id="hero-title"[^>]*>(.*?)<\/h1>/s)?.[1] ?? ''
    expect(textOf(h1)).toBe(HEADLINE)
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .flatMap((match) => [JSON.parse(match[1] ?? 'null')].flat())
      .map((node: { '@type': string }) => node['@type'])
    expect(jsonLd).toContain('Organization')
  })

  it('shows the hero, what the company is, three solutions and the 4 steps', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADLINE)
    expect(await page.locator('#sobre-title').textContent()).toContain('Martech com IA')
    expect(await page.locator('section[aria-labelledby="sobre-title"]').textContent()).toContain(
      'O MídiaPlan é uma plataforma de marketing com inteligência artificial',
    )

    const cards = page.locator('#solucoes [data-solution]')
    expect(
      await cards.evaluateAll((list) => list.map((c) => c.getAttribute('data-solution'))),
    ).toEqual(['varejo', 'qualidade-de-leads', 'ai-planner'])
    for (const id of ['varejo', 'qualidade-de-leads'])
      expect(await page.locator(`[data-solution="${id}"]`).textContent()).toContain('Em breve')
    const planner = page.locator('[data-solution="ai-planner"]')
    expect(await planner.textContent()).not.toContain('Em breve')
    expect(await planner.locator('a').getAttribute('href')).toBe('/ai-planner')

    const steps = page.locator('#como-funciona ol > li h3')
    expect(await steps.count()).toBe(4)
    expect((await steps.first().textContent())?.startsWith('Passo 1: ')).toBe(true)
    await expectImagesDescribed(page)
  })

  it('opens each waitlist in a new tab on WhatsApp with the message typed in', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    const expected: Record<string, string> = {
      varejo: 'Solução para Varejo',
      'qualidade-de-leads': 'Planejador de Qualidade de Leads',
    }
    for (const [id, title] of Object.entries(expected)) {
      const link = page.locator(`a[data-waitlist="${id}"]`)
      const href = new URL(await expectNewTabLink(link))
      expect(href.origin).toBe('https://wa.me')
      expect(href.pathname).toMatch(/^\/55\d{10,11}$/)
      const text = href.searchParams.get('text') ?? ''
      expect(text).toContain(`lista de espera d${id === 'varejo' ? 'a' : 'o'} ${title}`)
      expect(text).toContain('MídiaPlan')
    }
    const tab = await openExternal(
      page,
      page.locator('a[data-waitlist="varejo"]'),
      'https://wa.me/**',
    )
    expect(tab.url.searchParams.get('text')).toContain('Solução para Varejo')
    expect(tab.hasOpener).toBe(false)
  })

  it('has the solucoes and como-funciona anchors as scroll targets', async () => {
    for (const id of ['solucoes', 'como-funciona']) {
      // Reduced motion turns smooth scrolling off, so the jump is immediate and measurable.
      const page = await fixture.newPage({ reducedMotion: 'reduce' })
      await page.goto(`/#${id}`)
      expect(await page.locator(`[id="${id}"]`).count()).toBe(1)
      expect(await page.locator(`#${id} h2`).count()).toBe(1)
      await page.waitForFunction((target) => {
        const top = document.getElementById(target)?.getBoundingClientRect().top
        return top !== undefined && top >= -2 && top < 160
      }, id)
    }
  })
})

type CharState = { opacity: string; delay: number }

/** Puts every character's animation at `ms` after the first paint and reads the result. */
async function typingAt(page: Page, ms: number): Promise<CharState[]> {
  return page.locator('[data-typed] span').evaluateAll((spans, time) => {
    return spans.map((span) => {
      const [animation] = span.getAnimations()
      if (animation) {
        animation.pause()
        animation.currentTime = time
      }
      const delay = animation?.effect?.getTiming().delay
      return { opacity: getComputedStyle(span).opacity, delay: Number(delay ?? 0) }
    })
  }, ms)
}

describe('home hero typing', () => {
  it('types the phrase in exactly 2.5 s without moving anything', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    const typed = page.locator('[data-typed]')
    expect(await typed.getAttribute('aria-hidden')).toBe('true')
    expect(await typed.textContent()).toBe(TYPED)
    const boxAtStart = await typed.boundingBox()
    const heroAtStart = await page.locator('section[aria-labelledby="hero-title"]').boundingBox()

    const start = await typingAt(page, 0)
    expect(start.every((char) => char.opacity === '0')).toBe(true)
    expect(start.at(-1)?.delay).toBe(2500)
    const halfway = await typingAt(page, 1250)
    const shown = halfway.filter((char) => char.opacity === '1').length
    expect(shown).toBeGreaterThan(10)
    expect(shown).toBeLessThan(TYPED.length - 10)
    const justBefore = await typingAt(page, 2499)
    expect(justBefore.at(-1)?.opacity).toBe('0')
    expect(justBefore.slice(0, -1).every((char) => char.opacity === '1')).toBe(true)
    expect((await typingAt(page, 2500)).every((char) => char.opacity === '1')).toBe(true)

    expect(await typed.boundingBox()).toEqual(boxAtStart)
    expect(await page.locator('section[aria-labelledby="hero-title"]').boundingBox()).toEqual(
      heroAtStart,
    )
  })

  it('finishes on its own in real time', async () => {
    const page = await fixture.newPage()
    await page.goto('/')
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-typed] span')].every(
          (span) => getComputedStyle(span).opacity === '1',
        ),
      undefined,
      { timeout: 6000 },
    )
  })

  it('shows the static headline when the visitor prefers reduced motion', async () => {
    const page = await fixture.newPage({ reducedMotion: 'reduce' })
    await page.goto('/')
    const chars = await page.locator('[data-typed] span').evaluateAll((spans) =>
      spans.map((span) => ({
        opacity: getComputedStyle(span).opacity,
        animations: span.getAnimations().length,
      })),
    )
    expect(chars).toHaveLength(TYPED.length)
    expect(chars.every((char) => char.opacity === '1' && char.animations === 0)).toBe(true)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADLINE)
  })
})

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
