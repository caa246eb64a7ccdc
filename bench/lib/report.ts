import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { format, resolveConfig } from 'prettier'
import { LOAD, type TargetResult } from './load'

/** The article must serve at least this share of a static file's throughput (issue 4). */
export const RATIO_BUDGET = 0.9

/** The article-vs-static load test (issue 4), as it was before the browser measurements. */
export interface LoadResults {
  date: string
  machine: string
  node: string
  /** 1-minute load average before measuring: other work on the machine skews both targets. */
  loadAverage: number
  load: typeof LOAD
  /** Why the page measured is not the article, when it is not. */
  note: string | null
  /** The article as production serves it: scripts/serve.mjs with its micro-cache on. */
  page: TargetResult
  /** The same article from a second server with MICRO_CACHE_TTL_SECONDS=0: Next's cache alone. */
  pageNextOnly: TargetResult | null
  static: TargetResult
  ratio: number
  ratioNextOnly: number | null
  budget: { ratio: number; pass: boolean }
  serverPeakRssMiB: number | null
}

export function summarize(
  page: TargetResult,
  pageNextOnly: TargetResult | null,
  staticFile: TargetResult,
  note: string | null,
  serverPeakRssMiB: number | null,
  loadAverage: number,
): LoadResults {
  const share = (target: TargetResult) =>
    staticFile.requestsPerSecond ? target.requestsPerSecond / staticFile.requestsPerSecond : 0
  const ratio = share(page)
  const clean = page.errors + page.non2xx + staticFile.errors + staticFile.non2xx === 0
  return {
    date: new Date().toISOString(),
    ...machine(),
    loadAverage: Math.round(loadAverage * 100) / 100,
    load: LOAD,
    note,
    page,
    pageNextOnly,
    static: staticFile,
    ratio: Math.round(ratio * 1000) / 1000,
    ratioNextOnly: pageNextOnly ? Math.round(share(pageNextOnly) * 1000) / 1000 : null,
    budget: { ratio: RATIO_BUDGET, pass: clean && ratio >= RATIO_BUDGET },
    serverPeakRssMiB,
  }
}

function row(label: string, target: TargetResult): string {
  return `| ${label} | \`${target.path}\` | ${target.bytes} | ${target.contentEncoding ?? 'none'} | ${target.requestsPerSecond} | ${target.latencyP50Ms} | ${target.latencyP99Ms} | ${target.errors} | ${target.non2xx} |`
}

/** The load test's part of REPORT.md, kept apart so its reporting can change on its own. */
export function loadSection(results: LoadResults): string[] {
  const verdict = results.budget.pass ? 'PASS' : 'FAIL'
  return [
    '## Load: article page against a static file',
    '',
    `${results.date}, load average ${results.loadAverage} before measuring.`,
    `autocannon: ${results.load.connections} connections, ${results.load.durationSeconds} s,` +
      ` ${results.load.rounds} rounds (median shown), \`accept-encoding: gzip\`, loopback.` +
      ' The load generator shares the CPUs with the server, for both targets alike.',
    '',
    ...(results.note ? [`> ${results.note}`, ''] : []),
    '| Target | Path | Bytes | Encoding | req/s | p50 ms | p99 ms | Errors | Non-2xx |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    row('Page (production server)', results.page),
    ...(results.pageNextOnly ? [row('Page, micro-cache off', results.pageNextOnly)] : []),
    row('Static file', results.static),
    '',
    `**Ratio page/static: ${(results.ratio * 100).toFixed(1)} %** (budget ≥ ${results.budget.ratio * 100} %, no errors): **${verdict}**`,
    ...(results.ratioNextOnly === null || results.ratioNextOnly === undefined
      ? []
      : [
          '',
          `With the micro-cache off (\`MICRO_CACHE_TTL_SECONDS=0\`, Next's own cache alone, a second` +
            ` server on the same build and database) the article serves` +
            ` ${(results.ratioNextOnly * 100).toFixed(1)} % of the static file; the micro-cache` +
            ` skips Next's router and the per-request gzip of the ~120 KB page.`,
        ]),
    '',
    `Server peak RSS (VmHWM): ${results.serverPeakRssMiB ?? 'n/a'} MiB.`,
    '',
  ]
}

/** The machine line every part shares. */
export function machine(): { machine: string; node: string } {
  return {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.version,
  }
}

/** Writes JSON as is and Markdown formatted like the repository, so `prettier --check .` passes. */
export async function writeFiles(
  json: unknown,
  markdown: string[],
  jsonPath: string,
  mdPath: string,
): Promise<void> {
  writeFileSync(jsonPath, `${JSON.stringify(json, null, 2)}\n`)
  const options = (await resolveConfig(mdPath)) ?? {}
  writeFileSync(mdPath, await format(markdown.join('\n'), { ...options, filepath: mdPath }))
}
