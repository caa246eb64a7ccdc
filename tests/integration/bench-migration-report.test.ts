import { afterEach, describe, expect, it } from 'vitest'
import {
  migrationChecks,
  migrationSection,
  type MigrationResults,
} from '../../bench/lib/migration-report'
import { selectedParts } from '../../bench/lib/parts'
import { oldAddress } from '../../bench/lib/redirects-load'
import type { WrkRound } from '../../bench/lib/wrk'

/* The migration bench part's budgets and report (bench/lib/migration-report.ts), and its opt-in. */

const rounds = (...rates: number[]): WrkRound[] =>
  rates.map((requestsPerSecond) => ({
    requestsPerSecond,
    latencyP50Ms: 4,
    latencyP99Ms: 20,
    errors: 0,
    non2xx: 0,
  }))

function results(withRules: number[], redirect: number[]): MigrationResults {
  const withoutRules = rounds(10_000, 10_200, 9_800)
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0
  return {
    date: '2026-11-28T04:00:00.000Z',
    redirects: {
      seconds: 15,
      cpus: 'load generator on CPU 1, servers on CPU 0',
      rules: { exact: 100_000, prefix: 500 },
      article: {
        withoutRules,
        withRules: rounds(...withRules),
        ratio: median(withRules) / 10_000,
      },
      redirect: {
        address: oldAddress(77_777),
        location: 'http://localhost:3999/blog/post/guia?utm_source=bench',
        status: 301,
        rounds: rounds(...redirect),
      },
      articleBeside: rounds(9_900, 9_950, 10_100),
      rssKib: { withoutRules: 200_000, withRules: 270_000 },
    },
  }
}

describe('migration bench report', () => {
  it('passes at 95 % of the article without rules and 5,000 redirects a second', () => {
    const checks = migrationChecks(results([9_500, 9_600, 9_700], [6_000, 6_100, 5_900]))
    expect(checks.map((c) => [c.value, c.pass])).toEqual([
      ['96.0 %', true],
      ['6000', true],
    ])
  })

  it('fails below either budget, and on errors', () => {
    const slow = migrationChecks(results([9_000, 9_100, 9_200], [4_000, 4_100, 3_900]))
    expect(slow.map((c) => c.pass)).toEqual([false, false])
    const failing = results([9_600, 9_600, 9_600], [6_000, 6_000, 6_000])
    failing.redirects.redirect.rounds[0]!.non2xx = 3
    expect(migrationChecks(failing)[1]?.pass).toBe(false)
  })

  it('reports each figure beside its reference from the same rounds', () => {
    const text = migrationSection(results([9_500, 9_600, 9_700], [6_000, 6_100, 5_900])).join('\n')
    expect(text).toContain('100,000 exact rules and 500 prefix rules')
    expect(text).toContain('without rules: 10000 (10000, 10200, 9800) → **96.0 %**')
    expect(text).toContain('the article on the same server: 9950')
    expect(text).toContain('264 MiB with the rules, 195 MiB without')
  })

  it('names WordPress-style old addresses', () => {
    expect(oldAddress(77_777)).toBe('/2022/06/post-antigo-77777')
  })
})

describe('migration part selection', () => {
  const saved = process.env.BENCH_ONLY
  afterEach(() => {
    if (saved === undefined) delete process.env.BENCH_ONLY
    else process.env.BENCH_ONLY = saved
  })
  it('runs only when named', () => {
    delete process.env.BENCH_ONLY
    expect(selectedParts().has('migration')).toBe(false)
    process.env.BENCH_ONLY = 'migration'
    expect([...selectedParts()]).toEqual(['migration'])
  })
})
