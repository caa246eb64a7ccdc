import { CATEGORIES, type Category, type LighthousePage } from './lighthouse'
import type { PageWeight } from './page-weight'

/*
 * Budgets: 98/100/100/100 and at most 150 KB of gzipped JavaScript per public page, and no
 * layout shift. None is set for LCP or TBT, so those are shown without a verdict. KB is taken
 * as 1,000 bytes, the stricter reading.
 */
export const SCORE_BUDGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
export const CLS_BUDGET = 0
export const JS_BUDGET_BYTES = 150_000

export interface Check {
  page: string
  figure: string
  value: string
  budget: string
  pass: boolean
}

export interface LighthouseResults {
  date: string
  /** 1-minute load average before and after the audits. */
  loadAverage: { before: number; after: number }
  runs: number
  pages: LighthousePage[]
}

export interface WeightResults {
  date: string
  pages: PageWeight[]
}

const LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

/** Audits the bench may skip (NOINDEX_BY_DESIGN) that belong to the SEO category. */
const SEO_AUDITS = new Set(['is-crawlable'])

export function lighthouseChecks(results: LighthouseResults): Check[] {
  const checks: Check[] = []
  for (const page of results.pages) {
    if (!page.median) continue
    for (const category of CATEGORIES) {
      const value = page.median.scores[category]
      const budget = SCORE_BUDGETS[category]
      const skipped = page.skipped?.audits.filter((id) => SEO_AUDITS.has(id)) ?? []
      checks.push({
        page: page.path,
        figure:
          category === 'seo' && skipped.length
            ? `Lighthouse SEO without ${skipped.map((id) => `\`${id}\``).join(', ')} (noindex by design)`
            : `Lighthouse ${LABELS[category]}`,
        value: String(value),
        budget: budget === 100 ? '= 100' : `≥ ${budget}`,
        pass: value >= budget,
      })
    }
    checks.push({
      page: page.path,
      figure: 'CLS',
      value: String(page.median.cls),
      budget: `= ${CLS_BUDGET} (no layout shift)`,
      pass: page.median.cls <= CLS_BUDGET,
    })
  }
  return checks
}

export function weightChecks(results: WeightResults): Check[] {
  return results.pages
    .filter((page) => page.built)
    .map((page) => ({
      page: page.path,
      figure: 'JavaScript, gzipped',
      value: kb(page.js),
      budget: `≤ ${kb(JS_BUDGET_BYTES)}`,
      pass: page.js <= JS_BUDGET_BYTES,
    }))
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const notBuilt = (path: string, status: number, columns: number) =>
  `| \`${path}\` | not built yet (HTTP ${status}) |${' – |'.repeat(columns - 1)}`

export function checksSection(checks: Check[], notBuiltPaths: string[]): string[] {
  const failed = checks.filter((c) => !c.pass).length
  return [
    '## Budgets',
    '',
    '| Page | Figure | Value | Budget | Result |',
    '| --- | --- | ---: | --- | --- |',
    ...checks.map(
      (c) =>
        `| \`${c.page}\` | ${c.figure} | ${c.value} | ${c.budget} | ${c.pass ? 'PASS' : '**FAIL**'} |`,
    ),
    '',
    `${checks.length - failed} of ${checks.length} budgets pass.` +
      (notBuiltPaths.length
        ? ` Not judged, not built yet: ${notBuiltPaths.map((p) => `\`${p}\``).join(', ')}.`
        : ''),
    '',
  ]
}

export function lighthouseSection(results: LighthouseResults): string[] {
  const lines = [
    '## Lighthouse',
    '',
    `${results.date}. Lighthouse 12.8.2, Chromium \`--headless=new\`, default (mobile) preset with` +
      ` simulated throttling, ${results.runs} runs per page, median of each figure. Load average` +
      ` ${results.loadAverage.before} before, ${results.loadAverage.after} after. CPU index is` +
      " Lighthouse's benchmarkIndex (median): the 4× CPU slowdown is applied on top of the" +
      ' measured machine, so a busy machine (low index) inflates TBT and LCP.',
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | CPU index | Audited |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const page of results.pages) {
    const m = page.median
    if (!m) {
      lines.push(notBuilt(page.path, page.httpStatus, 9))
      continue
    }
    const s = m.scores
    const audited = (page.measuredAt ?? results.date).slice(0, 16).replace('T', ' ')
    lines.push(
      `| \`${page.path}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.benchmarkIndex} | ${audited} |`,
    )
  }
  lines.push('')
  const flagged = results.pages.filter((p) => p.flagged.length)
  if (flagged.length) {
    lines.push(
      'Audits that cost points (worst score over the runs; for performance, the metrics and' +
        ' diagnostics scored under 0.9):',
      '',
    )
    for (const page of flagged) {
      const audits = page.flagged.map(
        (a) =>
          `${a.title} (\`${a.id}\`, ${a.category}, ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`,
      )
      lines.push(`- \`${page.path}\`: ${audits.join('; ')}`)
    }
    lines.push('')
  }
  const skipping = results.pages.filter((p) => p.skipped)
  if (skipping.length) {
    lines.push('Audits left out on purpose:', '')
    for (const page of skipping) {
      const ids = page.skipped?.audits.map((id) => `\`${id}\``).join(', ')
      lines.push(`- \`${page.path}\`: ${ids}, because ${page.skipped?.reason}.`)
    }
    lines.push('')
  }
  return lines
}

export function weightSection(results: WeightResults): string[] {
  return [
    '## Page weight',
    '',
    `${results.date}. Bytes transferred (compressed body plus headers) on a cold first load in` +
      ' Chromium with `accept-encoding: gzip` and a mobile viewport, counted until the network is' +
      ' quiet for 1.5 s after `load`: everything the page loads, prefetches included.',
    '',
    '| Page | JS | CSS | HTML | Other (fonts, images, fetch) | Requests | Encodings |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.pages.map((p) =>
      p.built
        ? `| \`${p.path}\` | ${kb(p.js)} | ${kb(p.css)} | ${kb(p.html)} | ${kb(p.other)} | ${p.requests} | ${p.encodings.join(', ')} |`
        : notBuilt(p.path, p.httpStatus, 6),
    ),
    '',
  ]
}
