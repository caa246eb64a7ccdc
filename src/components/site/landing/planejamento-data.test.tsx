import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlanejamentoComparison } from './planejamento/comparison'
import { PlanejamentoFaq } from './planejamento/faq'
import { PlanejamentoHero } from './planejamento/hero'
import { PlanejamentoSteps } from './planejamento/steps'
import {
  PLANEJAMENTO_TITLE,
  planejamentoComparison,
  planejamentoFaq,
  planejamentoJsonLd,
  planejamentoMetadata,
  planejamentoSteps,
} from './planejamento-data'
import { findByAttribute, textsByAttribute } from './test-html'

const SITE = 'https://www.midiaplan.com.br'

function node(type: string) {
  const found = planejamentoJsonLd(SITE).find((entry) => entry['@type'] === type)
  if (!found) throw new Error(`no ${type} node`)
  return found
}

describe('/planejamento-de-midia structured data', () => {
  it('publishes Organization, FAQPage and HowTo', () => {
    expect(planejamentoJsonLd(SITE).map((entry) => entry['@type'])).toEqual([
      'Organization',
      'FAQPage',
      'HowTo',
    ])
    expect(node('Organization')).toMatchObject({ name: 'MídiaPlan', url: `${SITE}/` })
  })

  it('has FAQ entries equal to the questions and answers the page shows, in order', () => {
    const html = renderToStaticMarkup(<PlanejamentoFaq />)
    const questions = textsByAttribute(html, 'data-faq-question')
    const answers = textsByAttribute(html, 'data-faq-answer')
    expect(questions.length).toBeGreaterThanOrEqual(5)
    const shown = questions.map((question, index) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answers[index] },
    }))
    expect(node('FAQPage').mainEntity).toEqual(shown)
  })

  it('has HowTo steps equal to the 4 steps the page shows, in order', () => {
    const html = renderToStaticMarkup(<PlanejamentoSteps />)
    const names = textsByAttribute(html, 'data-step-name')
    const texts = textsByAttribute(html, 'data-step-text')
    expect(names).toHaveLength(4)
    expect(node('HowTo').step).toEqual(
      names.map((name, index) => ({
        '@type': 'HowToStep',
        position: index + 1,
        name,
        text: texts[index],
      })),
    )
  })

  it('serves every FAQ answer in the HTML, inside a native details element', () => {
    const html = renderToStaticMarkup(<PlanejamentoFaq />)
    const items = findByAttribute(html, 'data-faq-item')
    expect(items).toHaveLength(planejamentoFaq.length)
    for (const item of items) expect(item.name).toBe('details')
    for (const { answer } of planejamentoFaq) expect(html).toContain(answer)
  })

  it('keeps the rule of thumb on minimum budget from the spec (CPA x 50 conversions)', () => {
    expect(planejamentoFaq.some((item) => item.answer.includes('multiplicado por 50'))).toBe(true)
  })
})

describe('/planejamento-de-midia page blocks', () => {
  it("titles the page with the spec's exact title in the metadata and the h1", () => {
    expect(PLANEJAMENTO_TITLE).toBe('Planejamento de Mídia Paga com IA')
    expect(planejamentoMetadata.title).toBe(PLANEJAMENTO_TITLE)
    const html = renderToStaticMarkup(<PlanejamentoHero />)
    expect(html).toMatch(/<h1[^>]*>Planejamento de Mídia Paga com IA<\/h1>/)
    expect(html).toContain('href="#formulario"')
  })

  it('keeps the description within 160 characters', () => {
    expect(planejamentoMetadata.description.length).toBeLessThanOrEqual(160)
    expect(planejamentoMetadata.description.length).toBeGreaterThan(80)
  })

  it('compares with and without in a table with a caption and scoped headers', () => {
    const html = renderToStaticMarkup(<PlanejamentoComparison />)
    expect(html).toContain('<caption')
    const columns = html.match(/<th scope="col"[^>]*>([^<]*)<\/th>/g) ?? []
    expect(columns.map((th) => th.replace(/<[^>]+>/g, ''))).toEqual([
      'Critério',
      'Sem o MídiaPlan',
      'Com o MídiaPlan',
    ])
    expect(html.match(/<th scope="row"/g)).toHaveLength(planejamentoComparison.length)
    expect(html.match(/<td/g)).toHaveLength(planejamentoComparison.length * 2)
  })

  it('numbers each step for screen readers without changing the step name', () => {
    const html = renderToStaticMarkup(<PlanejamentoSteps />)
    expect(html).toContain('Passo 1: </span>')
    expect(textsByAttribute(html, 'data-step-name')).toEqual(planejamentoSteps.map((s) => s.name))
  })
})
