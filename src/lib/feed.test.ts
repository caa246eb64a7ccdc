import { describe, expect, it } from 'vitest'
import { buildRssFeed, escapeXml, rfc822, type FeedPost } from './feed'

const channel = {
  siteUrl: 'https://www.midiaplan.com.br',
  title: 'Blog MídiaPlan',
  description: 'Mídia paga & IA',
  feedUrl: 'https://www.midiaplan.com.br/blog/rss.xml',
}

function post(overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    slug: 'guia',
    title: 'Guia',
    description: 'Resumo',
    published_at: new Date('2025-06-03T12:00:00Z'),
    updated_at: new Date('2025-06-03T12:00:00Z'),
    author_name: 'Equipe MídiaPlan',
    category: { name: 'Planejamento' },
    ...overrides,
  }
}

describe('escapeXml', () => {
  it('escapes the five XML specials and drops characters XML cannot carry', () => {
    expect(escapeXml(`Google & Meta <Ads> "x" 'y'`)).toBe(
      'Google &amp; Meta &lt;Ads&gt; &quot;x&quot; &apos;y&apos;',
    )
    expect(escapeXml('a\u0000b\u000Bc\td\ne')).toBe('abc\td\ne')
    expect(escapeXml('Mídia 🚀')).toBe('Mídia 🚀')
  })
})

describe('rfc822', () => {
  it('formats in GMT with a two-digit day and English names', () => {
    expect(rfc822(new Date('2025-06-03T12:00:00Z'))).toBe('Tue, 03 Jun 2025 12:00:00 GMT')
    expect(rfc822(new Date('2026-01-01T02:30:05-03:00'))).toBe('Thu, 01 Jan 2026 05:30:05 GMT')
  })
})

describe('buildRssFeed', () => {
  it('writes the channel with language, self link and the newest edit as lastBuildDate', () => {
    const xml = buildRssFeed(channel, [
      post({ slug: 'a', updated_at: new Date('2025-07-01T10:00:00Z') }),
      post({ slug: 'b', updated_at: new Date('2025-08-01T10:00:00Z') }),
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<title>Blog MídiaPlan</title>')
    expect(xml).toContain('<link>https://www.midiaplan.com.br/blog</link>')
    expect(xml).toContain('<description>Mídia paga &amp; IA</description>')
    expect(xml).toContain('<language>pt-BR</language>')
    expect(xml).toContain('<lastBuildDate>Fri, 01 Aug 2025 10:00:00 GMT</lastBuildDate>')
    expect(xml).toContain(
      '<atom:link href="https://www.midiaplan.com.br/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    )
    expect(xml.match(/<item>/g)).toHaveLength(2)
  })

  it('writes an item with absolute permalink, RFC 822 date, category and author', () => {
    const xml = buildRssFeed(channel, [post()])
    const link = 'https://www.midiaplan.com.br/blog/post/guia'
    expect(xml).toContain(
      `<item><title>Guia</title><link>${link}</link><guid isPermaLink="true">${link}</guid>` +
        '<pubDate>Tue, 03 Jun 2025 12:00:00 GMT</pubDate><description>Resumo</description>' +
        '<category>Planejamento</category><dc:creator>Equipe MídiaPlan</dc:creator></item>',
    )
  })

  it('escapes titles, descriptions, categories and authors', () => {
    const xml = buildRssFeed(channel, [
      post({
        title: 'Google & Meta: <script>alert(1)</script>',
        description: 'A & B < C',
        category: { name: 'Cases & Dados' },
        author_name: 'Ana & Bia',
      }),
    ])
    expect(xml).toContain('<title>Google &amp; Meta: &lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(xml).toContain('<description>A &amp; B &lt; C</description>')
    expect(xml).toContain('<category>Cases &amp; Dados</category>')
    expect(xml).toContain('<dc:creator>Ana &amp; Bia</dc:creator>')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('leaves out what a post does not have and falls back to its last edit for pubDate', () => {
    const xml = buildRssFeed(channel, [
      post({
        published_at: null,
        updated_at: new Date('2025-09-09T09:09:09Z'),
        description: null,
        category: null,
        author_name: null,
      }),
    ])
    expect(xml).toContain('<pubDate>Tue, 09 Sep 2025 09:09:09 GMT</pubDate>')
    expect(xml).not.toMatch(/<description>Resumo|<category>/)
  })

  it('credits the team when the writer has no display name, never an e-mail', () => {
    for (const author_name of [null, '', '  ', 'ana.souza@empresa.com.br']) {
      const xml = buildRssFeed(channel, [post({ author_name })])
      expect(xml).toContain('<dc:creator>Equipe MídiaPlan</dc:creator>')
      expect(xml).not.toContain('@empresa')
    }
  })

  it('is a valid empty channel when nothing is published', () => {
    const xml = buildRssFeed(channel, [])
    expect(xml).not.toContain('<item>')
    expect(xml).not.toContain('lastBuildDate')
    expect(xml).toContain('</channel></rss>')
  })
})
