import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AiPlannerHero } from './ai-planner/hero'
import { AiPlannerHowItWorks } from './ai-planner/how-it-works'
import {
  AI_PLANNER_PRICE,
  aiPlannerJsonLd,
  aiPlannerMetadata,
  aiPlannerPriceLabel,
  aiPlannerSteps,
} from './ai-planner-data'
import { planejamentoMetadata } from './planejamento-data'
import { textsByAttribute } from './test-html'

const SITE = 'https://www.midiaplan.com.br'

function node(type: string) {
  const found = aiPlannerJsonLd(SITE).find((entry) => entry['@type'] === type)
  if (!found) throw new Error(`no ${type} node`)
  return found
}

describe('/ai-planner structured data', () => {
  it('publishes Organization, the product offer and HowTo', () => {
    expect(aiPlannerJsonLd(SITE).map((entry) => entry['@type'])).toEqual([
      'Organization',
      'Product',
      'HowTo',
    ])
  })

  it('offers the AI Planner at 497 BRL on this page', () => {
    expect(AI_PLANNER_PRICE).toBe(497)
    expect(node('Product')).toMatchObject({
      name: 'AI Planner',
      offers: {
        '@type': 'Offer',
        price: '497.00',
        priceCurrency: 'BRL',
        url: `${SITE}/ai-planner`,
      },
    })
    // No invented rating: the offer stands on its own.
    expect(node('Product')).not.toHaveProperty('aggregateRating')
  })

  it('has HowTo steps equal to the 3 steps the page shows, in order', () => {
    const html = renderToStaticMarkup(<AiPlannerHowItWorks />)
    const names = textsByAttribute(html, 'data-step-name')
    const texts = textsByAttribute(html, 'data-step-text')
    expect(names).toHaveLength(3)
    expect(names).toEqual(aiPlannerSteps.map((step) => step.name))
    expect(node('HowTo').step).toEqual(
      names.map((name, index) => ({
        '@type': 'HowToStep',
        position: index + 1,
        name,
        text: texts[index],
      })),
    )
  })
})

describe('/ai-planner page copy', () => {
  it('shows the price the way people read it', () => {
    expect(aiPlannerPriceLabel).toBe('R$\u00a0497')
  })

  it('has its own title and a description within 160 characters', () => {
    expect(aiPlannerMetadata.title).not.toBe(planejamentoMetadata.title)
    expect(aiPlannerMetadata.description).not.toBe(planejamentoMetadata.description)
    expect(aiPlannerMetadata.description.length).toBeLessThanOrEqual(160)
    expect(aiPlannerMetadata.path).toBe('/ai-planner')
  })

  it('sends the hero call to action to the form, and the secondary one to the free planner', () => {
    const html = renderToStaticMarkup(<AiPlannerHero />)
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html.match(/href="([^"]*)"/g)).toEqual(['href="#formulario"', 'href="/planejador"'])
  })
})
