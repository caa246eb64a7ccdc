import { describe, expect, it } from 'vitest'
import type { Figures, LighthousePage } from '../../bench/lib/lighthouse'
import { NOINDEX_BY_DESIGN, BENCH_PLAN_PAGE } from '../../bench/lib/plan-page'
import {
  lighthouseChecks,
  lighthouseSection,
  type LighthouseResults,
} from '../../bench/lib/report-browser'

/* The Lighthouse part of the bench report: budgets judged per page, skipped audits named. */

const figures = (seo: number, performance = 99): Figures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo },
  lcpMs: 1500,
  tbtMs: 40,
  cls: 0,
  benchmarkIndex: 2000,
})

const page = (path: string, median: Figures, extra: Partial<LighthousePage> = {}) => ({
  path,
  httpStatus: 200,
  built: true,
  runs: [median],
  median,
  flagged: [],
  ...extra,
})

const results = (pages: LighthousePage[]): LighthouseResults => ({
  date: '2026-11-22T03:00:00.000Z',
  loadAverage: { before: 1, after: 1 },
  runs: 3,
  pages,
})

describe('lighthouseChecks', () => {
  it('judges every category and CLS against their budgets', () => {
    const checks = lighthouseChecks(results([page('/', figures(92, 97))]))
    const byFigure = Object.fromEntries(checks.map((c) => [c.figure, c.pass]))
    expect(byFigure).toEqual({
      'Lighthouse Performance': false,
      'Lighthouse Accessibility': true,
      'Lighthouse Best practices': true,
      'Lighthouse SEO': false,
      CLS: true,
    })
  })

  it('names the skipped audit on a page that is noindex by design, in the check and the section', () => {
    const reason = NOINDEX_BY_DESIGN[BENCH_PLAN_PAGE]
    expect(reason).toBeTruthy()
    const plan = page(BENCH_PLAN_PAGE, figures(100), {
      skipped: { audits: ['is-crawlable'], reason: reason ?? '' },
    })
    const seo = lighthouseChecks(results([plan])).find((c) => c.figure.includes('SEO'))
    expect(seo?.figure).toBe('Lighthouse SEO without `is-crawlable` (noindex by design)')
    expect(seo?.pass).toBe(true)
    const section = lighthouseSection(results([plan])).join('\n')
    expect(section).toContain(`- \`${BENCH_PLAN_PAGE}\`: \`is-crawlable\`, because ${reason}.`)
  })

  it('audits every other public page in full', () => {
    expect(Object.keys(NOINDEX_BY_DESIGN)).toEqual([BENCH_PLAN_PAGE])
  })
})
