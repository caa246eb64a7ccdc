import type { ImportBenchResults, RowCounts, RunCounts } from '../../bench/lib/import-bench'
import type { ImportProcessRun } from '../../bench/lib/import-process'
import type { MigrationResults } from '../../bench/lib/migration-report'
import { oldAddress } from '../../bench/lib/redirects-load'
import type { WrkRound } from '../../bench/lib/wrk'

/* Measured-looking results of the migration bench part, for its report's tests. */

const rounds = (...rates: number[]): WrkRound[] =>
  rates.map((requestsPerSecond) => ({
    requestsPerSecond,
    latencyP50Ms: 4,
    latencyP99Ms: 20,
    errors: 0,
    non2xx: 0,
  }))

export function results(withRules: number[], redirect: number[]): MigrationResults {
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
        ratioOfMedians: median(withRules) / 10_000,
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

const run = (seconds: number, hwmSumMiB: number, cpuSeconds: number): ImportProcessRun => ({
  args: [],
  seconds,
  peakTreeRssMiB: hwmSumMiB - 10,
  hwmSumMiB,
  importerHwmMiB: hwmSumMiB - 60,
  cpuSeconds,
  tail: [],
})

export const kinds = (post: Partial<RunCounts['post']>, media: Partial<RunCounts['media']>) => {
  const zero = { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 }
  return {
    post: { ...zero, ...post },
    media: { ...zero, ...media },
    redirect: { ...zero, created: 70_000 },
  }
}

export const ROWS: RowCounts = {
  blog_posts: 10_007,
  blog_tags: 35_000,
  blog_categories: 33,
  post_revisions: 10_000,
  media_images: 14_700,
  redirects: 70_000,
  import_items: 24_800,
}

export function imported(firstSeconds: number, peakMiB: number, secondSeconds: number) {
  const measured: ImportBenchResults = {
    export: {
      posts: 10_000,
      bytes: 110 * 1024 * 1024,
      images: 14_700,
      covers: 10_000,
      bodyImages: 4_700,
      blocks: 5_000,
      statuses: { publish: 9_300, draft: 400, pending: 150, private: 150 },
      comments: 3_000,
      pages: 5,
    },
    cpus: 2,
    dryRun: run(40, 300, 41),
    keepMedia: { ...run(90, 330, 95), counts: kinds({ created: 10_000 }, {}) },
    first: {
      ...run(firstSeconds, peakMiB, 2_000),
      counts: kinds({ created: 10_000 }, { created: 14_700 }),
    },
    second: { ...run(secondSeconds, 280, 50), counts: kinds({ unchanged: 10_000 }, {}) },
    rows: { seeded: { ...ROWS, blog_posts: 7 }, afterFirst: { ...ROWS }, afterSecond: { ...ROWS } },
    served: { first: 14_700, second: 0, bytesFirst: 1_500 * 1024 * 1024 },
    oldHostLeft: 0,
    load: { before: 0.4, after: 2.1 },
  }
  return { ...results([9_500, 9_600, 9_700], [6_000, 6_100, 5_900]), import: measured }
}
