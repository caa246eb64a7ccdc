import { describe, expect, it } from 'vitest'
import { readingTimeMinutes } from '@/lib/text'
import type { SeedArticle } from './types'

const modules = import.meta.glob<{ article: SeedArticle }>('./*.article.ts', { eager: true })
const articles = Object.entries(modules).map(([file, mod]) => ({ file, article: mod.article }))

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
])
const INTERNAL_LINK = /^\/($|ai-planner$|planejamento-de-midia$|blog\/post\/[a-z0-9-]+$)/

function words(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
}

describe.each(articles)('$file', ({ file, article }) => {
  it('is named after its slug', () => {
    expect(file).toBe(`./${article.slug}.article.ts`)
  })

  it('reads in 14 to 18 minutes (2,800 to 3,600 words)', () => {
    const count = words(article.content)
    expect(count).toBeGreaterThanOrEqual(2800)
    expect(count).toBeLessThanOrEqual(3600)
    expect(readingTimeMinutes(article.content)).toBeGreaterThanOrEqual(14)
    expect(readingTimeMinutes(article.content)).toBeLessThanOrEqual(18)
  })

  it('has valid metadata', () => {
    expect(article.description.length).toBeGreaterThan(50)
    expect(article.description.length).toBeLessThanOrEqual(160)
    expect(article.title.length).toBeGreaterThan(10)
    expect(article.tags.length).toBeGreaterThanOrEqual(3)
    expect(new Date(article.publishedAt).toString()).not.toBe('Invalid Date')
  })

  it('uses only allowed tags, h2/h3 structure, lists, a FAQ and internal links', () => {
    const tags = [...article.content.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) =>
      (m[1] ?? '').toLowerCase(),
    )
    expect(tags.filter((t) => !ALLOWED_TAGS.has(t))).toEqual([])
    expect(article.content).not.toMatch(/<h1/i)
    expect((article.content.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(5)
    expect(article.content).toMatch(/<h3>/)
    expect(article.content).toMatch(/<(ul|ol)>/)
    expect(article.content).toMatch(/<h2>[^<]*(Perguntas frequentes|FAQ)[^<]*<\/h2>/i)
    const hrefs = [...article.content.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(hrefs.filter((h) => !INTERNAL_LINK.test(h) && !/^https:\/\//.test(h))).toEqual([])
    expect(hrefs).toContain('/ai-planner')
    expect(hrefs.some((h) => h === '/planejamento-de-midia' || h === '/')).toBe(true)
    expect(
      hrefs.some((h) => h.startsWith('/blog/post/') && h !== `/blog/post/${article.slug}`),
    ).toBe(true)
  })
})
