import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { aiPlannerMetadata } from '@/components/site/landing/ai-planner-data'
import { parseDemoVideoId } from '@/components/site/landing/demo-video-url'
import { planejamentoMetadata } from '@/components/site/landing/planejamento-data'
import { setupBrowser } from './support/browser'

const fixture = setupBrowser()

// NEXT_PUBLIC_ values are fixed when the app is built, and the e2e server is built with this
// process's environment: run once without it and once with it to cover both faces of the video.
const VIDEO_ID = parseDemoVideoId(process.env.NEXT_PUBLIC_DEMO_VIDEO_ID)

const AI_PLANNER_BLOCKS = [
  ['problema', 'Anunciar sem plano é pagar para aprender'],
  ['solucao', 'AI Planner: o GPS da mídia paga'],
  ['demonstracao', 'Veja o AI Planner em ação'],
  ['como-funciona', 'Três passos até o seu plano de mídia'],
  ['resultados', 'O que muda quando a mídia tem plano'],
  ['para-quem', 'Feito para quem precisa de resultado com mídia paga'],
  ['depoimento', 'Quem planeja com IA, recomenda'],
  ['comece-agora', 'Pronto para planejar sua mídia paga com IA?'],
  ['formulario', 'Solicite sua demonstração'],
]

const PLANEJAMENTO_BLOCKS = [
  ['beneficios', 'Por que planejar sua mídia paga com IA'],
  ['como-funciona', 'Seu plano de mídia em 4 passos'],
  ['comparativo', 'Planejar com e sem o MídiaPlan'],
  ['para-quem', 'Para quem é o planejamento de mídia com IA'],
  ['perguntas-frequentes', 'Perguntas frequentes'],
  ['formulario', 'Faça seu planejamento gratuito'],
]

type Block = { id: string; heading: string; level: string }

/** Each top-level section of the page: its id and its heading (the lead form's own content excluded). */
async function blocks(page: Page): Promise<Block[]> {
  return page.$$eval('main > section', (sections) =>
    sections.map((section) => {
      const heading = section.querySelector('h1, h2')
      return {
        id: section.id,
        heading: heading?.textContent?.trim() ?? '',
        level: heading?.tagName ?? '',
      }
    }),
  )
}

/** Heading levels of the page content in document order; none may skip a level. */
async function headingLevels(page: Page): Promise<number[]> {
  return page.$$eval('main :is(h1, h2, h3, h4, h5, h6)', (headings) =>
    headings.filter((h) => !h.closest('form')).map((h) => Number(h.tagName.slice(1))),
  )
}

/** Links and buttons of the page itself, outside the lead form (which the leads work owns). */
async function controls(page: Page) {
  return page.evaluate(() => {
    const own = (el: Element) => !el.closest('form')
    return {
      links: Array.from(document.querySelectorAll('main a'))
        .filter(own)
        .map((a) => ({ href: a.getAttribute('href'), text: a.textContent?.trim() ?? '' })),
      buttons: Array.from(document.querySelectorAll('main button'))
        .filter(own)
        .map((b) => b.textContent?.trim() ?? ''),
    }
  })
}

type JsonLdNode = { '@type': string; [key: string]: unknown }

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.$$eval('script[type="application/ld+json"]', (els) =>
    els.map((el) => el.textContent ?? ''),
  )
  return scripts.flatMap((text) => JSON.parse(text) as JsonLdNode | JsonLdNode[])
}

function nodeOfType(nodes: JsonLdNode[], type: string): JsonLdNode {
  const matches = nodes.filter((node) => node['@type'] === type)
  expect(matches, `one ${type} node`).toHaveLength(1)
  return matches[0] as JsonLdNode
}

async function visibleSteps(page: Page) {
  return page.$$eval('[data-step]', (steps) =>
    steps.map((step) => ({
      name: step.querySelector('[data-step-name]')?.textContent ?? '',
      text: step.querySelector('[data-step-text]')?.textContent ?? '',
    })),
  )
}

function howToSteps(steps: { name: string; text: string }[]) {
  return steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, ...step }))
}

async function expectFormInView(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const top = document.getElementById('formulario')?.getBoundingClientRect().top ?? 9999
      return top >= -2 && top < 160
    },
    undefined,
    { timeout: 5000 },
  )
  expect(page.url()).toMatch(/#formulario$/)
}

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
  }))
}

