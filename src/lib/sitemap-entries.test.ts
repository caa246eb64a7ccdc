import { describe, expect, it } from 'vitest'
import { sitemapEntries } from './sitemap-entries'

const SITE = 'https://www.midiaplan.com.br'
const june = new Date('2025-06-01T12:00:00Z')
const july = new Date('2025-07-01T12:00:00Z')

describe('sitemapEntries', () => {
  const entries = sitemapEntries(
    SITE,
    [
      { slug: 'novo', updated_at: july, category: { slug: 'cases' } },
      { slug: 'antigo', updated_at: june, category: { slug: 'cases' } },
      { slug: 'sem-categoria', updated_at: june, category: null },
    ],
    [{ slug: 'cases' }, { slug: 'martech' }],
  )
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]))

  it('lists the public pages with absolute URLs and leaves out the thank-you page', () => {
    for (const path of [
      '/ai-planner',
      '/planejamento-de-midia',
      '/planejador',
      '/parceiros',
      '/blog',
    ])
      expect(byUrl.has(`${SITE}${path}`)).toBe(true)
    expect(byUrl.has(`${SITE}/politica-privacidade`)).toBe(true)
    expect(byUrl.has(`${SITE}/termos-uso`)).toBe(true)
    expect(byUrl.has(SITE)).toBe(true)
    expect(entries.some((entry) => entry.url.includes('obrigado'))).toBe(false)
    expect(entries.every((entry) => entry.url.startsWith(SITE))).toBe(true)
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(entries.length)
  })

  it('dates posts by their last edit and lists pages by their newest post', () => {
    expect(byUrl.get(`${SITE}/blog/post/novo`)?.lastModified).toEqual(july)
    expect(byUrl.get(`${SITE}/blog/post/antigo`)?.lastModified).toEqual(june)
    expect(byUrl.get(`${SITE}/blog`)?.lastModified).toEqual(july)
    expect(byUrl.get(`${SITE}/blog/categoria/cases`)?.lastModified).toEqual(july)
  })

  it('lists an empty category without inventing a date, and static pages without one', () => {
    expect(byUrl.get(`${SITE}/blog/categoria/martech`)).toEqual({
      url: `${SITE}/blog/categoria/martech`,
    })
    expect(byUrl.get(`${SITE}/termos-uso`)?.lastModified).toBeUndefined()
  })

  it('still lists every page when nothing is published', () => {
    const empty = sitemapEntries(SITE, [], [])
    expect(empty.map((entry) => entry.url)).toContain(`${SITE}/blog`)
    expect(empty.find((entry) => entry.url === `${SITE}/blog`)?.lastModified).toBeUndefined()
  })
})
