import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { format, resolveConfig } from 'prettier'
import type { TargetResult } from './load'
import type { MemoryPeak } from './memory'
import type { Check } from './report-browser'

/** A cached article must serve at least this share of a static file's throughput. */
export const RATIO_BUDGET = 0.9

/** One page against a static file of its own bytes, served by the same server. */
export interface PageLoad {
  path: string
  page: TargetResult
  static: TargetResult
  ratio: number
  /** The budget (≥ 90 % of static, no errors) is set for the article only; null elsewhere. */
  budget: { ratio: number; pass: boolean } | null
}

export type NginxLoad =
  | {
      measured: true
      /** The article through the loopback nginx (deploy/nginx/midiaplan.conf). */
      article: TargetResult
      /** X-Cache-Status of a request after warming: HIT when nginx's micro-cache answers. */
      cacheStatus: string | null
      /** nginx's req/s over the direct article's, same rounds. */
      ratioToDirect: number
    }
  | { measured: false; reason: string }

/** The article asked with a random query string each time, against the plain article. */
export interface RandomQueryLoad {
  article: TargetResult
  /** Its req/s over the plain article's, same rounds. */
  ratioToPlain: number
  /** A random query string must not take the capacity down: within 2× of the plain article. */
  budget: { ratio: number; pass: boolean }
}

/** The HTTP load part: each page against a static file, and the article through nginx. */
export interface LoadResults {
  date: string
  machine: string
  node: string
  /** 1-minute load average before measuring: other work on the machine skews every target. */
  loadAverage: number
  load: {
    connections: number
    durationSeconds: number
    rounds: number
    tool?: string
    /** How the load generator and the servers shared the CPUs (cpu-split.ts). */
    cpus?: string
  }
  /** Pages not measured and why (not built yet). */
  notes: string[]
  pages: PageLoad[]
  nginx: NginxLoad
  /** Absent in results written before the random-query figure was measured. */
  randomQuery?: RandomQueryLoad | null
}

export const RANDOM_QUERY_BUDGET = 0.5

/**
 * nginx answering from its cache must beat the app it fronts, on keep-alive
 * connections with gzip: at least twice the direct article's req/s, and p99 under 10 ms.
 */
export const NGINX_BUDGET = { ratioToDirect: 2, p99Ms: 10 } as const

const clean = (t: TargetResult) => t.errors + t.non2xx === 0
const round3 = (n: number) => Math.round(n * 1000) / 1000

/** Ratio of a page to its static copy, judged only when the budget applies. */
export function pageLoad(
  path: string,
  page: TargetResult,
  staticFile: TargetResult,
  budgeted: boolean,
): PageLoad {
  const ratio = staticFile.requestsPerSecond
    ? page.requestsPerSecond / staticFile.requestsPerSecond
    : 0
  return {
    path,
    page,
    static: staticFile,
    ratio: round3(ratio),
    budget: budgeted
      ? { ratio: RATIO_BUDGET, pass: clean(page) && clean(staticFile) && ratio >= RATIO_BUDGET }
      : null,
  }
}

export function nginxLoad(
  article: TargetResult,
  direct: TargetResult,
  cacheStatus: string | null,
): NginxLoad {
  const ratioToDirect = direct.requestsPerSecond
    ? article.requestsPerSecond / direct.requestsPerSecond
    : 0
  return { measured: true, article, cacheStatus, ratioToDirect: round3(ratioToDirect) }
}

export function randomQueryLoad(article: TargetResult, plain: TargetResult): RandomQueryLoad {
  const ratio = plain.requestsPerSecond ? article.requestsPerSecond / plain.requestsPerSecond : 0
  return {
    article,
    ratioToPlain: round3(ratio),
    budget: {
      ratio: RANDOM_QUERY_BUDGET,
      pass: clean(article) && clean(plain) && ratio >= RANDOM_QUERY_BUDGET,
    },
  }
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`

export function loadChecks(results: LoadResults): Check[] {
  const checks: Check[] = results.pages
    .filter((p) => p.budget)
    .map((p) => ({
      page: p.path,
      figure: 'req/s vs static file (load)',
      value: `${pct(p.ratio)} (${p.page.requestsPerSecond} / ${p.static.requestsPerSecond})`,
      budget: `≥ ${(p.budget?.ratio ?? RATIO_BUDGET) * 100} %, 0 errors`,
      pass: p.budget?.pass ?? false,
    }))
  const nginx = results.nginx
  const article = results.pages.find((p) => p.budget)
  checks.push({
    page: article?.path ?? 'article',
    figure: 'through nginx (loopback), warm cache',
    value: nginx.measured
      ? `${nginx.article.requestsPerSecond} req/s (${pct(nginx.ratioToDirect)} of direct), p99` +
        ` ${nginx.article.latencyP99Ms} ms, ${nginx.article.errors + nginx.article.non2xx} errors`
      : `not measured (${nginx.reason})`,
    budget: `≥ ${NGINX_BUDGET.ratioToDirect}× direct, p99 < ${NGINX_BUDGET.p99Ms} ms, 0 errors`,
    pass:
      nginx.measured &&
      clean(nginx.article) &&
      nginx.ratioToDirect >= NGINX_BUDGET.ratioToDirect &&
      nginx.article.latencyP99Ms < NGINX_BUDGET.p99Ms,
  })
  const random = results.randomQuery
  checks.push({
    page: article?.path ?? 'article',
    figure: 'random query string vs plain (load)',
    value: random
      ? `${pct(random.ratioToPlain)} (${random.article.requestsPerSecond} / ${article?.page.requestsPerSecond ?? '?'})`
      : 'not measured',
    budget: `≥ ${RANDOM_QUERY_BUDGET * 100} % (within 2×), 0 errors`,
    pass: random?.budget.pass ?? false,
  })
  return checks
}

function row(label: string, target: TargetResult): string {
  return `| ${label} | \`${target.path}\` | ${target.bytes} | ${target.contentEncoding ?? 'none'} | ${target.requestsPerSecond} | ${target.latencyP50Ms} | ${target.latencyP99Ms} | ${target.errors} | ${target.non2xx} |`
}

