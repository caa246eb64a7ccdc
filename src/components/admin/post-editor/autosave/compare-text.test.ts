import { describe, expect, it } from 'vitest'
import { CONTEXT_CHARS, differingExcerpts } from './compare-text'

describe('differingExcerpts', () => {
  const long = (n: number, word: string) => Array.from({ length: n }, () => word).join(' ')

  it('shows the changed middle of a long text with some context, not the whole text', () => {
    const before = long(500, 'antes')
    const after = long(500, 'depois')
    const mine = `${before} Minha frase nova. ${after}`
    const theirs = `${before} A frase da colega. ${after}`
    const [a, b] = differingExcerpts(mine, theirs)
    expect(a).toContain('Minha frase nova.')
    expect(b).toContain('A frase da colega.')
    for (const text of [a, b]) {
      expect(text.startsWith('…')).toBe(true)
      expect(text.endsWith('…')).toBe(true)
      expect(text.length).toBeLessThan(2 * CONTEXT_CHARS + 40)
    }
  })

  it('keeps short texts whole and handles text added at either end', () => {
    expect(differingExcerpts('um dois', 'um três')).toEqual(['um dois', 'um três'])
    expect(differingExcerpts('abc', 'abcd')).toEqual(['abc', 'abcd'])
    expect(differingExcerpts('bcd', 'abcd')).toEqual(['bcd', 'abcd'])
    // A repeated letter at the seam must not make the two cuts overlap.
    expect(differingExcerpts('aa', 'aaa')).toEqual(['aa', 'aaa'])
    expect(differingExcerpts('igual', 'igual')).toEqual(['igual', 'igual'])
  })
})
