import { site } from '@/lib/site'
import { absoluteUrl, resolveShareImage } from './metadata'

export type JsonLdNode = {
  '@context': 'https://schema.org'
  '@type': string
  [key: string]: unknown
}

const CONTEXT = 'https://schema.org' as const

export const DEFAULT_PRICE_CURRENCY = 'BRL'
export const DEFAULT_RATING_COUNT = 100

function publisher(siteUrl: string) {
  return {
    '@type': 'Organization',
    name: site.name,
    logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg', siteUrl) },
  }
}

export function organizationJsonLd(siteUrl: string): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl('/icon.svg', siteUrl),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.salesEmail,
      availableLanguage: ['pt-BR'],
    },
  }
}

export type ArticleJsonLdInput = {
  title: string
  description: string
  image?: string | null
  /** ISO 8601. */
  datePublished: string
  dateModified?: string
  /** The writer's display name; null when the post is signed by the team (the organization). */
  author: string | null
  /** Site-relative path or absolute URL of the article. */
  url: string
}

export function articleJsonLd(input: ArticleJsonLdInput, siteUrl: string): JsonLdNode {
  const url = input.url.startsWith('http') ? input.url : absoluteUrl(input.url, siteUrl)
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    image: [resolveShareImage(input.image, siteUrl)],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: input.author
      ? { '@type': 'Person', name: input.author }
      : { '@type': 'Organization', name: site.name, url: absoluteUrl('/', siteUrl) },
    publisher: publisher(siteUrl),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: 'pt-BR',
  }
}

export type BreadcrumbItem = { name: string; path: string }

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.path.startsWith('http') ? item.path : absoluteUrl(item.path, siteUrl),
    })),
  }
}

export type FaqItem = { question: string; answer: string }

export function faqJsonLd(items: readonly FaqItem[]): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export type HowToStep = { name: string; text: string }

export function howToJsonLd(input: {
  name: string
  description?: string
  steps: readonly HowToStep[]
}): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'HowTo',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    step: input.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  }
}

export type ProductJsonLdInput = {
  name: string
  description: string
  price: number
  priceCurrency?: string
  image?: string | null
  /** Site-relative path or absolute URL of the offer page. */
  url?: string
  rating?: { value: number; count?: number; best?: number }
}

export function productJsonLd(input: ProductJsonLdInput, siteUrl: string): JsonLdNode {
  const url = input.url
    ? input.url.startsWith('http')
      ? input.url
      : absoluteUrl(input.url, siteUrl)
    : undefined
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: resolveShareImage(input.image, siteUrl),
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      price: input.price.toFixed(2),
      priceCurrency: input.priceCurrency ?? DEFAULT_PRICE_CURRENCY,
      availability: 'https://schema.org/InStock',
      ...(url ? { url } : {}),
    },
    ...(input.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.rating.value,
            ratingCount: input.rating.count ?? DEFAULT_RATING_COUNT,
            bestRating: input.rating.best ?? 5,
          },
        }
      : {}),
  }
}

/**
 * JSON for an inline <script>. "<" is escaped so a "</script>" or "<!--" inside the data
 * cannot end the script element; ">" and "&" for HTML parsers, U+2028/9 for old JS engines.
 * The escapes are still valid JSON, so parsers read back the original strings.
 */
export function serializeJsonLd(data: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Renders structured data as a JSON-LD script tag (a Server Component). */
export function JsonLd({ data }: { data: JsonLdNode | readonly JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
