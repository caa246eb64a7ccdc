import { describe, expect, it } from 'vitest'
import {
  escapeLike,
  formatReadingTime,
  normalizeSearchText,
  readingTimeMinutes,
  slugify,
} from './text'

describe('slugify', () => {
  it('follows the spec rule', () => {
    expect(slugify('Planejamento de Mídia: Guia Definitivo 2026!')).toBe(
      'planejamento-de-midia-guia-definitivo-2026',
    )
    expect(slugify('  --Ação & Reação--  ')).toBe('acao-reacao')
    expect(slugify('ÇÃÕ ü')).toBe('cao-u')
    expect(slugify('***')).toBe('')
  })
})

describe('normalizeSearchText', () => {
  it('removes accents and case', () => {
    expect(normalizeSearchText('Ação')).toBe(normalizeSearchText('acao'))
    expect(normalizeSearchText(' MÍDIA Paga ')).toBe('midia paga')
  })
})

describe('escapeLike', () => {
  it('escapes the three LIKE metacharacters', () => {
    expect(escapeLike('50%_off\\x')).toBe('50\\%\\_off\\\\x')
    expect(escapeLike('plain')).toBe('plain')
  })
})

describe('readingTimeMinutes', () => {
  it('counts words of tag-stripped content at 200 wpm, rounded up, minimum 1', () => {
    expect(readingTimeMinutes('')).toBe(1)
    expect(readingTimeMinutes('<p>uma frase curta</p>')).toBe(1)
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'palavra').join(' ')}</p>`
    expect(readingTimeMinutes(words(200))).toBe(1)
    expect(readingTimeMinutes(words(201))).toBe(2)
    expect(readingTimeMinutes(words(2800))).toBe(14)
    expect(readingTimeMinutes('<p>a<strong>b</strong></p><script>x y z</script>')).toBe(1)
    expect(formatReadingTime(14)).toBe('14 min')
  })
})
