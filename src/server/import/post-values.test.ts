import { describe, expect, it } from 'vitest'
import type { ImportPost } from '@/lib/import/types'
import { bylineOf, clip, contentHash, postFields } from './post-values'

/* An old post's fields fitted to ours, its byline, and the hash a later import compares. */

function post(changes: Partial<ImportPost> = {}): ImportPost {
  return {
    source: 'wordpress',
    sourceId: '7',
    guid: null,
    title: 'Guia',
    slug: 'guia',
    sourceSlug: 'guia',
    link: null,
    status: 'published',
    scheduledAt: null,
    publishedAt: new Date('2024-05-03T12:00:00Z'),
    sourceDate: '2024-05-03 09:00:00',
    modifiedAt: null,
    excerpt: null,
    html: '<p>Texto.</p>',
    contentFormat: 'classic',
    imageUrls: [],
    shortcodes: [],
    featured: false,
    categories: [],
    tags: [],
    author: null,
    cover: null,
    seo: { title: null, description: null, focusKeyword: null },
    commentCount: 0,
    warnings: [],
    ...changes,
  }
}

describe('postFields', () => {
  it('cuts what passes our limits at a word, saying so', () => {
    expect(clip('uma frase com várias palavras', 16)).toBe('uma frase com…')
    const long = postFields(
      post({ title: 'palavra '.repeat(40).trim(), excerpt: 'x '.repeat(120) }),
    )
    expect(long.title.length).toBeLessThanOrEqual(200)
    expect(long.description?.length).toBeLessThanOrEqual(160)
    expect(long.warnings).toEqual([
      'O título tinha mais de 200 caracteres e foi encurtado.',
      'A descrição tinha mais de 160 caracteres e foi encurtada.',
    ])
  })

  it('prefers the SEO plugin description to the excerpt, and keeps 20 tags', () => {
    const tags = Array.from({ length: 22 }, (_, i) => ({ slug: `t${i}`, name: `Tag ${i}` }))
    const fields = postFields(
      post({
        excerpt: '<p>O resumo</p>',
        seo: { title: null, description: 'Do Yoast', focusKeyword: 'guia' },
        tags,
      }),
    )
    expect(fields).toMatchObject({ description: 'Do Yoast', focusKeyword: 'guia' })
    expect(fields.tags).toHaveLength(20)
    expect(fields.warnings[0]).toBe(
      'O post tinha 22 tags; ficaram as 20 primeiras (de fora: Tag 20, Tag 21).',
    )
    expect(postFields(post({ excerpt: '<p>O <b>resumo</b></p>' })).description).toBe('O resumo')
  })
})

describe('bylineOf', () => {
  const staff = new Map([['ana@exemplo.com', { id: 'u1', name: 'Ana Lima' }]])
  it('is the staff account with the same e-mail, else the old display name', () => {
    const author = { login: 'ana', email: 'Ana@Exemplo.com', displayName: 'Ana (blog)' }
    expect(bylineOf(author, staff)).toEqual({
      authorId: 'u1',
      authorName: 'Ana Lima',
      warning: null,
    })
    expect(bylineOf({ ...author, email: 'outra@exemplo.com' }, staff)).toMatchObject({
      authorId: null,
      authorName: 'Ana (blog)',
    })
  })

  it('is never an e-mail address or its first part', () => {
    for (const displayName of ['bia@exemplo.com', 'bia'])
      expect(bylineOf({ login: 'bia', email: 'bia@exemplo.com', displayName }, staff)).toEqual({
        authorId: null,
        authorName: null,
        warning: 'O nome do autor parecia um e-mail: o post é assinado pela equipe.',
      })
  })
})

describe('contentHash', () => {
  it('changes with the content or the media mode, not with the warnings', () => {
    const base = contentHash(post(), 'baixar')
    expect(contentHash(post({ warnings: [{ code: 'untitled', message: 'x' }] }), 'baixar')).toBe(
      base,
    )
    expect(contentHash(post({ html: '<p>Outro.</p>' }), 'baixar')).not.toBe(base)
    expect(contentHash(post(), 'manter')).not.toBe(base)
  })
})
