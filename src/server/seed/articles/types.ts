/** A launch article of the blog, seeded as a published post on an empty database. */
export interface SeedArticle {
  slug: string
  title: string
  /** Meta description, at most 160 characters. */
  description: string
  /** One of the six seeded category slugs. */
  categorySlug:
    'martech' | 'midia-paga' | 'planejamento' | 'ia-midia-paga' | 'cases' | 'stack-martech'
  authorName: string
  /** ISO date (yyyy-mm-dd) of publication. */
  publishedAt: string
  tags: string[]
  featured: boolean
  /** HTML body using only the spec's allowlist: p, br, strong, em, h2, h3, ul, ol, li, a, blockquote, code, pre. */
  content: string
}
