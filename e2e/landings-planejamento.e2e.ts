import { describe, expect, it } from 'vitest'
import { planejamentoMetadata } from '@/components/site/landing/planejamento-data'
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

const PLANEJAMENTO_BLOCKS = [
  ['beneficios', 'Por que planejar sua mídia paga com IA'],
  ['como-funciona', 'Seu plano de mídia em 4 passos'],
  ['comparativo', 'Planejar com e sem o MídiaPlan'],
  ['para-quem', 'Para quem é o planejamento de mídia com IA'],
  ['perguntas-frequentes', 'Perguntas frequentes'],
  ['formulario', 'Prefere montar o plano com um especialista?'],
]

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

  it("keeps the free-plan promise: the hero's main button opens the planner, the form is for a specialist", async () => {
    const page = await fixture.newPage()
    await page.goto('/planejamento-de-midia')
    const { links, buttons } = await controls(page)
    expect(links).toEqual([
      { href: '/planejador', text: 'Fazer meu planejamento gratuito' },
      { href: '#formulario', text: 'Falar com um especialista' },
    ])
    expect(buttons).toEqual([])
    // Whatever promises a free plan leads to the planner; the demo-request form promises none.
    for (const link of links.filter((l) => /gratuit|grátis/i.test(l.text)))
      expect(link.href, link.text).toBe('/planejador')
    const formSection = page.locator('section#formulario')
    expect(await formSection.locator('h2').textContent()).not.toMatch(/gratuit|grátis/i)
    expect(await formSection.textContent()).toContain('especialista')

    const hero = page.locator('main > section').first()
    await hero.locator('a[href="#formulario"]').click()
    await expectFormInView(page)
    await hero.getByRole('link', { name: 'Fazer meu planejamento gratuito' }).click()
    await page.waitForURL((url) => url.pathname === '/planejador')
    await page.locator('form[data-planner-form]').waitFor()
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
    await expectNoHorizontalScroll(fixture, '/planejamento-de-midia')
  })
})
