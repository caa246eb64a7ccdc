import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { format, resolveConfig } from 'prettier'
import { LOAD, type TargetResult } from './load'

/** The article must serve at least this share of a static file's throughput (issue 4). */
export const RATIO_BUDGET = 0.9

export interface BenchResults {
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
): BenchResults {
  const ratio = staticFile.requestsPerSecond
    ? page.requestsPerSecond / staticFile.requestsPerSecond
    : 0
  const clean = page.errors + page.non2xx + staticFile.errors + staticFile.non2xx === 0
  return {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.version,
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

export async function writeReports(
  results: BenchResults,
  jsonPath: string,
  mdPath: string,
): Promise<void> {
  writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`)
  const verdict = results.budget.pass ? 'PASS' : 'FAIL'
  const lines = [
    '# Benchmark: article page against a static file',
    '',
    `Run \`npm run bench\`. ${results.date}, ${results.machine}, Node ${results.node}, load average ${results.loadAverage} before measuring.`,
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
  // Formatted like the rest of the repository, so `prettier --check .` passes on a fresh report.
  const options = (await resolveConfig(mdPath)) ?? {}
  writeFileSync(mdPath, await format(lines.join('\n'), { ...options, filepath: mdPath }))
}
