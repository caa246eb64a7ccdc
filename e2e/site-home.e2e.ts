import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser } from './support/browser'
import { expectImagesDescribed, rawHtml } from './support/site-page'

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

  it('ships no placeholder WhatsApp: with no number configured, each waitlist writes to sales', async () => {
    // The e2e server runs without NEXT_PUBLIC_WHATSAPP_NUMBER (solutions.test.tsx covers a set one).
    const html = await rawHtml('/')
    expect(html).not.toContain('wa.me')
    const page = await fixture.newPage()
    await page.goto('/')
    const expected: Record<string, string> = {
      varejo: 'Solução para Varejo',
      'qualidade-de-leads': 'Planejador de Qualidade de Leads',
    }
    for (const [id, title] of Object.entries(expected)) {
      const link = page.locator(`a[data-waitlist="${id}"]`)
      expect(await link.getAttribute('target')).toBeNull()
      const href = new URL((await link.getAttribute('href')) ?? '')
      expect(href.protocol).toBe('mailto:')
      expect(href.pathname).toBe('comercial@midiaplan.com.br')
      expect(href.searchParams.get('subject')).toBe(`Lista de espera: ${title}`)
      const text = href.searchParams.get('body') ?? ''
      expect(text).toContain(`lista de espera d${id === 'varejo' ? 'a' : 'o'} ${title}`)
      expect(text).toContain('MídiaPlan')
      expect(await link.textContent()).toContain('Entrar na lista de espera')
    }
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
