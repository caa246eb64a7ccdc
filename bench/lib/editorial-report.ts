import { existsSync, readFileSync } from 'node:fs'
import type { HistoryBenchResults } from './history-bench'
import type { Check } from './report-browser'
import type { ScheduleLatencyResults } from './schedule-latency'

/*
 * The editorial parts of `npm run bench`: the Histórico panel's requests (history), due time →
 * public for scheduled posts (schedule) and the article's image bytes (images, image-bytes-part.ts).
 */

/** A part's figures from the previous bench/results.json (kept when this run skips the part). */
export function previousPart<T>(jsonPath: string, key: string): T | null {
  if (!existsSync(jsonPath)) return null
  const json = JSON.parse(readFileSync(jsonPath, 'utf8')) as Record<string, unknown>
  return (json[key] as T | undefined) ?? null
}

const dialectName = (dialect: string) => (dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL')

export function historyChecks(results: HistoryBenchResults): Check[] {
  return results.results.flatMap((result) =>
    result.measured
      ? (['list', 'revision'] as const).map((request) => ({
          page: `Histórico (${dialectName(result.dialect)})`,
          figure: `${request === 'list' ? 'Revision list' : 'One revision'} p95, ${result.revisions} revisions of a ${result.words}-word post`,
          value: `${result[request].p95} ms`,
          budget: `< ${results.budgetMs} ms`,
          pass: result[request].p95 < results.budgetMs,
        }))
      : [],
  )
}

export function historySection(results: HistoryBenchResults): string[] {
  const rows = results.results.map((r) =>
    r.measured
      ? `| ${dialectName(r.dialect)} | ${r.runs} | ${r.list.p50} / ${r.list.p95} | ${r.revision.p50} / ${r.revision.p95} | ${r.diff.p50} / ${r.diff.p95} | ${r.revisionDiff.p50} / ${r.revisionDiff.p95} |`
      : `| ${dialectName(r.dialect)} | not measured: ${r.reason} | | | | |`,
  )
  return [
    '## Histórico: a 3,000-word post with 200 revisions (issue 19)',
    '',
    `${results.date}. The panel's two requests against the production server, one at a time, to` +
      ' the last byte of the JSON (ms, p50 / p95). The diff runs in the browser: timed here in' +
      ' Node and reported, not judged.',
    '',
    '| Database | Runs | List | One revision | Diff alone | Revision + diff |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ]
}

export function scheduleChecks(results: ScheduleLatencyResults): Check[] {
  return [
    {
      page: 'Scheduled publishing',
      figure: `Due time → public on article, /blog, sitemap and RSS (max of ${results.samples.length})`,
      value: `${results.maxMs} ms (p50 ${results.p50Ms} ms)`,
      budget: `< ${results.budgetMs} ms`,
      pass: results.pass,
    },
  ]
}
