import { existsSync, readFileSync } from 'node:fs'
import type { Check } from './report-browser'

/*
 * The blog at 10,000 published posts against the same pages with the seven
 * launch posts and with the first pages full (bench/lib/scale-part.ts, FULL_PAGE_POSTS). Each
 * figure must stay within 10 % of its value with full first pages: HTML bytes at most 10 %
 * more, Lighthouse performance and req/s at most 10 % less. Seven posts leave /blog with 7
 * cards and a category with 2 where any larger blog shows 15 and 12; that difference is the
 * page's fill, shown in the table, not the archive's size, which is what the budget is about.
 */

export const SCALE_BUDGET = 0.1

export interface ScalePage {
  path: string
  status: number
  /** Uncompressed HTML (or XML) as served. */
  htmlBytes: number | null
  /** The same bytes gzipped (level 6), what a browser downloads. */
  gzipBytes: number | null
  /** Median Lighthouse performance score (mobile preset); null for the sitemap (XML). */
  performance: number | null
  requestsPerSecond: number | null
  latencyP99Ms: number | null
  errors: number | null
}

export interface ScaleState {
  /** Published posts in the database. */
  posts: number
  loadAverage: number
  pages: ScalePage[]
}

export interface ScaleResults {
  date: string
  machine: string
  node: string
  load: { connections: number; durationSeconds: number; rounds: number; tool?: string }
  lighthouseRuns: number
  seven: ScaleState
  /** The first pages full; absent in results from before it was measured. */
  fullPages?: ScaleState
  tenThousand: ScaleState
  /** An article no one asked for yet: rendered on its first request, then served from cache. */
  coldArticle: { path: string; firstMs: number; secondMs: number } | null
  /** Seconds to add the 10,000 posts (bench/seed-posts.ts --published). */
  seedSeconds: number
}

export function previousScale(jsonPath: string): ScaleResults | null {
  if (!existsSync(jsonPath)) return null
  const json = JSON.parse(readFileSync(jsonPath, 'utf8')) as { scale?: ScaleResults | null }
  return json.scale ?? null
}

type Figure = 'htmlBytes' | 'gzipBytes' | 'performance' | 'requestsPerSecond'
const FIGURES: { key: Figure; label: string; higherIsBetter: boolean }[] = [
  { key: 'htmlBytes', label: 'HTML bytes', higherIsBetter: false },
  { key: 'gzipBytes', label: 'HTML bytes gzipped', higherIsBetter: false },
  { key: 'performance', label: 'Lighthouse performance', higherIsBetter: true },
  { key: 'requestsPerSecond', label: 'req/s', higherIsBetter: true },
]

/** The change from the seven-post figure, as a signed share ("+4.1 %"). */
function change(before: number, after: number): string {
  if (!before) return 'n/a'
  const pct = ((after - before) / before) * 100
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)} %`
}

function within(before: number, after: number, higherIsBetter: boolean): boolean {
  return higherIsBetter
    ? after >= before * (1 - SCALE_BUDGET)
    : after <= before * (1 + SCALE_BUDGET)
}

/** One check per page and figure both states measured (the sitemap has no Lighthouse score). */
export function scaleChecks(results: ScaleResults): Check[] {
  const checks: Check[] = []
  const reference = results.fullPages ?? results.seven
  const versus = results.fullPages ? `${results.fullPages.posts} (full first pages)` : '7'
  for (const before of reference.pages) {
    const after = results.tenThousand.pages.find((p) => p.path === before.path)
    if (!after) continue
    for (const figure of FIGURES) {
      const a = before[figure.key]
      const b = after[figure.key]
      if (a === null && b === null) continue
      const clean = before.status === 200 && after.status === 200 && !after.errors
      checks.push({
        page: before.path,
        figure: `${figure.label} at 10,000 posts vs ${versus} (scale)`,
        value: `${b ?? 'n/a'} vs ${a ?? 'n/a'} (${a !== null && b !== null ? change(a, b) : 'n/a'})`,
        budget: `within ${SCALE_BUDGET * 100} % (issue 20)`,
        pass: clean && a !== null && b !== null && within(a, b, figure.higherIsBetter),
      })
    }
  }
  return checks
}

const cell = (value: number | null) => (value === null ? 'n/a' : String(value))

/** The scale part of REPORT.md. */
export function scaleSection(results: ScaleResults): string[] {
  const full = results.fullPages
  const rows = results.seven.pages.flatMap((seven) => {
    const at = (state: ScaleState | undefined) => state?.pages.find((p) => p.path === seven.path)
    return FIGURES.map((figure) => {
      const a = seven[figure.key]
      const f = at(full)?.[figure.key] ?? null
      const b = at(results.tenThousand)?.[figure.key] ?? null
      const vs = (x: number | null) => (x !== null && b !== null ? change(x, b) : 'n/a')
      return `| \`${seven.path}\` | ${figure.label} | ${cell(a)} | ${cell(f)} | ${cell(b)} | ${vs(f)} | ${vs(a)} |`
    })
  })
  const extra = results.tenThousand.pages.filter(
    (p) => !results.seven.pages.some((q) => q.path === p.path),
  )
  const cold = results.coldArticle
  const fullPosts = full ? String(full.posts) : 'n/a'
  return [
    '## The blog at 10,000 posts (issue 20)',
    '',
    `${results.date}. The same server and database: measured with the seven launch posts (load` +
      ` average ${results.seven.loadAverage}), with ${fullPosts} posts, enough to fill /blog's` +
      ` and each category's first page (load average ${full?.loadAverage ?? 'n/a'}), then with` +
      ` ${results.tenThousand.posts} (\`bench/seed-posts.ts --published\`, ${results.seedSeconds} s; load` +
      ` average ${results.tenThousand.loadAverage}), older than the launch posts so each page's` +
      ` first screen starts the same. Lighthouse: median of ${results.lighthouseRuns} runs. req/s:` +
      ` ${results.load.tool ?? 'autocannon'}, ${results.load.connections} connections, ${results.load.durationSeconds} s,` +
      ` ${results.load.rounds} rounds, gzip. Budget: each figure within ${SCALE_BUDGET * 100} % of` +
      ' its value with full first pages; seven posts leave /blog with 7 cards and a category' +
      ' with 2, where any blog past 79 posts shows 15 and 12.',
    '',
    '| Page | Figure | 7 posts | Full first pages | 10,000 posts | vs full | vs 7 |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    ...extra.map(
      (p) =>
        `At 10,000 posts \`${p.path}\` answers ${p.status}: ${cell(p.htmlBytes)} bytes` +
        ` (${cell(p.gzipBytes)} gzipped), ${cell(p.requestsPerSecond)} req/s (shown only).`,
    ),
    ...(cold
      ? [
          '',
          `An article not built and never asked for (\`${cold.path}\`): first request` +
            ` ${cold.firstMs} ms (rendered then), second ${cold.secondMs} ms (from the cache).`,
        ]
      : []),
    '',
  ]
}
