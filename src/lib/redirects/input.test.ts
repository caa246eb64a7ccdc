import { describe, expect, it } from 'vitest'
import { parseSource, parseTarget } from './input'
import {
  SOURCE_HOME,
  SOURCE_INVALID,
  SOURCE_PREFIX_QUERY,
  SOURCE_REQUIRED,
  SOURCE_RESERVED,
  TARGET_INVALID,
  TARGET_REQUIRED,
} from './messages'

const SITE = 'https://www.midiaplan.com.br'

describe('parseSource', () => {
  it('stores a normalised path, from a path or a full address of the old site', () => {
    expect(parseSource(' /2019/05/post-antigo/ ', 'exact')).toEqual({
      ok: true,
      value: '/2019/05/post-antigo',
    })
    expect(parseSource('https://blog-antigo.com.br/categoria/seo/', 'prefix')).toEqual({
      ok: true,
      value: '/categoria/seo',
    })
  })

  it('keeps a sorted query on an exact rule: the home page with ?p= is an old address', () => {
    expect(parseSource('/?p=123', 'exact')).toEqual({ ok: true, value: '/?p=123' })
    expect(parseSource('https://velho.com/?p=1&lang=pt', 'exact')).toEqual({
      ok: true,
      value: '/?lang=pt&p=1',
    })
  })

  it.each([
    ['', 'exact', SOURCE_REQUIRED],
    ['blog/x', 'exact', SOURCE_INVALID],
    ['/admin/posts', 'exact', SOURCE_RESERVED],
    ['/api/events', 'prefix', SOURCE_RESERVED],
    ['/_next/static/a.js', 'exact', SOURCE_RESERVED],
    ['/', 'exact', SOURCE_HOME],
    ['/', 'prefix', SOURCE_HOME],
    ['/busca?q=x', 'prefix', SOURCE_PREFIX_QUERY],
    ['/a\r\nSet-Cookie: x=1', 'exact', SOURCE_INVALID],
  ] as const)('refuses %j as %s', (input, match, message) => {
    expect(parseSource(input, match)).toEqual({ ok: false, message })
  })
})

describe('parseTarget', () => {
  it('stores a normalised path, keeping its query and fragment', () => {
    expect(parseTarget('/blog/post/novo/', 301, SITE)).toEqual({
      ok: true,
      value: '/blog/post/novo',
    })
    expect(parseTarget('/planejador?ref=blog antigo#formulario', 302, SITE)).toEqual({
      ok: true,
      value: '/planejador?ref=blog%20antigo#formulario',
    })
  })

  it("stores this site's full address as a path, another site's as a URL", () => {
    expect(parseTarget(`${SITE}/blog/`, 301, SITE)).toEqual({ ok: true, value: '/blog' })
    expect(parseTarget('https://loja.exemplo.com/x', 301, SITE)).toEqual({
      ok: true,
      value: 'https://loja.exemplo.com/x',
    })
  })

  it('has no target for 410, whatever was typed', () => {
    expect(parseTarget('/qualquer', 410, SITE)).toEqual({ ok: true, value: '' })
  })

  it.each([
    ['', TARGET_REQUIRED],
    ['blog', TARGET_INVALID],
    ['//outro.com/x', TARGET_INVALID],
    ['javascript:alert(1)', TARGET_INVALID],
    ['ftp://arquivos.com/x', TARGET_INVALID],
    ['/a\nb', TARGET_INVALID],
  ])('refuses %j', (input, message) => {
    expect(parseTarget(input, 301, SITE)).toEqual({ ok: false, message })
  })
})
