import { existsSync, readFileSync } from 'node:fs'
import { adminListChecks, adminListSection, type AdminListResults } from './admin-list'
import type { PostgresAdmin } from './admin-part'
import type { MemoryPeak } from './memory'
import { loadSection, memorySection, type LoadResults } from './report'
import {
  checksSection,
  lighthouseSection,
  weightSection,
  type Check,
  type LighthouseResults,
  type WeightResults,
} from './report-browser'

/** bench/results.json: every part's figures, kept between partial runs. */
export interface AllResults {
  date: string
  machine: string
  node: string
  loadTest: LoadResults | null
  lighthouse: LighthouseResults | null
  pageWeight: WeightResults | null
  adminList: AdminListResults | null
  /** Only when DATABASE_URL was set. */
  adminListPostgres: PostgresAdmin | null
  serverMemory: { sqlite: MemoryPeak | null; postgres: MemoryPeak | null }
  /** Wall time of each step of this run, in seconds. */
  durationsSeconds: Record<string, number>
  pass: boolean
}

/** The previous figures, so a partial run keeps the parts it did not measure. */
export function previousResults(jsonPath: string): Partial<AllResults> {
  if (!existsSync(jsonPath)) return {}
  const previous = JSON.parse(readFileSync(jsonPath, 'utf8')) as Partial<AllResults>
  // Before the four-page load test, loadTest held the article alone: not comparable, dropped.
  if (previous.loadTest && !('pages' in previous.loadTest)) previous.loadTest = null
  return previous
}

export function postgresChecks(admin: PostgresAdmin | null): Check[] {
  if (!admin) return []
  if (admin.measured) return adminListChecks(admin.results)
  return [
    {
      page: '/admin/posts',
      figure: 'admin list p95 (postgres)',
      value: `not measured (${admin.reason})`,
      budget: '< 50 ms',
      pass: false,
    },
  ]
}

/** bench/REPORT.md: the budgets table first, then each part's section. */
export function reportMarkdown(
  results: AllResults,
  parts: string[],
  checks: Check[],
  notBuilt: string[],
): string[] {
  const { lighthouse, pageWeight, loadTest, adminList, adminListPostgres, serverMemory } = results
  const postgresAdmin = adminListPostgres?.measured ? adminListPostgres.results : null
  return [
    '# Benchmark',
    '',
    `Run \`npm run bench\` (parts alone: \`BENCH_ONLY=lighthouse|weight|load|admin\`). Report written` +
      ` ${results.date} on ${results.machine}, Node ${results.node}; each part gives its own date.` +
      ` This run measured: ${parts.join(', ')}, in` +
      ` ${Object.entries(results.durationsSeconds)
        .map(([name, seconds]) => `${name} ${seconds} s`)
        .join(', ')}.`,
    '',
    `**Overall: ${results.pass ? 'PASS' : 'FAIL'}**`,
    '',
    ...checksSection(checks, notBuilt),
    ...(lighthouse ? lighthouseSection(lighthouse) : []),
    ...(pageWeight ? weightSection(pageWeight) : []),
    ...(loadTest ? loadSection(loadTest) : []),
    ...(adminList ? adminListSection(adminList) : []),
    ...(postgresAdmin ? adminListSection(postgresAdmin) : []),
    ...memorySection({
      [`SQLite (${parts.join(', ')})`]: serverMemory.sqlite,
      'PostgreSQL (admin)': serverMemory.postgres,
    }),
  ]
}