/** The load part of REPORT.md. */
export function loadSection(results: LoadResults): string[] {
  const nginx = results.nginx
  const article = results.pages.find((p) => p.budget)
  return [
    '## Load: public pages against static files of the same size',
    '',
    `${results.date}, load average ${results.loadAverage} before measuring.`,
    `${results.load.tool ?? 'autocannon'} (one thread): ${results.load.connections} connections, ${results.load.durationSeconds} s,` +
      ` ${results.load.rounds} rounds (median of each figure; errors summed), \`accept-encoding: gzip\`,` +
      ' loopback. Each page is paired with `public/bench-static-*.html`, a copy of its own HTML' +
      ' served by the same production server (`src/next-adapter/serve.mjs`: Next plus its micro-cache);' +
      ' every target runs once per round, in turn, so a change in the machine load weighs on all' +
      ' alike.' +
      (results.load.cpus
        ? ` CPUs: ${results.load.cpus}.`
        : ' The load generator shares the CPUs with the server.'),
    '',
    ...results.notes.map((note) => `> ${note}\n`),
    '| Target | Path | Bytes | Encoding | req/s | p50 ms | p99 ms | Errors | Non-2xx |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.pages.flatMap((p) => [row('Page', p.page), row('Static file', p.static)]),
    ...(nginx.measured ? [row('Article through nginx', nginx.article)] : []),
    ...(results.randomQuery ? [row('Article, random query', results.randomQuery.article)] : []),
    '',
    '| Page | Page / static | Budget | Result |',
    '| --- | ---: | --- | --- |',
    ...results.pages.map(
      (p) =>
        `| \`${p.path}\` | ${pct(p.ratio)} | ${p.budget ? `≥ ${p.budget.ratio * 100} %, 0 errors (issue 4)` : 'none set (shown only)'} | ${p.budget ? (p.budget.pass ? 'PASS' : '**FAIL**') : '—'} |`,
    ),
    '',
    ...(nginx.measured
      ? [
          `**Through nginx** (\`deploy/nginx/midiaplan.conf\` rendered for loopback, no TLS; its micro-cache` +
            ` answered \`X-Cache-Status: ${nginx.cacheStatus ?? 'none'}\` after warming): the article at` +
            ` ${nginx.article.requestsPerSecond} req/s, p50 ${nginx.article.latencyP50Ms} ms,` +
            ` p99 ${nginx.article.latencyP99Ms} ms, against ${article?.page.requestsPerSecond ?? '?'} req/s,` +
            ` p50 ${article?.page.latencyP50Ms ?? '?'} ms, p99 ${article?.page.latencyP99Ms ?? '?'} ms direct` +
            ` (${pct(nginx.ratioToDirect)} of direct).`,
        ]
      : [`**nginx: not measured** (${nginx.reason}).`]),
    '',
    ...(results.randomQuery
      ? [
          `**A random query string on every request** (\`?x=<random>\`, as a client skipping the` +
            ` caches would send): ${results.randomQuery.article.requestsPerSecond} req/s, p50` +
            ` ${results.randomQuery.article.latencyP50Ms} ms, against` +
            ` ${article?.page.requestsPerSecond ?? '?'} req/s for the plain article` +
            ` (${pct(results.randomQuery.ratioToPlain)}; budget ≥ ${RANDOM_QUERY_BUDGET * 100} %:` +
            ` ${results.randomQuery.budget.pass ? 'PASS' : '**FAIL**'}).`,
          '',
        ]
      : []),
  ]
}

export function memorySection(memory: Record<string, MemoryPeak | null>): string[] {
  const rows = Object.entries(memory).filter((entry): entry is [string, MemoryPeak] => !!entry[1])
  if (!rows.length) return []
  return [
    '## Server memory',
    '',
    'Peak memory of the production server while the bench ran against it: the highest sum of' +
      ' VmRSS over its process tree, sampled every 250 ms, and the main process high-water mark' +
      ' (VmHWM). No budget is set for it.',
    '',
    '| Server | Peak tree RSS | Peak VmHWM | Samples |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      ([name, m]) =>
        `| ${name} | ${m.peakTreeRssMiB ?? 'n/a'} MiB | ${m.peakHwmMiB ?? 'n/a'} MiB | ${m.samples} |`,
    ),
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
