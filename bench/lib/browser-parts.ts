import os from 'node:os'
import { LIGHTHOUSE_RUNS, runLighthouse } from './lighthouse'
import { measurePageWeight } from './page-weight'
import { lighthousePages, PUBLIC_PAGES } from './parts'
import type { LighthouseResults, WeightResults } from './report-browser'

/* The lighthouse and weight parts of `npm run bench`, on the running server. */

export const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100

export async function runLighthousePart(
  siteUrl: string,
  previous: LighthouseResults | null,
): Promise<LighthouseResults> {
  const paths: readonly string[] = lighthousePages()
  console.info(
    `Lighthouse, ${LIGHTHOUSE_RUNS} runs on ${paths.length} pages (load average ${loadAverage()})...`,
  )
  const before = loadAverage()
  const measured = await runLighthouse(siteUrl, paths)
  const kept = (path: string) => {
    const page = previous?.pages.find((p) => p.path === path)
    return page ? { ...page, measuredAt: page.measuredAt ?? previous?.date } : []
  }
  return {
    date: new Date().toISOString(),
    loadAverage: { before, after: loadAverage() },
    runs: LIGHTHOUSE_RUNS,
    pages: PUBLIC_PAGES.flatMap((path) => measured.find((p) => p.path === path) ?? kept(path)),
  }
}

export async function runWeightPart(siteUrl: string): Promise<WeightResults> {
  console.info('Page weight...')
  return { date: new Date().toISOString(), pages: await measurePageWeight(siteUrl, PUBLIC_PAGES) }
}
