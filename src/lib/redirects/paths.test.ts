import { describe, expect, it } from 'vitest'
import { isReservedPath, normalisePath, normaliseQuery, parentPath, splitUrl } from './paths'

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/blog/post-antigo', '/blog/post-antigo'],
    // Trailing slash both ways: a WordPress permalink and our address are one key.
    ['/blog/post-antigo/', '/blog/post-antigo'],
    ['/2019/05/03/slug/', '/2019/05/03/slug'],
    // Percent-encoding: lower-case escapes, raw characters and escaped plain ones meet.
    ['/a%c3%a7%c3%a3o', '/a%C3%A7%C3%A3o'],
    ['/ação', '/a%C3%A7%C3%A3o'],
    ['/a%C3%A7%C3%A3o', '/a%C3%A7%C3%A3o'],
    ['/%41bc', '/Abc'],
    ['/com%20espaco', '/com%20espaco'],
    ['/com espaco', '/com%20espaco'],
    // An escaped slash stays inside its segment.
    ['/a%2fb', '/a%2Fb'],
    // Doubled slashes, dot segments, backslashes.
    ['//blog///x', '/blog/x'],
    ['/a/./b/../c', '/a/c'],
    ['/a\\b', '/a/b'],
    // An escape that is not UTF-8 is kept (upper-cased), a stray % escaped.
    ['/velho%e9', '/velho%E9'],
    ['/100%', '/100%25'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected)
  })

  it('keeps case: addresses are case-sensitive', () => {
    expect(normalisePath('/Blog/Post')).toBe('/Blog/Post')
  })

  it('is idempotent', () => {
    for (const path of ['/ação/', '/a%2fb', '/100%', '/velho%e9', '/x/../y/'])
      expect(normalisePath(normalisePath(path))).toBe(normalisePath(path))
  })
})

describe('splitUrl and normaliseQuery', () => {
  it('splits the path from the query and drops a fragment', () => {
    expect(splitUrl('/a/b?x=1&y=2#topo')).toEqual({ path: '/a/b', query: 'x=1&y=2' })
    expect(splitUrl('/a')).toEqual({ path: '/a', query: '' })
  })

  it('sorts parameters by name, one spelling', () => {
    expect(normaliseQuery('p=12&lang=pt')).toBe('lang=pt&p=12')
    expect(normaliseQuery('q=a%20b')).toBe('q=a+b')
    expect(normaliseQuery('')).toBe('')
  })
})

describe('isReservedPath', () => {
  it.each(['/admin', '/admin/posts', '/api/events', '/_next/static/x.js', '/ADMIN/', '/api'])(
    'refuses %s',
    (path) => expect(isReservedPath(path)).toBe(true),
  )

  it.each(['/administracao', '/apis', '/blog', '/', '/_nextx'])('accepts %s', (path) =>
    expect(isReservedPath(path)).toBe(false),
  )
})

describe('parentPath', () => {
  it('cuts one segment at a time, down to nothing', () => {
    expect(parentPath('/a/b/c')).toBe('/a/b')
    expect(parentPath('/a')).toBe('')
    expect(parentPath('/')).toBe('')
  })
})
