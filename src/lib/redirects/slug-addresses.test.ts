import { describe, expect, it } from 'vitest'
import { createRedirectTable } from './matcher'
import { categoryRuleSources, categoryRuleTargets, postRuleSource } from './slug-addresses'

describe('the addresses a slug change keeps', () => {
  it('spells a post’s old address as the matcher looks it up', () => {
    expect(postRuleSource('guia-2025')).toBe('/blog/post/guia-2025')
    // An imported slug with an accent is stored percent-encoded, as a browser sends it.
    expect(postRuleSource('ação')).toBe('/blog/post/a%C3%A7%C3%A3o')
  })

  it('moves each address a category answers at to the same place under the new slug', () => {
    const sources = categoryRuleSources('cases')
    const targets = categoryRuleTargets('casos')
    expect(sources).toEqual({
      page: '/blog/categoria/cases',
      legacy: '/blog/cases',
      tab: '/blog?categoria=cases',
    })
    const table = createRedirectTable([
      { id: 'page', source: sources.page, match: 'prefix', target: targets.page, status: 308 },
      { id: 'legacy', source: sources.legacy, match: 'exact', target: targets.legacy, status: 308 },
      { id: 'tab', source: sources.tab, match: 'exact', target: targets.tab, status: 308 },
    ])
    expect(table.lookup('/blog/categoria/cases/pagina/2')?.location).toBe(
      '/blog/categoria/casos/pagina/2',
    )
    expect(table.lookup('/blog/cases/')?.location).toBe('/blog/categoria/casos')
    expect(table.lookup('/blog?utm_source=x&categoria=cases')?.location).toBe(
      '/blog?categoria=casos&utm_source=x',
    )
    expect(table.lookup('/blog?categoria=casos')).toBeNull()
  })
})
