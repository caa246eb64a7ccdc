import { describe, expect, it } from 'vitest'
import { publicCoverAlt } from './cover-alt'

describe('publicCoverAlt', () => {
  it('uses the cover’s own text, or the title when there is none', () => {
    expect(publicCoverAlt({ title: 'Guia', cover_alt: 'Equipe diante do painel' })).toBe(
      'Equipe diante do painel',
    )
    expect(publicCoverAlt({ title: 'Guia', cover_alt: null })).toBe('Guia')
    expect(publicCoverAlt({ title: 'Guia', cover_alt: '  ' })).toBe('Guia')
  })
})
