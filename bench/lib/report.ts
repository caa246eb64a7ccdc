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
  page: TargetResult
  static: TargetResult
  ratio: number
  budget: { ratio: number; pass: boolean }
  serverPeakRssMiB: number | null
}

export function summarize(
  page: TargetResult,
  staticFile: TargetResult,
  note: string | null,
  serverPeakRssMiB: number | null,
  loadAverage: number,
): LoadResults {
  const ratio = staticFile.requestsPerSecond
    ? page.requestsPerSecond / staticFile.requestsPerSecond
    : 0
  const clean = page.errors + page.non2xx + staticFile.errors + staticFile.non2xx === 0
  return {
    date: new Date().toISOString(),
    ...machine(),
    loadAverage: Math.round(loadAverage * 100) / 100,
    load: LOAD,
    note,
    page,
    static: staticFile,
    ratio: Math.round(ratio * 1000) / 1000,
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
    row('Page', results.page),
    row('Static file', results.static),
    '',
    `**Ratio page/static: ${(results.ratio * 100).toFixed(1)} %** (budget ≥ ${results.budget.ratio * 100} %, no errors): **${verdict}**`,
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
