import type { Check } from './report-browser'

/*
 * The admin posts list at 10,000 posts, timed as staff feel it: a signed-in GET of the whole
 * server-rendered page, one request at a time, body read to the end.
 */

/** The posts list answers in under 50 ms at the 95th percentile on SQLite. */
export const ADMIN_LIST_P95_BUDGET_MS = 50
const SAMPLES = 200
const WARMUP = 25

export interface AdminListScenario {
  name: string
  path: string
}

export interface AdminListResult extends AdminListScenario {
  samples: number
  p50Ms: number
  p95Ms: number
  rowsShown: number
  pass: boolean
}

export const ADMIN_LIST_SCENARIOS: AdminListScenario[] = [
  { name: 'Primeira página', path: '/admin/posts' },
  { name: 'Busca "orcamento"', path: '/admin/posts?q=orcamento' },
  { name: 'Status Publicado', path: '/admin/posts?status=publicado' },
  { name: 'Categoria martech', path: '/admin/posts?categoria=martech' },
  {
    name: 'Busca + status + categoria',
    path: '/admin/posts?q=midia&status=rascunho&categoria=planejamento',
  },
  { name: 'Página 200', path: '/admin/posts?pagina=200' },
]

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? 0
}

/** Signs in through Better Auth's endpoint and returns the Cookie header for later requests. */
export async function signIn(
  origin: string,
  siteUrl: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!/session_token=/.test(cookie)) throw new Error('sign-in gave no session cookie')
  return cookie
}

async function timedGet(url: string, cookie: string): Promise<{ ms: number; html: string }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { cookie }, redirect: 'manual' })
  const html = await response.text()
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return { ms, html }
}

export async function measureAdminList(origin: string, cookie: string): Promise<AdminListResult[]> {
  const results: AdminListResult[] = []
  for (const scenario of ADMIN_LIST_SCENARIOS) {
    const url = `${origin}${scenario.path}`
    for (let i = 0; i < WARMUP; i += 1) await timedGet(url, cookie)
    const times: number[] = []
    let html = ''
    for (let i = 0; i < SAMPLES; i += 1) {
      const sample = await timedGet(url, cookie)
      times.push(sample.ms)
      html = sample.html
    }
    // A page that lost its session would be fast and empty: count the rows actually shown.
    const rowsShown = (html.match(/<tr[\s>]/g) ?? []).length - 1
    if (rowsShown <= 0) throw new Error(`${scenario.path} showed no posts: not signed in, or empty`)
    times.sort((a, b) => a - b)
    const p95Ms = Math.round(percentile(times, 95) * 10) / 10
    results.push({
      ...scenario,
      samples: SAMPLES,
      p50Ms: Math.round(percentile(times, 50) * 10) / 10,
      p95Ms,
      rowsShown,
      pass: p95Ms < ADMIN_LIST_P95_BUDGET_MS,
    })
  }
  return results
}

export interface AdminListResults {
  date: string
  dialect: 'sqlite' | 'postgres'
  posts: number
  scenarios: AdminListResult[]
}

export function adminListChecks(results: AdminListResults): Check[] {
  return results.scenarios.map((s) => ({
    page: s.path,
    figure: `admin list p95 (${results.dialect})`,
    value: `${s.p95Ms} ms`,
    budget: `< ${ADMIN_LIST_P95_BUDGET_MS} ms`,
    pass: s.pass,
  }))
}

export function adminListSection(results: AdminListResults): string[] {
  return [
    `## Admin: posts list at 10,000 posts (${results.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`,
    '',
    `${results.date}, ${results.dialect === 'sqlite' ? 'SQLite (embedded default)' : 'PostgreSQL'},` +
      ` ${results.posts} posts. A signed-in admin GETs the whole server-rendered page` +
      ` ${SAMPLES} times in a row per scenario after ${WARMUP} warm-up requests; the time runs` +
      ' until the last byte of the body.',
    '',
    '| Scenario | Path | Rows shown | p50 ms | p95 ms | Budget | Result |',
    '| --- | --- | ---: | ---: | ---: | --- | --- |',
    ...results.scenarios.map(
      (s) =>
        `| ${s.name} | \`${s.path}\` | ${s.rowsShown} | ${s.p50Ms} | ${s.p95Ms} | < ${ADMIN_LIST_P95_BUDGET_MS} ms | ${s.pass ? 'PASS' : '**FAIL**'} |`,
    ),
    '',
  ]
}
