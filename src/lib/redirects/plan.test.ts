import { describe, expect, it } from 'vitest'
import { createRedirectTable } from './matcher'
import { planRedirectSave } from './plan'
import type { RedirectRule } from './types'

function rule(
  id: string,
  source: string,
  target: string,
  extra: Partial<RedirectRule> = {},
): RedirectRule {
  return { id, source, target, match: 'exact', status: 301, ...extra }
}

function targets(table: ReturnType<typeof createRedirectTable>) {
  return Object.fromEntries([...table.rules()].map((r) => [r.source, r.target]))
}

describe('chain collapse on save', () => {
  it('A→B saved while B→C exists stores A→C', () => {
    const table = createRedirectTable([rule('bc', '/b', '/c')])
    const plan = planRedirectSave(table, rule('ab', '/a', '/b'))
    expect(plan).toMatchObject({ ok: true, rule: { target: '/c' }, rewrites: [] })
    expect(targets(table)).toEqual({ '/a': '/c', '/b': '/c' })
  })

  it('B→C saved while A→B exists rewrites A→C', () => {
    const table = createRedirectTable([rule('ab', '/a', '/b')])
    const plan = planRedirectSave(table, rule('bc', '/b', '/c'))
    expect(plan).toMatchObject({
      ok: true,
      rule: { target: '/c' },
      rewrites: [{ id: 'ab', before: '/b', target: '/c' }],
    })
    expect(targets(table)).toEqual({ '/a': '/c', '/b': '/c' })
  })

  it('collapses a whole chain, keeping the query each hop carries', () => {
    const table = createRedirectTable([rule('cd', '/c', '/d'), rule('de', '/d', '/e?ref=x')])
    const plan = planRedirectSave(table, rule('bc', '/b', '/c'))
    expect(plan).toMatchObject({ ok: true, rule: { target: '/e?ref=x' } })
  })

  it('collapses through a prefix rule and rewrites the rules under a new prefix', () => {
    const table = createRedirectTable([
      rule('p', '/velho', '/novo', { match: 'prefix' }),
      rule('x', '/x', '/antigo/artigo'),
    ])
    expect(planRedirectSave(table, rule('a', '/a', '/velho/artigo'))).toMatchObject({
      ok: true,
      rule: { target: '/novo/artigo' },
    })
    const plan = planRedirectSave(table, rule('q', '/antigo', '/blog', { match: 'prefix' }))
    expect(plan).toMatchObject({ ok: true, rewrites: [{ id: 'x', target: '/blog/artigo' }] })
  })

  it('does not collapse through a temporary hop, nor a 410, nor another site', () => {
    const table = createRedirectTable([
      rule('t', '/promo', '/oferta', { status: 302 }),
      rule('g', '/sumiu', '', { status: 410 }),
      rule('o', '/fora', 'https://outro.com.br/x'),
    ])
    expect(planRedirectSave(table, rule('1', '/a', '/promo'))).toMatchObject({
      rule: { target: '/promo' },
    })
    expect(planRedirectSave(table, rule('2', '/b', '/sumiu'))).toMatchObject({
      rule: { target: '/sumiu' },
    })
    expect(planRedirectSave(table, rule('3', '/c', '/fora'))).toMatchObject({
      rule: { target: 'https://outro.com.br/x' },
    })
  })

  it('a temporary rule saved in front of others is not collapsed into them', () => {
    const table = createRedirectTable([rule('ab', '/a', '/b')])
    const plan = planRedirectSave(table, rule('bc', '/b', '/c', { status: 307 }))
    expect(plan).toMatchObject({ ok: true, rewrites: [] })
    expect(targets(table)).toEqual({ '/a': '/b', '/b': '/c' })
  })

  it('an edit replaces the rule it edits', () => {
    const table = createRedirectTable([rule('ab', '/a', '/b')])
    expect(planRedirectSave(table, rule('ab', '/a', '/z'))).toMatchObject({ ok: true })
    expect(targets(table)).toEqual({ '/a': '/z' })
  })
})

describe('loops are refused', () => {
  it('a rule to itself', () => {
    const table = createRedirectTable()
    expect(planRedirectSave(table, rule('a', '/a', '/a/'))).toEqual({
      ok: false,
      cycle: ['/a', '/a/'],
      message: 'Este redirecionamento criaria um ciclo: /a → /a/.',
    })
  })

  it('a loop through other rules, naming every hop, and the table is left as it was', () => {
    const table = createRedirectTable([
      rule('ab', '/a', '/b', { status: 302 }),
      rule('bc', '/b', '/c'),
    ])
    const before = targets(table)
    const plan = planRedirectSave(table, rule('ca', '/c', '/a'))
    expect(plan).toMatchObject({
      ok: false,
      message: 'Este redirecionamento criaria um ciclo: /c → /a → /b → /c.',
    })
    expect(targets(table)).toEqual(before)
  })

  it('an edit that would close a loop leaves the old rule in place', () => {
    const table = createRedirectTable([rule('ab', '/a', '/b'), rule('bx', '/b', '/x')])
    expect(planRedirectSave(table, rule('bx', '/b', '/a'))).toMatchObject({ ok: false })
    expect(table.lookup('/b')?.location).toBe('/x')
  })

  it('a prefix rule into its own prefix', () => {
    const table = createRedirectTable()
    const plan = planRedirectSave(table, rule('p', '/blog', '/blog/novo', { match: 'prefix' }))
    expect(plan).toMatchObject({
      ok: false,
      message: 'Este redirecionamento criaria um ciclo: /blog → /blog/novo → /blog/novo/novo → ….',
    })
  })

  it('a query rule sending to an address it matches again', () => {
    const table = createRedirectTable()
    expect(planRedirectSave(table, rule('q', '/?p=1', '/?p=1&x=2'))).toMatchObject({ ok: false })
    // Without the parameter the rule asks for, the target is another address.
    expect(planRedirectSave(table, rule('q', '/?p=1', '/'))).toMatchObject({ ok: true })
  })

  it('a 410 never loops and is never followed', () => {
    const table = createRedirectTable([rule('ab', '/a', '/b')])
    expect(planRedirectSave(table, rule('b', '/b', '', { status: 410 }))).toMatchObject({
      ok: true,
      rewrites: [],
    })
  })
})
