import type { ImportBenchResults } from './import-bench'
import { importChecks, importSection } from './migration-import-report'
import type { RedirectLoadResults } from './redirects-load'
import type { Check } from './report-browser'
import { median } from './stats'
import type { WrkRound } from './wrk'

/* The migration part's figures in bench/results.json and its section of bench/REPORT.md. */

export const ARTICLE_WITH_RULES_BUDGET = 0.95
export const REDIRECT_RATE_BUDGET = 5_000

export interface MigrationResults {
  date: string
  redirects: RedirectLoadResults
  /** Absent from results written before the import was measured. */
  import?: ImportBenchResults | null
}

const rate = (rounds: WrkRound[]) => median(rounds.map((r) => r.requestsPerSecond))
const list = (rounds: WrkRound[]) => rounds.map((r) => Math.round(r.requestsPerSecond)).join(', ')
const mib = (kib: number | null) => (kib === null ? 'n/a' : `${Math.round(kib / 1024)} MiB`)

export function migrationChecks(results: MigrationResults): Check[] {
  const { article, redirect } = results.redirects
  const errors = [...article.withRules, ...redirect.rounds].reduce(
    (sum, r) => sum + r.errors + r.non2xx,
    0,
  )
  return [
    {
      page: 'article with 100,000 + 500 rules',
      figure: 'req/s vs no rules',
      value: `${(article.ratio * 100).toFixed(1)} %`,
      budget: `≥ ${ARTICLE_WITH_RULES_BUDGET * 100} %`,
      pass: article.ratio >= ARTICLE_WITH_RULES_BUDGET,
    },
    {
      page: 'redirected old address (301)',
      figure: 'req/s',
      value: String(Math.round(rate(redirect.rounds))),
      budget: `≥ ${REDIRECT_RATE_BUDGET}`,
      pass: rate(redirect.rounds) >= REDIRECT_RATE_BUDGET && errors === 0,
    },
    ...(results.import ? importChecks(results.import) : []),
  ]
}

/** The server's CPU an article, beside req/s: what the rules cost, whatever the minute. */
function cpuLine(cpu: RedirectLoadResults['article']['cpuUsPerRequest']): string[] {
  if (!cpu) return []
  const known = (values: (number | null)[]) => values.filter((x): x is number => x !== null)
  const [without, withRules] = [known(cpu.withoutRules), known(cpu.withRules)]
  if (without.length === 0 || withRules.length === 0) return []
  const us = (values: number[]) => values.map((x) => x.toFixed(1)).join(', ')
  const ratio = median(withRules) / median(without)
  return [
    `Server CPU an article, µs (its process tree, /proc): with the rules ${median(withRules).toFixed(1)} (${us(withRules)}), without ${median(without).toFixed(1)} (${us(without)}): the rules cost ${((ratio - 1) * 100).toFixed(1)} % (ratio of the medians).`,
    '',
  ]
}

export function migrationSection(results: MigrationResults): string[] {
  const r = results.redirects
  return [
    '## Migração (redirects and import)',
    '',
    `${results.date}. \`BENCH_ONLY=migration npm run bench\`. Two production servers on the same build and the same seeded site, one with ${r.rules.exact.toLocaleString('en')} exact rules and ${r.rules.prefix} prefix rules in \`redirects\`, one with none; wrk (50 connections, ${r.seconds} s rounds, gzip) alternates between them; ${r.cpus}.`,
    '',
    '| Figure | Median req/s | Rounds | Reference (same rounds) |',
    '| ------ | -----------: | ------ | ----------------------- |',
    `| Article (micro-cache hit, matches no rule), with the rules | ${Math.round(rate(r.article.withRules))} | ${list(r.article.withRules)} | without rules: ${Math.round(rate(r.article.withoutRules))} (${list(r.article.withoutRules)}) → **${(r.article.ratio * 100).toFixed(1)} %** (median of the paired rounds; ratio of the medians ${((r.article.ratioOfMedians ?? r.article.ratio) * 100).toFixed(1)} %) |`,
    `| \`${r.redirect.address}\` → ${r.redirect.status} \`${r.redirect.location}\` (probe with a utm) | ${Math.round(rate(r.redirect.rounds))} | ${list(r.redirect.rounds)} | the article on the same server: ${Math.round(rate(r.articleBeside))} (${list(r.articleBeside)}) |`,
    '',
    `Server memory (resident, process tree) at the end: ${mib(r.rssKib.withRules)} with the rules, ${mib(r.rssKib.withoutRules)} without.`,
    '',
    ...cpuLine(r.article.cpuUsPerRequest),
    ...(results.import ? importSection(results.import) : []),
  ]
}
