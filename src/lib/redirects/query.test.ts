import { describe, expect, it } from 'vitest'
import { appendPath, withQuery } from './query'

describe('withQuery', () => {
  it("appends the visitor's query as sent, byte for byte", () => {
    expect(withQuery('/novo', 'utm_source=a%2Bb&gclid=x+y')).toBe(
      '/novo?utm_source=a%2Bb&gclid=x+y',
    )
    expect(withQuery('/novo', '')).toBe('/novo')
  })

  it("keeps the target's own parameters and their values, before the visitor's", () => {
    expect(withQuery('/novo?ref=blog', 'ref=outro&utm_medium=email')).toBe(
      '/novo?ref=blog&utm_medium=email',
    )
  })

  it('leaves out the parameters a rule matched on, and keeps the fragment last', () => {
    expect(withQuery('/post#topo', 'p=12&utm_source=x', new Set(['p']))).toBe(
      '/post?utm_source=x#topo',
    )
    expect(withQuery('/post', 'p=12', new Set(['p']))).toBe('/post')
  })
})

describe('appendPath', () => {
  it("adds the rest under the target's path, before its query", () => {
    expect(appendPath('/novo', '/x/y')).toBe('/novo/x/y')
    expect(appendPath('/novo/', '/x')).toBe('/novo/x')
    expect(appendPath('https://loja.com', '/x')).toBe('https://loja.com/x')
    expect(appendPath('/novo?a=1#b', '/x')).toBe('/novo/x?a=1#b')
    expect(appendPath('/novo', '')).toBe('/novo')
  })
})
