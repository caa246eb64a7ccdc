import { describe, expect, it } from 'vitest'
import { diffBodies } from './revision-diff'

/*
 * The history's diff runs on two bodies of up to 500,000 characters each (the post limit), in
 * the editor's browser. Myers' algorithm is O(ND): quadratic when the two texts share nothing,
 * so without its step budget (word-diff.ts) two 250,000-word bodies that differ everywhere
 * would take hours. Like src/lib/linear-time.test.ts, each case must finish well under a
 * second of CPU; performance is otherwise measured by `npm run bench` (bench/lib/history-bench.ts).
 */
const N = 500_000
const BOUND_MS = 500

/** CPU time (user + system) of the best of up to three runs (see linear-time.test.ts). */
function bestCpuMs(run: () => unknown): number {
  const once = () => {
    const start = process.cpuUsage()
    run()
    const used = process.cpuUsage(start)
    return (used.user + used.system) / 1000
  }
  let best = once()
  for (let retry = 0; retry < 2 && best >= BOUND_MS && best < 10 * BOUND_MS; retry++) {
    best = Math.min(best, once())
  }
  return best
}

const fill = (unit: string) => unit.repeat(Math.ceil(N / unit.length))

/** A deterministic generator, so every run times the same texts. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    return state / 0x7fffffff
  }
}

/** An article of `words` words in paragraphs of 60, common words far more frequent (Zipf-like). */
function article(words: number, seed: number): string {
  const next = random(seed)
  const paragraphs: string[] = []
  for (let p = 0; p < words / 60; p++) {
    const line = Array.from({ length: 60 }, () => `palavra${Math.floor(next() ** 3 * 2000)}`)
    paragraphs.push(`<p>${line.join(' ')}</p>`)
  }
  return paragraphs.join('')
}

/** The same article with about `rate` of its words replaced. */
function edited(html: string, rate: number, seed: number): string {
  const next = random(seed)
  return html.replace(/palavra\d+/g, (word) => (next() < rate ? `trocada${word}` : word))
}

const tokensOf = (rate: number) => {
  const next = random(3)
  return Array.from({ length: N / 2 }, () => (next() < rate ? 'a ' : 'b ')).join('')
}

const ARTICLE = article(3000, 1)

const CASES: [string, string, string][] = [
  ['two different 3,000-word articles', ARTICLE, article(3000, 2)],
  ['a 3,000-word article with a third of its words changed', ARTICLE, edited(ARTICLE, 0.33, 5)],
  ['250,000 words against 250,000 others', fill('a '), fill('b ')],
  ['"a b" against "b a", 500,000 characters', fill('a b '), fill('b a ')],
  ['random words of two letters', tokensOf(0.5), tokensOf(0.3)],
  ['empty paragraphs against one-letter ones', fill('<p>'), fill('<p>a')],
  ['unclosed tags against images', fill('<img '), fill('<img alt=x>')],
  ['entities against text', fill('&#0000'), fill('&amp;')],
  ['a body against nothing', fill('a '), ''],
]

describe(`the history's diff on bodies up to ${N.toLocaleString('en')} characters`, () => {
  it('feeds the cases it says', () => {
    expect(ARTICLE.match(/palavra/g)?.length).toBeGreaterThanOrEqual(3000)
    for (const [, before, after] of CASES.slice(2)) {
      expect(Math.max(before.length, after.length)).toBeGreaterThanOrEqual(N)
    }
  })

  it.each(CASES)(`%s: under ${BOUND_MS} ms of CPU`, (_, before, after) => {
    expect(bestCpuMs(() => diffBodies(before, after))).toBeLessThan(BOUND_MS)
  })

  it('still finds the exact changes in a 3,000-word article', () => {
    const after = edited(ARTICLE, 0.02, 9)
    const replaced = (after.match(/trocada/g) ?? []).length
    expect(diffBodies(ARTICLE, after)).toMatchObject({ added: replaced, removed: replaced })
  })
})
