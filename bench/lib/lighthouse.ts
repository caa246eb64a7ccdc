import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { NOINDEX_BY_DESIGN } from './plan-page'
import { median } from './stats'

export const CHROMIUM = '/usr/bin/chromium'
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']
export const LIGHTHOUSE_RUNS = 3
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export interface Figures {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** Lighthouse's CPU speed index of the machine during the run: lower means a busier machine. */
  benchmarkIndex: number
}

/** An audit that lost points, so the report can name the cause of a low score. */
export interface FlaggedAudit {
  id: string
  title: string
  category: Category
  score: number
  displayValue?: string
}

export interface LighthousePage {
  path: string
  httpStatus: number
  /** false when the page answered non-200: "not built yet", reported but not judged. */
  built: boolean
  runs: Figures[]
  median: Figures | null
  /** Union over the runs, worst score kept. */
  flagged: FlaggedAudit[]
  /** When this page was audited: a run that audits some pages keeps the others' last figures. */
  measuredAt?: string
  /** Audits left out on this page, with why (NOINDEX_BY_DESIGN). */
  skipped?: { audits: string[]; reason: string }
}

/** Lighthouse gives no points for these modes, so they never explain a lost point. */
const UNSCORED = new Set(['informative', 'notApplicable', 'manual', 'error'])

function flaggedAudits(lhr: Result): FlaggedAudit[] {
  const out: FlaggedAudit[] = []
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      // "hidden" holds the newer insight audits that repeat the diagnostics in other words.
      if (ref.group === 'hidden') continue
      const audit = lhr.audits[ref.id]
      if (!audit || UNSCORED.has(audit.scoreDisplayMode) || audit.score === null) continue
      // Performance metrics and opportunities below 0.9 are the ones Lighthouse shows in red/orange.
      if (audit.score >= (category === 'performance' ? 0.9 : 1)) continue
      out.push({
        id: audit.id,
        title: audit.title,
        category,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      })
    }
  }
  return out
}

function figures(lhr: Result): Figures {
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  }
}

/** Median per figure, not the median run: each number is the middle of its own three. */
function medianFigures(runs: Figures[]): Figures {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick))
  return {
    scores: {
      performance: of((f) => f.scores.performance),
      accessibility: of((f) => f.scores.accessibility),
      'best-practices': of((f) => f.scores['best-practices']),
      seo: of((f) => f.scores.seo),
    },
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    benchmarkIndex: of((f) => f.benchmarkIndex),
  }
}

function mergeFlagged(lists: FlaggedAudit[][]): FlaggedAudit[] {
  const byId = new Map<string, FlaggedAudit>()
  for (const audit of lists.flat()) {
    const seen = byId.get(audit.id)
    if (!seen || audit.score < seen.score) byId.set(audit.id, audit)
  }
  return [...byId.values()].sort(
    (a, b) => a.category.localeCompare(b.category) || a.score - b.score,
  )
}

/**
 * One Lighthouse run in the shared Chromium. Lighthouse opens a new tab and clears the origin's
 * cache and storage before each navigation, so runs stay independent without paying for a
 * browser launch each time (30 launches were about a minute of the bench).
 */
async function auditOnce(url: string, port: number, skip: readonly string[]): Promise<Result> {
  // No config: Lighthouse's default is the mobile preset with simulated throttling. The
  // screenshots are unscored and cost a second or two of encoding per run.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', ...skip],
  })
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
  if (result.lhr.runtimeError)
    throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.message}`)
  return result.lhr
}

/**
 * Audits each page LIGHTHOUSE_RUNS times. A page that does not answer 200 (redirect, 404) is
 * recorded as not built instead of failing the run. BENCH_LIGHTHOUSE_DIR keeps each full report.
 */
export async function runLighthouse(
  siteUrl: string,
  paths: readonly string[],
): Promise<LighthousePage[]> {
  const keepDir = process.env.BENCH_LIGHTHOUSE_DIR
  if (keepDir) mkdirSync(keepDir, { recursive: true })
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  try {
    return await auditPages(siteUrl, paths, chrome.port, keepDir)
  } finally {
    chrome.kill()
  }
}

async function auditPages(
  siteUrl: string,
  paths: readonly string[],
  port: number,
  keepDir: string | undefined,
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = []
  for (const pagePath of paths) {
    const url = `${siteUrl}${pagePath}`
    const probe = await fetch(url, { redirect: 'manual' })
    await probe.arrayBuffer()
    if (probe.status !== 200) {
      console.warn(`  ${pagePath} answered ${probe.status}: not built yet, skipped`)
      pages.push({
        path: pagePath,
        httpStatus: probe.status,
        built: false,
        runs: [],
        median: null,
        flagged: [],
        measuredAt: new Date().toISOString(),
      })
      continue
    }
    const noIndexReason = NOINDEX_BY_DESIGN[pagePath]
    const skipped = noIndexReason ? { audits: ['is-crawlable'], reason: noIndexReason } : undefined
    const runs: Figures[] = []
    const flagged: FlaggedAudit[][] = []
    for (let n = 1; n <= LIGHTHOUSE_RUNS; n++) {
      const lhr = await auditOnce(url, port, skipped?.audits ?? [])
      const run = figures(lhr)
      runs.push(run)
      flagged.push(flaggedAudits(lhr))
      if (keepDir) {
        const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_') || '_'}-${n}.json`
        writeFileSync(path.join(keepDir, name), JSON.stringify(lhr))
      }
      const s = run.scores
      console.info(
        `  ${pagePath} run ${n}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}` +
          ` LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, CPU index ${run.benchmarkIndex}`,
      )
    }
    pages.push({
      path: pagePath,
      httpStatus: 200,
      built: true,
      runs,
      median: medianFigures(runs),
      flagged: mergeFlagged(flagged),
      measuredAt: new Date().toISOString(),
      ...(skipped ? { skipped } : {}),
    })
  }
  return pages
}
