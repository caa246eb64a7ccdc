/*
 * A shortest edit script between two token lists: Myers' O(ND) algorithm in its linear-space
 * form (the "middle snake", divide and conquer), after the common prefix and suffix are cut.
 * Two versions of an article differ in a few places, so D is small and this is fast; but
 * O(ND) is quadratic when everything differs, and a body may hold 100,000 words. So the work
 * has a fixed budget of steps: a part of the problem left when it runs out is reported as
 * removed then added as a block (true in substance, just not minimal). The whole run is then
 * O(N + M + budget) whatever the input.
 */

export type DiffOp = 'same' | 'added' | 'removed'

/** A run of consecutive tokens with the same fate: [start, end) in `before` or `after`. */
export interface DiffRun {
  op: DiffOp
  /** Tokens of `before` for 'same' and 'removed'; of `after` for 'added'. */
  start: number
  end: number
}

/**
 * Enough for the exact diff of a 3,000-word body against itself with a third of its words
 * changed (~20 ms of CPU); two entirely different bodies run out of it in ~40 ms and read as
 * one block replaced by another, which is what they are.
 */
export const DIFF_STEP_BUDGET = 4_000_000

interface Snake {
  /** Where the middle snake starts (x, y) and ends (u, v), relative to the sub-problem. */
  x: number
  y: number
  u: number
  v: number
  d: number
}

class Differ {
  private steps = 0
  private readonly forward: Int32Array
  private readonly backward: Int32Array
  private readonly offset: number
  readonly runs: DiffRun[] = []

  constructor(
    private readonly a: Int32Array,
    private readonly b: Int32Array,
    private readonly budget: number,
  ) {
    this.offset = a.length + b.length + 1
    this.forward = new Int32Array(2 * this.offset + 2)
    this.backward = new Int32Array(2 * this.offset + 2)
  }

  emit(op: DiffOp, start: number, end: number) {
    if (end <= start) return
    const last = this.runs.at(-1)
    // Runs of one kind that touch are merged ('same' and 'removed' count in `before`).
    if (last && last.op === op && last.end === start) last.end = end
    else this.runs.push({ op, start, end })
  }

  /** Diffs a[aLo, aHi) against b[bLo, bHi), emitting runs in order. */
  diff(aLo: number, aHi: number, bLo: number, bHi: number): void {
    const { a, b } = this
    let prefix = 0
    while (aLo + prefix < aHi && bLo + prefix < bHi && a[aLo + prefix] === b[bLo + prefix]) prefix++
    this.emit('same', aLo, aLo + prefix)
    aLo += prefix
    bLo += prefix
    let suffix = 0
    while (aHi - suffix > aLo && bHi - suffix > bLo && a[aHi - suffix - 1] === b[bHi - suffix - 1])
      suffix++
    this.split(aLo, aHi - suffix, bLo, bHi - suffix)
    this.emit('same', aHi - suffix, aHi)
  }

  private split(aLo: number, aHi: number, bLo: number, bHi: number): void {
    const n = aHi - aLo
    const m = bHi - bLo
    if (n === 0 || m === 0) {
      this.emit('removed', aLo, aHi)
      this.emit('added', bLo, bHi)
      return
    }
    const snake = this.steps < this.budget ? this.middleSnake(aLo, n, bLo, m) : null
    if (!snake) {
      this.emit('removed', aLo, aHi)
      this.emit('added', bLo, bHi)
      return
    }
    if (snake.d <= 1) return this.oneEdit(aLo, aHi, bLo, bHi)
    this.diff(aLo, aLo + snake.x, bLo, bLo + snake.y)
    this.emit('same', aLo + snake.x, aLo + snake.u)
    this.diff(aLo + snake.u, aHi, bLo + snake.v, bHi)
  }

  /** At most one token inserted or deleted: the rest is equal on both sides. */
  private oneEdit(aLo: number, aHi: number, bLo: number, bHi: number): void {
    const { a, b } = this
    let i = 0
    while (aLo + i < aHi && bLo + i < bHi && a[aLo + i] === b[bLo + i]) i++
    this.emit('same', aLo, aLo + i)
    if (aHi - aLo > bHi - bLo) {
      this.emit('removed', aLo + i, aLo + i + 1)
      this.emit('same', aLo + i + 1, aHi)
    } else if (bHi - bLo > aHi - aLo) {
      this.emit('added', bLo + i, bLo + i + 1)
      this.emit('same', aLo + i, aHi)
    }
  }

