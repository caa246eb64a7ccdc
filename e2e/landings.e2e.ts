import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { aiPlannerMetadata } from '@/components/site/landing/ai-planner-data'
import { parseDemoVideoId } from '@/components/site/landing/demo-video-url'
import { setupBrowser } from './support/browser'
import {
  blocks,
  controls,
  expectCommonQuality,
  expectFormInView,
  expectNoHorizontalScroll,
  head,
  howToSteps,
  jsonLd,
  nodeOfType,
  visibleSteps,
} from './support/landing-page'

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
    await expectNoHorizontalScroll(fixture, '/ai-planner')
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

describe('default share image', () => {
  /** The content of a <meta property|name="key"> in the server HTML. */
  const metaOf = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]

  it('is a 1200×630 PNG on /, /blog and /ai-planner (LinkedIn and others show no SVG)', async () => {
    const imageUrl = `${fixture.baseURL}/og-default.png`
    for (const path of ['/', '/blog', '/ai-planner']) {
      const html = await (await fetch(`${fixture.baseURL}${path}`)).text()
      expect(metaOf(html, 'og:image'), path).toBe(imageUrl)
      expect(metaOf(html, 'og:image:width'), path).toBe('1200')
      expect(metaOf(html, 'og:image:height'), path).toBe('630')
      expect(metaOf(html, 'twitter:image'), path).toBe(imageUrl)
    }
    const response = await fetch(imageUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([image.format, image.width, image.height]).toEqual(['png', 1200, 630])
  })
})
