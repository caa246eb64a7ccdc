import { describe, expect, it } from 'vitest'
import { diffTokens, type DiffRun } from './word-diff'

/** Rebuilds both sides from the runs: the script must describe exactly these two lists. */
function replay(before: string[], after: string[], runs: DiffRun[]) {
  const older: string[] = []
  const newer: string[] = []
  for (const run of runs) {
    const source = run.op === 'added' ? after : before
    const tokens = source.slice(run.start, run.end)
    if (run.op !== 'added') older.push(...tokens)
    if (run.op !== 'removed') newer.push(...tokens)
  }
  return { older, newer }
}

const edits = (runs: DiffRun[]) =>
  runs.filter((run) => run.op !== 'same').reduce((sum, run) => sum + run.end - run.start, 0)

/** Length of the longest common subsequence, by the textbook table. */
function lcs(a: string[], b: string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0)
  for (const x of a) {
    const row = [0]
    b.forEach((y, j) => row.push(x === y ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!)))
    previous = row
  }
  return previous[b.length]!
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    return state / 0x7fffffff
  }
}

const words = (text: string) => (text ? text.split(' ') : [])

describe('diffTokens', () => {
  it('marks one word changed in a sentence, the rest the same', () => {
    const before = words('o plano de mídia do mês')
    const after = words('o plano de mídia do trimestre')
    expect(diffTokens(before, after)).toEqual([
      { op: 'same', start: 0, end: 5 },
      { op: 'removed', start: 5, end: 6 },
      { op: 'added', start: 5, end: 6 },
    ])
  })

  it('handles empty sides, insertions at either end and in the middle', () => {
    expect(diffTokens([], [])).toEqual([])
    expect(diffTokens([], ['a'])).toEqual([{ op: 'added', start: 0, end: 1 }])
    expect(diffTokens(['a', 'b'], [])).toEqual([{ op: 'removed', start: 0, end: 2 }])
    expect(diffTokens(words('b c'), words('a b c d'))).toEqual([
      { op: 'added', start: 0, end: 1 },
      { op: 'same', start: 0, end: 2 },
      { op: 'added', start: 3, end: 4 },
    ])
    expect(diffTokens(words('a c'), words('a b c'))).toEqual([
      { op: 'same', start: 0, end: 1 },
      { op: 'added', start: 1, end: 2 },
      { op: 'same', start: 1, end: 2 },
    ])
  })

  it('finds a minimal script (by the LCS table) on 600 random pairs, and it replays', () => {
    const next = random(42)
    for (let round = 0; round < 600; round++) {
      const alphabet = 2 + Math.floor(next() * 5)
      const make = () =>
        Array.from({ length: Math.floor(next() * 30) }, () =>
          String.fromCharCode(97 + Math.floor(next() * alphabet)),
        )
      const before = make()
      const after = make()
      const runs = diffTokens(before, after)
      expect(replay(before, after, runs)).toEqual({ older: before, newer: after })
      expect(edits(runs)).toBe(before.length + after.length - 2 * lcs(before, after))
    }
  })

  it('out of budget, reports what is left as one block removed and added, still exact', () => {
    const before = words('a b c d e f g h')
    const after = words('h g f e d c b a')
    const runs = diffTokens(before, after, 1)
    expect(replay(before, after, runs)).toEqual({ older: before, newer: after })
    expect(runs).toEqual([
      { op: 'removed', start: 0, end: 8 },
      { op: 'added', start: 0, end: 8 },
    ])
    // With the budget, the same pair gets the minimal script.
    expect(edits(diffTokens(before, after))).toBe(16 - 2 * lcs(before, after))
  })

  it('keeps the common prefix and suffix of two long texts out of the search', () => {
    const base = Array.from({ length: 3000 }, (_, i) => `w${i}`)
    const after = [...base]
    after.splice(1500, 1, 'novo', 'texto')
    const runs = diffTokens(base, after)
    expect(runs).toEqual([
      { op: 'same', start: 0, end: 1500 },
      { op: 'removed', start: 1500, end: 1501 },
      { op: 'added', start: 1500, end: 1502 },
      { op: 'same', start: 1501, end: 3000 },
    ])
  })
})