async function expectCommonQuality(page: Page): Promise<void> {
  expect(await page.locator('main h1').count()).toBe(1)
  const levels = await headingLevels(page)
  expect(levels[0]).toBe(1)
  for (let i = 1; i < levels.length; i++)
    expect(levels[i], 'no skipped heading level').toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1)
  for (const link of (await controls(page)).links) {
    expect(link.text.length, `link ${link.href} has a name`).toBeGreaterThan(0)
    if (link.href?.startsWith('#'))
      expect(await page.locator(link.href).count(), `${link.href} exists`).toBe(1)
  }
  const images = await page.$$eval('main img', (imgs) =>
    imgs.map((img) => ['alt', 'width', 'height'].map((name) => img.getAttribute(name))),
  )
  for (const attributes of images) for (const value of attributes) expect(value).toBeTruthy()
  // The lead form sits in its anchored section and has a way to submit.
  expect(await page.locator('#formulario form').count()).toBe(1)
  expect(await page.locator('#formulario form [type="submit"]').count()).toBeGreaterThan(0)
}

async function expectNoHorizontalScroll(path: string): Promise<void> {
  const page = await fixture.newPage({ width: 360, height: 800 })
  await page.goto(path)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

describe('/ai-planner', () => {
  it('shows every block of the spec in order, then the form at #formulario', async () => {
    const page = await fixture.newPage()
    await page.goto('/ai-planner')
    const found = await blocks(page)
    expect(found[0]).toMatchObject({ id: '', level: 'H1' })
    expect(found[0]?.heading).toContain('menos de 5 minutos')
    expect(found.slice(1).map((b) => [b.id, b.heading])).toEqual(AI_PLANNER_BLOCKS)
    expect(found.slice(1).every((b) => b.level === 'H2')).toBe(true)
    expect(await page.locator('[data-step]').count()).toBe(3)
    expect(await page.locator('#resultados dd').allTextContents()).toEqual(
      expect.arrayContaining(['+40%', '3x', '-30%', '10 min']),
    )
    expect(await page.locator('#depoimento blockquote').count()).toBe(1)
    await expectCommonQuality(page)
  })

  it('sends every call to action to the form, and nowhere else but the free planner', async () => {
    const page = await fixture.newPage()
    await page.goto('/ai-planner')
    const { links, buttons } = await controls(page)
    // Beside the hero's and the closing section's demo buttons: "Fazer meu plano grátis".
    expect(links.filter((l) => l.href === '/planejador')).toHaveLength(2)
    expect(links.filter((l) => l.href !== '/planejador').map((l) => l.href)).toEqual(
      VIDEO_ID ? ['#formulario', '#formulario'] : ['#formulario', '#formulario', '#formulario'],
    )
    expect(buttons).toEqual(VIDEO_ID ? ['Assistir demonstração'] : [])
    await page.locator('main > section').first().locator('a[href="#formulario"]').click()
    await expectFormInView(page)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.locator('#comece-agora a[href="#formulario"]').click()
    await expectFormInView(page)
  })

  it('has its own title, description and canonical URL, and the offer and steps as JSON-LD', async () => {
    const page = await fixture.newPage()
    await page.goto('/ai-planner')
    expect(await head(page)).toEqual({
      title: `${aiPlannerMetadata.title} | MídiaPlan`,
      description: aiPlannerMetadata.description,
      canonical: `${fixture.baseURL}/ai-planner`,
      robots: 'index, follow',
    })
    const nodes = await jsonLd(page)
    expect(nodeOfType(nodes, 'Organization')).toMatchObject({ name: 'MídiaPlan' })
    expect(nodeOfType(nodes, 'Product')).toMatchObject({
      name: 'AI Planner',
      offers: { '@type': 'Offer', price: '497.00', priceCurrency: 'BRL' },
    })
    expect(nodeOfType(nodes, 'HowTo').step).toEqual(howToSteps(await visibleSteps(page)))
  })

  it('fits a 360 px phone without sideways scrolling', async () => {
    await expectNoHorizontalScroll('/ai-planner')
  })
})

describe('/ai-planner demo video facade', () => {
  it('makes no third-party request and sets no cookie until the visitor asks', async () => {
    const page = await fixture.newPage()
    const context = page.context()
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    // Hermetic: whatever leaves localhost is recorded above, then refused.
    await context.route('**/*', (route) =>
      route.request().url().startsWith(fixture.baseURL) ? route.continue() : route.abort(),
    )
    await page.goto('/ai-planner', { waitUntil: 'networkidle' })
    const facade = page.locator('[data-demo-video]')
    await facade.scrollIntoViewIfNeeded()
    // The poster is lazy: wait until it has really loaded, from this site.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-demo-video] img')
      return !!img && img.complete && img.naturalWidth > 0
    })
    await page.waitForLoadState('networkidle')
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.filter((url) => !url.startsWith(fixture.baseURL))).toEqual([])
    expect(requests.some((url) => url.includes('/landing/ai-planner-demo-poster.svg'))).toBe(true)
    expect(await context.cookies()).toEqual([])
    expect(await page.locator('main iframe').count()).toBe(0)

    if (!VIDEO_ID) {
      expect(await facade.getAttribute('data-demo-video')).toBe('soon')
      expect(await facade.textContent()).toContain('O vídeo de demonstração chega em breve')
      expect(await facade.locator('button').count()).toBe(0)
      await facade.locator('a[href="#formulario"]').click()
      await expectFormInView(page)
      return
    }

    expect(await facade.getAttribute('data-demo-video')).toBe('ready')
    const play = page.getByRole('button', { name: 'Assistir demonstração' })
    expect(await play.count()).toBe(1)
    await play.click()
    const frame = page.locator('iframe[data-demo-video-frame]')
    await frame.waitFor({ state: 'attached' })
    expect(await frame.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`,
    )
    expect(await frame.getAttribute('title')).toBe('Demonstração do AI Planner')
    expect(await play.count()).toBe(0)
    await page.waitForFunction(() => document.activeElement?.tagName === 'IFRAME')
    await expect
      .poll(() => requests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
      .toBe(true)
  })
})

describe('/planejamento-de-midia', () => {
  it('shows hero, benefits, 4 steps, comparison, audience, FAQ and the form, in order', async () => {
    const page = await fixture.newPage()
    await page.goto('/planejamento-de-midia')
    const found = await blocks(page)
    expect(found[0]).toMatchObject({
      id: '',
      level: 'H1',
      heading: 'Planejamento de Mídia Paga com IA',
    })
    expect(found.slice(1).map((b) => [b.id, b.heading])).toEqual(PLANEJAMENTO_BLOCKS)
    expect(await page.locator('[data-step]').count()).toBe(4)
    await expectCommonQuality(page)
  })

  it('compares with and without the product in an accessible table', async () => {
    const page = await fixture.newPage()
    await page.goto('/planejamento-de-midia')
    const table = page.getByRole('table', { name: /Comparação entre o planejamento/ })
    expect(await table.count()).toBe(1)
    expect((await table.getByRole('columnheader').allTextContents()).map((t) => t.trim())).toEqual([
      'Critério',
      'Sem o MídiaPlan',
      'Com o MídiaPlan',
    ])
    expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(5)
  })

  it('opens FAQ answers without JavaScript widgets (native details)', async () => {
    const page = await fixture.newPage()
    await page.goto('/planejamento-de-midia')
    const first = page.locator('details[data-faq-item]').first()
    expect(await first.getAttribute('open')).toBeNull()
    expect(await first.locator('[data-faq-answer]').isVisible()).toBe(false)
    await first.locator('summary').click()
    expect(await first.getAttribute('open')).toBe('')
    expect(await first.locator('[data-faq-answer]').isVisible()).toBe(true)
  })

  it('sends every call to action to the form (and the hero also to the free planner)', async () => {
    const page = await fixture.newPage()
    await page.goto('/planejamento-de-midia')
    const { links, buttons } = await controls(page)
    expect(links.map((l) => l.href)).toEqual(['#formulario', '/planejador'])
    expect(buttons).toEqual([])
    await page.locator('main > section').first().locator('a[href="#formulario"]').click()
    await expectFormInView(page)
  })

  it('publishes FAQPage and HowTo JSON-LD equal to the visible FAQ and steps', async () => {
    const page = await fixture.newPage()
    await page.goto('/planejamento-de-midia')
    expect(await head(page)).toEqual({
      title: 'Planejamento de Mídia Paga com IA | MídiaPlan',
      description: planejamentoMetadata.description,
      canonical: `${fixture.baseURL}/planejamento-de-midia`,
      robots: 'index, follow',
    })
    const nodes = await jsonLd(page)
    nodeOfType(nodes, 'Organization')
    const faq = await page.$$eval('[data-faq-item]', (items) =>
      items.map((item) => ({
        question: item.querySelector('[data-faq-question]')?.textContent ?? '',
        answer: item.querySelector('[data-faq-answer]')?.textContent ?? '',
      })),
    )
    expect(faq.length).toBeGreaterThanOrEqual(5)
    expect(nodeOfType(nodes, 'FAQPage').mainEntity).toEqual(
      faq.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    )
    const steps = await visibleSteps(page)
    expect(steps).toHaveLength(4)
    expect(nodeOfType(nodes, 'HowTo').step).toEqual(howToSteps(steps))
  })

  it('fits a 360 px phone without sideways scrolling', async () => {
    await expectNoHorizontalScroll('/planejamento-de-midia')
  })
})