  /**
   * Myers' middle snake: paths from both corners grow one edit at a time until they overlap.
   * Returns null when the step budget runs out first.
   */
  private middleSnake(aLo: number, n: number, bLo: number, m: number): Snake | null {
    const { a, b, forward: vf, backward: vb, offset: o } = this
    const delta = n - m
    const odd = (delta & 1) !== 0
    vf[o + 1] = 0
    vb[o + 1] = 0
    const limit = Math.ceil((n + m) / 2)
    for (let d = 0; d <= limit; d++) {
      for (let k = -d; k <= d; k += 2) {
        let x =
          k === -d || (k !== d && vf[o + k - 1]! < vf[o + k + 1]!)
            ? vf[o + k + 1]!
            : vf[o + k - 1]! + 1
        let y = x - k
        const x0 = x
        const y0 = y
        while (x < n && y < m && a[aLo + x] === b[bLo + y]) {
          x++
          y++
        }
        vf[o + k] = x
        this.steps += x - x0 + 1
        if (odd && k >= delta - (d - 1) && k <= delta + (d - 1) && x + vb[o + delta - k]! >= n) {
          return { x: x0, y: y0, u: x, v: y, d: 2 * d - 1 }
        }
      }
      for (let k = -d; k <= d; k += 2) {
        // Reversed coordinates: x counts from the end of a, y from the end of b.
        let x =
          k === -d || (k !== d && vb[o + k - 1]! < vb[o + k + 1]!)
            ? vb[o + k + 1]!
            : vb[o + k - 1]! + 1
        let y = x - k
        const x0 = x
        const y0 = y
        while (x < n && y < m && a[aLo + n - 1 - x] === b[bLo + m - 1 - y]) {
          x++
          y++
        }
        vb[o + k] = x
        this.steps += x - x0 + 1
        if (!odd && k >= delta - d && k <= delta + d && x + vf[o + delta - k]! >= n) {
          return { x: n - x, y: m - y, u: n - x0, v: m - y0, d: 2 * d }
        }
      }
      if (this.steps >= this.budget) return null
    }
    return null
  }
}

/** Same tokens get the same number, so the inner loops compare integers. */
function intern(before: readonly string[], after: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>()
  const encode = (tokens: readonly string[]) => {
    const out = new Int32Array(tokens.length)
    tokens.forEach((token, i) => {
      let id = ids.get(token)
      if (id === undefined) ids.set(token, (id = ids.size))
      out[i] = id
    })
    return out
  }
  return [encode(before), encode(after)]
}

/**
 * The runs that turn `before` into `after`, in order: 'same' and 'removed' index `before`,
 * 'added' indexes `after`. Minimal (fewest tokens added + removed) within the step budget.
 */
export function diffTokens(
  before: readonly string[],
  after: readonly string[],
  budget = DIFF_STEP_BUDGET,
): DiffRun[] {
  const [a, b] = intern(before, after)
  const differ = new Differ(a, b, budget)
  differ.diff(0, a.length, 0, b.length)
  return removedFirst(differ.runs)
}

/**
 * Between two unchanged runs, the removed tokens are contiguous in `before` and the added ones
 * in `after` (whatever order the search found them in): one removed run, then one added run,
 * reads as "this became that".
 */
function removedFirst(runs: DiffRun[]): DiffRun[] {
  const out: DiffRun[] = []
  const pending: Record<'removed' | 'added', DiffRun | null> = { removed: null, added: null }
  for (const run of [...runs, null]) {
    if (run === null || run.op === 'same') {
      if (pending.removed) out.push(pending.removed)
      if (pending.added) out.push(pending.added)
      pending.removed = pending.added = null
      if (run) out.push(run)
    } else {
      const start = pending[run.op]?.start ?? run.start
      pending[run.op] = { op: run.op, start, end: run.end }
    }
  }
  return out
}
