import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  JsonLd,
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  howToJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from './json-ld'

const SITE = 'https://www.midiaplan.com.br'

describe('serializeJsonLd', () => {
  const hostile = faqJsonLd([
    { question: 'Fecha? </script><script>alert(1)</script>', answer: 'a & b <!-- c --> \u2028' },
  ])

  it('escapes characters that could break out of the script element', () => {
    const json = serializeJsonLd(hostile)
    expect(json).not.toContain('<')
    expect(json).not.toContain('>')
    expect(json).not.toContain('</script>')
    expect(json).toContain('\\u003c/script\\u003e')
  })

  it('still parses back to the original data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile)
  })

  it('renders a single safe ld+json script tag', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }))
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const body = html.replace('<script type="application/ld+json">', '').replace('</script>', '')
    expect(JSON.parse(body)).toEqual(hostile)
  })
})

describe('productJsonLd', () => {
  it('defaults the currency to BRL and omits rating when none is given', () => {
    const data = productJsonLd({ name: 'AI Planner', description: 'Plano', price: 497 }, SITE)
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '497.00', priceCurrency: 'BRL' })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  it('defaults the rating count to 100 when a rating is given', () => {
    const data = productJsonLd(
      { name: 'AI Planner', description: 'Plano', price: 497, rating: { value: 4.8 } },
      SITE,
    )
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 100 })
  })

  it('keeps an explicit currency and rating count', () => {
    const data = productJsonLd(
      {
        name: 'AI Planner',
        description: 'Plano',
        price: 99.9,
        priceCurrency: 'USD',
        rating: { value: 5, count: 12 },
        url: '/ai-planner',
      },
      SITE,
    )
    expect(data.offers).toMatchObject({
      price: '99.90',
      priceCurrency: 'USD',
      url: `${SITE}/ai-planner`,
    })
    expect(data.aggregateRating).toMatchObject({ ratingCount: 12 })
  })
})

describe('articleJsonLd', () => {
  it('maps the article fields and applies the image rule', () => {
    const data = articleJsonLd(
      {
        title: 'Guia de mídia paga',
        description: 'Tudo sobre orçamento',
        image: '/blog-images/capa.webp',
        datePublished: '2025-03-01T10:00:00.000Z',
        author: 'Juliana Prado',
        url: '/blog/post/guia',
      },
      SITE,
    )
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Guia de mídia paga',
      description: 'Tudo sobre orçamento',
      image: [`${SITE}/blog-images/capa.webp`],
      datePublished: '2025-03-01T10:00:00.000Z',
      dateModified: '2025-03-01T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Juliana Prado' },
      url: `${SITE}/blog/post/guia`,
    })
  })

  it('credits the organization when the post has no named writer', () => {
    const data = articleJsonLd(
      { title: 't', description: 'd', datePublished: '2025-01-01', author: null, url: '/x' },
      SITE,
    )
    expect(data.author).toEqual({ '@type': 'Organization', name: 'MídiaPlan', url: `${SITE}/` })
  })

  it('uses the default share image when the post has no cover', () => {
    const data = articleJsonLd(
      { title: 't', description: 'd', datePublished: '2025-01-01', author: 'a', url: '/x' },
      SITE,
    )
    expect(data.image).toEqual([`${SITE}/og-default.png`])
  })
})

describe('other builders', () => {
  it('numbers breadcrumb items and makes their URLs absolute', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ],
      SITE,
    )
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
    ])
  })

  it('builds FAQ questions with accepted answers', () => {
    expect(
      faqJsonLd([{ question: 'Quanto custa?', answer: 'A partir de R$ 497.' }]).mainEntity,
    ).toEqual([
      {
        '@type': 'Question',
        name: 'Quanto custa?',
        acceptedAnswer: { '@type': 'Answer', text: 'A partir de R$ 497.' },
      },
    ])
  })

  it('builds ordered how-to steps', () => {
    const data = howToJsonLd({
      name: 'Como funciona',
      steps: [
        { name: 'Conte', text: 'Informe o produto' },
        { name: 'Receba', text: 'Receba o plano' },
      ],
    })
    expect(data.step).toEqual([
      { '@type': 'HowToStep', position: 1, name: 'Conte', text: 'Informe o produto' },
      { '@type': 'HowToStep', position: 2, name: 'Receba', text: 'Receba o plano' },
    ])
  })

  it('describes the organization with absolute URLs', () => {
    expect(organizationJsonLd(SITE)).toMatchObject({
      '@type': 'Organization',
      name: 'MídiaPlan',
      url: `${SITE}/`,
      logo: `${SITE}/icon.svg`,
    })
  })
})
