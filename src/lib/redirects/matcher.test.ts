import { describe, expect, it } from 'vitest'
import { compileRedirects } from './compiled'
import { createRedirectTable } from './matcher'
import type { RedirectRule } from './types'

// Requests are matched by compiled.ts, saves planned on matcher.ts: both must agree.
const TABLES = [
  ['the planning table', createRedirectTable],
  ['the compiled table', compileRedirects],
] as const

let next = 0
function rule(values: Partial<RedirectRule> & Pick<RedirectRule, 'source'>): RedirectRule {
  next += 1
  return { id: `r${next}`, match: 'exact', target: '/destino', status: 301, ...values }
}

describe.each(TABLES)('%s', (_name, createTable) => {
  describe('exact rules', () => {
    const table = createTable([
      rule({ source: '/post-antigo', target: '/blog/post/novo' }),
      rule({ source: '/a%C3%A7%C3%A3o', target: '/blog/post/acao' }),
      rule({ source: '/removido', status: 410, target: '' }),
      rule({ source: '/promo', target: '/planejador', status: 302 }),
    ])

    it('finds the rule whatever the trailing slash or the escapes', () => {
      for (const url of ['/post-antigo', '/post-antigo/', '//post-antigo']) {
        expect(table.lookup(url)?.location).toBe('/blog/post/novo')
      }
      expect(table.lookup('/ação/')?.location).toBe('/blog/post/acao')
      expect(table.lookup('/a%c3%a7%c3%a3o')?.location).toBe('/blog/post/acao')
    })

    it('keeps the query string as it was sent (utm, gclid)', () => {
      expect(
        table.lookup('/post-antigo/?utm_source=news&utm_campaign=a%20b&gclid=Cj0KCQ')?.location,
      ).toBe('/blog/post/novo?utm_source=news&utm_campaign=a%20b&gclid=Cj0KCQ')
    })

    it('answers a 410 without a location, and keeps each rule’s status', () => {
      expect(table.lookup('/removido')).toMatchObject({ location: null, status: 410 })
      expect(table.lookup('/promo')?.status).toBe(302)
    })

    it('matches nothing else: no partial match of an exact rule, case kept', () => {
      expect(table.lookup('/post-antigo/mais')).toBeNull()
      expect(table.lookup('/post')).toBeNull()
      expect(table.lookup('/Post-Antigo')).toBeNull()
      expect(table.lookup('/')).toBeNull()
    })
  })

  describe('prefix rules', () => {
    const table = createTable([
      rule({ source: '/old', match: 'prefix', target: '/new' }),
      rule({ source: '/old/special', match: 'prefix', target: '/especial' }),
      rule({ source: '/old/x/exato', target: '/exato' }),
      rule({ source: '/loja', match: 'prefix', target: 'https://loja.exemplo.com.br/' }),
      rule({ source: '/campanha', match: 'prefix', target: '/planejador?ref=antigo#formulario' }),
    ])

    it('maps what is under the prefix onto the target', () => {
      expect(table.lookup('/old')?.location).toBe('/new')
      expect(table.lookup('/old/')?.location).toBe('/new')
      expect(table.lookup('/old/x/y')?.location).toBe('/new/x/y')
      expect(table.lookup('/old/x/y/?utm_medium=email')?.location).toBe('/new/x/y?utm_medium=email')
    })

    it('cuts at a segment: /older is not under /old', () => {
      expect(table.lookup('/older')).toBeNull()
    })

    it('prefers the longest prefix, and an exact rule over any prefix', () => {
      expect(table.lookup('/old/special/a')?.location).toBe('/especial/a')
      expect(table.lookup('/old/x/exato')?.location).toBe('/exato')
      expect(table.lookup('/old/x/exato/mais')?.location).toBe('/new/x/exato/mais')
    })

    it('appends under an absolute URL, before the target’s own query and fragment', () => {
      expect(table.lookup('/loja/camisa')?.location).toBe('https://loja.exemplo.com.br/camisa')
      expect(table.lookup('/campanha/2024?utm_source=x&ref=visitante')?.location).toBe(
        '/planejador/2024?ref=antigo&utm_source=x#formulario',
      )
    })
  })

  describe('rules that need query parameters (/?p=123)', () => {
    const table = createTable([
      rule({ source: '/?p=123', target: '/blog/post/cento-e-vinte-e-tres' }),
      rule({ source: '/?p=124', target: '/blog/post/outro' }),
      rule({ source: '/?lang=en&p=123', target: '/en/post' }),
      rule({ source: '/arquivo', target: '/blog' }),
      rule({ source: '/arquivo?cat=5', target: '/blog/categoria/midia' }),
    ])

    it('matches when the parameters are there, and passes on the others only', () => {
      expect(table.lookup('/?p=123')?.location).toBe('/blog/post/cento-e-vinte-e-tres')
      expect(table.lookup('/?utm_source=x&p=123&gclid=abc')?.location).toBe(
        '/blog/post/cento-e-vinte-e-tres?utm_source=x&gclid=abc',
      )
      expect(table.lookup('/?p=124')?.location).toBe('/blog/post/outro')
    })

    it('prefers the rule asking for more parameters', () => {
      expect(table.lookup('/?p=123&lang=en')?.location).toBe('/en/post')
    })

    it('leaves the path alone without them, or falls back to its exact rule', () => {
      expect(table.lookup('/')).toBeNull()
      expect(table.lookup('/?p=999')).toBeNull()
      expect(table.lookup('/arquivo?cat=5')?.location).toBe('/blog/categoria/midia')
      expect(table.lookup('/arquivo?cat=6')?.location).toBe('/blog?cat=6')
    })
  })

  it('names the rule it matched, each distinct target kept once', () => {
    const table = createTable([
      rule({ id: 'primeira', source: '/um', target: '/mesmo' }),
      rule({ id: 'segunda-regra', source: '/dois', target: '/mesmo' }),
      rule({ id: 'c', source: '/tres', target: '/outro', status: 308 }),
    ])
    expect(['/um', '/dois', '/tres'].map((url) => table.lookup(url))).toEqual([
      { id: 'primeira', status: 301, location: '/mesmo' },
      { id: 'segunda-regra', status: 301, location: '/mesmo' },
      { id: 'c', status: 308, location: '/outro' },
    ])
    expect(table.size).toBe(3)
  })
})

describe('changing the table', () => {
  it('replaces a rule by id and forgets a deleted one, its target index too', () => {
    const table = createRedirectTable([rule({ id: 'a', source: '/x', target: '/y' })])
    expect(table.pointingAt('/y', false).map((r) => r.id)).toEqual(['a'])
    table.set({ id: 'a', source: '/z', match: 'exact', target: '/w', status: 301 })
    expect(table.lookup('/x')).toBeNull()
    expect(table.lookup('/z')?.location).toBe('/w')
    expect(table.pointingAt('/y', false)).toEqual([])
    table.delete('a')
    expect(table.lookup('/z')).toBeNull()
    expect(table.size).toBe(0)
  })

  it('finds the rules whose target is at or under a path', () => {
    const table = createRedirectTable([
      rule({ id: 't1', source: '/1', target: '/velho' }),
      rule({ id: 't2', source: '/2', target: '/velho/sub?x=1' }),
      rule({ id: 't3', source: '/3', target: '/velhos' }),
      rule({ id: 't4', source: '/4', target: 'https://outro.com/velho' }),
    ])
    expect(table.pointingAt('/velho', false).map((r) => r.id)).toEqual(['t1'])
    expect(
      table
        .pointingAt('/velho', true)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['t1', 't2'])
  })
})
