import { describe, expect, it } from 'vitest'
import { parsePostsQuery, postsHref, statusFilter } from './posts-query'

describe('posts list URL', () => {
  it('reads q, status, categoria and pagina, ignoring what it does not know', () => {
    const query = parsePostsQuery({
      q: 'ação 100%',
      status: 'rascunho',
      categoria: 'midia-paga',
      pagina: '3',
    })
    expect(query).toEqual({
      q: 'ação 100%',
      status: 'rascunho',
      categoria: 'midia-paga',
      pagina: 3,
    })
    expect(statusFilter(query)).toBe('draft')
    // "Agendado": drafts with a publication time.
    expect(statusFilter(parsePostsQuery({ status: 'agendado' }))).toBe('scheduled')
    expect(parsePostsQuery({ status: 'draft', pagina: '-2', q: ['a', 'b'] })).toEqual({
      q: 'a',
      status: '',
      categoria: '',
      pagina: 1,
    })
    expect(parsePostsQuery({ pagina: 'abc' }).pagina).toBe(1)
  })

  it('writes short, encoded addresses and resets nothing it is not told to', () => {
    const query = parsePostsQuery({ q: 'a&b', status: 'publicado', pagina: '2' })
    expect(postsHref(query)).toBe('/admin/posts?q=a%26b&status=publicado&pagina=2')
    expect(postsHref(query, { pagina: 1 })).toBe('/admin/posts?q=a%26b&status=publicado')
    expect(postsHref(parsePostsQuery({}))).toBe('/admin/posts')
    expect(postsHref(query, { q: '  ', status: '', pagina: 1 })).toBe('/admin/posts')
  })
})
