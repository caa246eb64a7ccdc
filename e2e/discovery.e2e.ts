import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupBrowser } from './support/browser'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const base = fixture.baseURL
const DRAFT_SLUG = `rascunho-descoberta-${randomUUID().slice(0, 8)}`
const SEEDED_SLUGS = [
  'planejamento-de-midia-guia-definitivo',
  'ia-em-midia-paga-guia-completo',
  'o-que-e-martech-2026',
  'planejamento-de-campanha-guia-completo',
  'plataforma-midia-paga-como-escolher',
  'stack-martech-ferramentas-2025',
  'stack-martech-ideal-2025',
]
const CATEGORY_SLUGS = [
  'martech',
  'midia-paga',
  'planejamento',
  'ia-midia-paga',
  'cases',
  'stack-martech',
]

interface ParsedXml {
  error: string | null
  root: string
  texts: Record<string, string[]>
}

/** Chromium's XML parser is strict: any well-formedness error yields a <parsererror>. */
async function parseXml(xml: string, tags: string[]): Promise<ParsedXml> {
  const page = await fixture.newPage()
  return page.evaluate(
    ({ source, names }) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      const error = doc.getElementsByTagName('parsererror')[0]
      const texts: Record<string, string[]> = {}
      for (const name of names)
        texts[name] = Array.from(doc.getElementsByTagName(name), (el) => el.textContent ?? '')
      return {
        error: error ? (error.textContent ?? 'parsererror') : null,
        root: doc.documentElement.nodeName,
        texts,
      }
    },
    { source: xml, names: tags },
  )
}

// Both documents are cached by the server: the draft must exist before the first request.
beforeAll(async () => {
  const database = openServerDatabase()
  try {
    const category = await database.db
      .selectFrom('blog_categories')
      .select('id')
      .where('slug', '=', 'cases')
      .executeTakeFirstOrThrow()
    const now = new Date()
    await database.db
      .insertInto('blog_posts')
      .values({
        id: randomUUID(),
        title: 'Rascunho que não pode vazar',
        search_title: 'rascunho que nao pode vazar',
        slug: DRAFT_SLUG,
        description: 'Rascunho',
        content: '<p>Rascunho</p>',
        category_id: category.id,
        status: 'draft',
        featured: false,
        reading_time: 1,
        created_at: now,
        updated_at: now,
      })
      .execute()
  } finally {
    await database.destroy()
  }
})

describe('sitemap.xml', () => {
  it('is well-formed and lists every public page, category and published post', async () => {
    const response = await fetch(`${base}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('xml')
    const xml = await response.text()
    const parsed = await parseXml(xml, ['loc', 'lastmod'])
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe('urlset')
    const locs = parsed.texts.loc ?? []
    for (const slug of SEEDED_SLUGS) expect(locs).toContain(`${base}/blog/post/${slug}`)
    for (const slug of CATEGORY_SLUGS) expect(locs).toContain(`${base}/blog/categoria/${slug}`)
    for (const path of ['/blog', '/ai-planner', '/politica-privacidade', '/termos-uso'])
      expect(locs).toContain(`${base}${path}`)
    expect(locs).toContain(base)
    expect(locs.filter((loc) => loc.includes('/blog/post/'))).toHaveLength(SEEDED_SLUGS.length)
    expect(locs.every((loc) => loc.startsWith(base))).toBe(true)
    expect(xml).not.toContain('/admin')
    expect(xml).not.toContain('/obrigado')
    expect(xml).not.toContain(DRAFT_SLUG)
    for (const lastmod of parsed.texts.lastmod ?? [])
      expect(Number.isNaN(Date.parse(lastmod))).toBe(false)
  })
})

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin and the API, and names the sitemap', async () => {
    const response = await fetch(`${base}/robots.txt`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^User-Agent: \*$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    expect(text).toMatch(/^Disallow: \/admin$/m)
    expect(text).toMatch(/^Disallow: \/api$/m)
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`)
  })
})

describe('RSS feed', () => {
  it('is well-formed RSS 2.0 with one item per published post', async () => {
    const response = await fetch(`${base}/blog/rss.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    const parsed = await parseXml(xml, ['language', 'item', 'guid', 'pubDate', 'dc:creator'])
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe('rss')
    expect(parsed.texts.language).toEqual(['pt-BR'])
    expect(parsed.texts.item).toHaveLength(SEEDED_SLUGS.length)
    for (const slug of SEEDED_SLUGS)
      expect(parsed.texts.guid).toContain(`${base}/blog/post/${slug}`)
    for (const date of parsed.texts.pubDate ?? [])
      expect(date).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
    expect(parsed.texts['dc:creator']?.every((name) => name.length > 0)).toBe(true)
    expect(xml).toContain(`<atom:link href="${base}/blog/rss.xml" rel="self"`)
    expect(xml).not.toContain(DRAFT_SLUG)
  })
})

describe('feed link', () => {
  it.each(['/blog', '/blog/post/o-que-e-martech-2026', '/blog/categoria/martech'])(
    '%s announces the RSS feed in its head',
    async (path) => {
      const html = await (await fetch(`${base}${path}`)).text()
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/rss\\+xml" href="${base}/blog/rss.xml"`,
        ),
      )
    },
  )
})
