import { describe, expect, it } from 'vitest'
import { chunks, insertSlices, paddedList } from './batches'

describe('analytics batches', () => {
  it('cuts a list into slices of at most the size', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunks([], 3)).toEqual([])
  })

  it('pads an IN list to a power of two with its last value', () => {
    expect(paddedList(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'c', 'c', 'c', 'c', 'c'])
    expect(paddedList(Array.from({ length: 9 }, (_, n) => n))).toHaveLength(16)
    expect(paddedList(Array.from({ length: 16 }, (_, n) => n))).toHaveLength(16)
    expect(new Set(paddedList([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    )
    expect(paddedList([])).toEqual([])
  })

  it('cuts rows into power-of-two INSERTs and keeps every row once, in order', () => {
    const rows = Array.from({ length: 100 }, (_, n) => n)
    const slices = insertSlices(rows)
    expect(slices.map((slice) => slice.length)).toEqual([64, 32, 4])
    expect(slices.flat()).toEqual(rows)
    expect(insertSlices(Array.from({ length: 131 }, (_, n) => n)).map((s) => s.length)).toEqual([
      64, 64, 2, 1,
    ])
    const sizes = new Set<number>()
    for (let n = 1; n <= 500; n++)
      for (const slice of insertSlices(Array.from({ length: n }, (_, k) => k)))
        sizes.add(slice.length)
    expect([...sizes].sort((a, b) => a - b)).toEqual([1, 2, 4, 8, 16, 32, 64])
  })
})
