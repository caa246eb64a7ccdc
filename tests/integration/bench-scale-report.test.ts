import { describe, expect, it } from 'vitest'
import {
  scaleChecks,
  scaleSection,
  type ScalePage,
  type ScaleResults,
} from '../../bench/lib/scale-report'

const page = (path: string, figures: Partial<ScalePage>): ScalePage => ({
  path,
  status: 200,
  htmlBytes: 100_000,
  gzipBytes: 20_000,
  performance: 98,
  requestsPerSecond: 500,
  latencyP99Ms: 40,
  errors: 0,
  ...figures,
})

function results(after: ScalePage[]): ScaleResults {
  return {
    date: '2026-11-25T00:00:00.000Z',
    machine: '2 × cpu, 4 GiB',
    node: 'v22',
    load: { connections: 50, durationSeconds: 15, rounds: 3 },
    lighthouseRuns: 3,
    seven: {
      posts: 7,
      loadAverage: 1,
      pages: [page('/blog', {}), page('/sitemap.xml', { performance: null })],
    },
    tenThousand: { posts: 10_007, loadAverage: 1, pages: after },
    coldArticle: null,
    seedSeconds: 4,
  }
}

describe('the 10,000-post bench budget', () => {
  it('passes figures within 10 % and fails each one past it, in its own direction', () => {
    const within = scaleChecks(
      results([
        page('/blog', { htmlBytes: 109_000, performance: 89, requestsPerSecond: 451 }),
        page('/sitemap.xml', { performance: null, htmlBytes: 900 }),
      ]),
    )
    // The sitemap has no Lighthouse score: three checks for it, four for /blog.
    expect(within).toHaveLength(7)
    expect(within.every((check) => check.pass)).toBe(true)
    const past = scaleChecks(
      results([
        page('/blog', {
          htmlBytes: 111_000,
          gzipBytes: 22_001,
          performance: 88,
          requestsPerSecond: 449,
        }),
        page('/sitemap.xml', { performance: null, requestsPerSecond: 400 }),
      ]),
    )
    expect(past.filter((check) => !check.pass).map((c) => `${c.page} ${c.figure}`)).toEqual([
      '/blog HTML bytes at 10,000 posts vs 7 (scale)',
      '/blog HTML bytes gzipped at 10,000 posts vs 7 (scale)',
      '/blog Lighthouse performance at 10,000 posts vs 7 (scale)',
      '/blog req/s at 10,000 posts vs 7 (scale)',
      '/sitemap.xml req/s at 10,000 posts vs 7 (scale)',
    ])
  })

  it('fails a page that errors under load or stops answering 200', () => {
    const checks = scaleChecks(
      results([page('/blog', { errors: 3 }), page('/sitemap.xml', { status: 404 })]),
    )
    expect(checks.every((check) => !check.pass)).toBe(true)
  })

  it('reports each figure beside its seven-post value', () => {
    const text = scaleSection(results([page('/blog', { htmlBytes: 104_100 })])).join('\n')
    expect(text).toContain('| `/blog` | HTML bytes | 100000 | n/a | 104100 | n/a | +4.1 % |')
  })

  it('judges against full first pages when they were measured, and shows all three', () => {
    const withFull: ScaleResults = {
      ...results([
        page('/blog', { htmlBytes: 150_000 }),
        page('/sitemap.xml', { performance: null }),
      ]),
      fullPages: {
        posts: 79,
        loadAverage: 1,
        pages: [page('/blog', { htmlBytes: 140_000 }), page('/sitemap.xml', { performance: null })],
      },
    }
    const checks = scaleChecks(withFull)
    // +50 % against seven posts' half-empty page, +7.1 % against the same page full.
    expect(checks.every((check) => check.pass)).toBe(true)
    expect(checks[0]?.figure).toBe('HTML bytes at 10,000 posts vs 79 (full first pages) (scale)')
    const failing = scaleChecks({
      ...withFull,
      tenThousand: { ...withFull.tenThousand, pages: [page('/blog', { htmlBytes: 154_001 })] },
    })
    expect(failing.filter((check) => !check.pass).map((check) => check.figure)).toEqual([
      'HTML bytes at 10,000 posts vs 79 (full first pages) (scale)',
    ])
    const text = scaleSection(withFull).join('\n')
    expect(text).toContain('| `/blog` | HTML bytes | 100000 | 140000 | 150000 | +7.1 % | +50.0 % |')
  })
})
