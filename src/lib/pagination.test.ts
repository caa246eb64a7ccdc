import { describe, expect, it } from 'vitest'
import {
  pageCount,
  pageOffset,
  pagePosition,
  pagedPath,
  pagerItems,
  parsePageSegment,
} from './pagination'

describe('blog pagination', () => {
  it('counts 12 posts a page, with one page for an empty list', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(12)).toBe(1)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(10_007)).toBe(834)
    expect(pageOffset(1)).toBe(0)
    expect(pageOffset(3)).toBe(24)
  })

  it('accepts only a plain positive integer as a page segment', () => {
    expect(parsePageSegment('2')).toBe(2)
    expect(parsePageSegment('1')).toBe(1)
    expect(parsePageSegment('834')).toBe(834)
    for (const bad of ['0', '02', '-1', '+2', '2.0', '1e1', 'dois', '', ' 2', '9999999'])
      expect(parsePageSegment(bad), bad).toBeNull()
  })

  it('gives page 1 the unnumbered address and the others /pagina/n', () => {
    expect(pagedPath('/blog', 1)).toBe('/blog')
    expect(pagedPath('/blog', 2)).toBe('/blog/pagina/2')
    expect(pagedPath('/blog/categoria/martech', 9)).toBe('/blog/categoria/martech/pagina/9')
    expect(pagePosition(2, 9)).toBe('Página 2 de 9')
  })

  it('shows the ends, the current page and its neighbours, eliding the rest', () => {
    expect(pagerItems(1, 1)).toEqual([1])
    expect(pagerItems(1, 9)).toEqual([1, 2, null, 9])
    expect(pagerItems(5, 9)).toEqual([1, null, 4, 5, 6, null, 9])
    expect(pagerItems(3, 9)).toEqual([1, 2, 3, 4, null, 9])
    expect(pagerItems(9, 9)).toEqual([1, null, 8, 9])
    expect(pagerItems(2, 3)).toEqual([1, 2, 3])
  })
})
