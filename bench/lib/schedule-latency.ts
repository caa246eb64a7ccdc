import { runScript } from './server'

/*
 * How long after its due time a scheduled post is public, on a running
 * production server with no restart and no cron. Drafts are scheduled a short time ahead (due
 * times spread so they fall at different points of the scheduler's sweep cycle); the article,
 * /blog, the sitemap and the feed, each requested (and so cached) before the post was due, are
 * polled until each shows it. A post visible anywhere before its time is an error.
 */

/** The promise to editors: public within 60 s of its time, with no cron. */
export const SCHEDULE_LATENCY_BUDGET_MS = 60_000
const POLL_MS = 200
const SURFACES = ['article', 'blog', 'sitemap', 'feed'] as const
type Surface = (typeof SURFACES)[number]

export interface ScheduleLatencyOptions {
  /** How many posts are scheduled (one sample each). */
  samples?: number
  /** How far ahead of now the first one is due. */
  leadMs?: number
  /** Between due times: not a multiple of the 5 s sweep, so samples land across its cycle. */
  spacingMs?: number
}

export interface ScheduleLatencySample {
  slug: string
  dueAt: string
  /** Ms from the due time to the first response showing the post, per surface. */
  latencyMs: Record<Surface, number>
  /** The slowest surface: when the post was public everywhere. */
  publicMs: number
}

export interface ScheduleLatencyResults {
  date: string
  dialect: 'sqlite' | 'postgres'
  pollMs: number
  samples: ScheduleLatencySample[]
  p50Ms: number
  maxMs: number
  budgetMs: number
  pass: boolean
}

interface Site {
  env: NodeJS.ProcessEnv
  origin: string
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? 0
}

async function body(origin: string, path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
  return { status: response.status, text: await response.text() }
}

/** Which surfaces show each slug right now. */
async function visibility(origin: string, slugs: string[]): Promise<Map<string, Set<Surface>>> {
  const [blog, sitemap, feed, ...articles] = await Promise.all([
    body(origin, '/blog'),
    body(origin, '/sitemap.xml'),
    body(origin, '/blog/rss.xml'),
    ...slugs.map((slug) => body(origin, `/blog/post/${slug}`)),
  ])
  const seen = new Map<string, Set<Surface>>()
  slugs.forEach((slug, i) => {
    const link = `/blog/post/${slug}`
    const found = new Set<Surface>()
    if (articles[i]?.status === 200) found.add('article')
    if (blog?.text.includes(`href="${link}"`)) found.add('blog')
    if (sitemap?.text.includes(`${link}</loc>`)) found.add('sitemap')
    if (feed?.text.includes(link)) found.add('feed')
    seen.set(slug, found)
  })
  return seen
}

/**
 * Schedules the posts on the server's database (through `bench/schedule-posts.ts`, with the
 * server's env), then polls until every surface shows every post or the budget runs out.
 * The posts stay published: run it after parts that need the seeded /blog unchanged.
 */
export async function measureScheduleLatency(
  site: Site,
  options: ScheduleLatencyOptions = {},
): Promise<ScheduleLatencyResults> {
  const count = options.samples ?? 5
  const spacing = options.spacingMs ?? 7_300
  const run = Date.now().toString(36)
  const first = Date.now() + (options.leadMs ?? 20_000)
  const planned = Array.from({ length: count }, (_, i) => ({
    slug: `bench-agendado-${run}-${i + 1}`,
    title: `Post agendado do benchmark ${run} nº ${i + 1}`,
    dueAt: new Date(first + i * spacing).toISOString(),
  }))
  await runScript('bench/schedule-posts.ts', {
    ...site.env,
    BENCH_SCHEDULES: JSON.stringify(planned),
  })
  const slugs = planned.map((post) => post.slug)
  const due = new Map(planned.map((post) => [post.slug, Date.parse(post.dueAt)]))
  const latency = new Map(slugs.map((slug) => [slug, {} as Partial<Record<Surface, number>>]))
  const deadline = first + (count - 1) * spacing + SCHEDULE_LATENCY_BUDGET_MS
  const complete = () =>
    [...latency.values()].every((found) => SURFACES.every((surface) => surface in found))
  // The first pass also caches every surface without the posts, as readers would have.
  while (!complete() && Date.now() < deadline) {
    const started = Date.now()
    const seen = await visibility(site.origin, slugs)
    const at = Date.now()
    for (const [slug, surfaces] of seen) {
      const dueAt = due.get(slug) ?? 0
      const found = latency.get(slug) ?? {}
      for (const surface of surfaces) {
        // Before the request started, the post was not due yet: published early.
        if (started < dueAt) throw new Error(`${slug} was on ${surface} before its time`)
        found[surface] ??= at - dueAt
      }
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - (at - started))))
  }
  const samples: ScheduleLatencySample[] = planned.map((post) => {
    const found = latency.get(post.slug) ?? {}
    const missing = SURFACES.filter((surface) => !(surface in found))
    if (missing.length)
      throw new Error(`${post.slug} never reached ${missing.join(', ')} within the budget`)
    const latencyMs = found as Record<Surface, number>
    return {
      slug: post.slug,
      dueAt: post.dueAt,
      latencyMs,
      publicMs: Math.max(...SURFACES.map((surface) => latencyMs[surface])),
    }
  })
  const sorted = samples.map((sample) => sample.publicMs).sort((a, b) => a - b)
  const maxMs = sorted.at(-1) ?? 0
  return {
    date: new Date().toISOString(),
    dialect: site.env.DATABASE_URL ? 'postgres' : 'sqlite',
    pollMs: POLL_MS,
    samples,
    p50Ms: percentile(sorted, 50),
    maxMs,
    budgetMs: SCHEDULE_LATENCY_BUDGET_MS,
    pass: maxMs < SCHEDULE_LATENCY_BUDGET_MS,
  }
}

/** The report's lines, for bench/REPORT.md once this part is wired into `npm run bench`. */
export function scheduleLatencySection(results: ScheduleLatencyResults): string[] {
  return [
    `## Scheduled publishing: due time → public (${results.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`,
    '',
    `${results.date}. ${results.samples.length} drafts scheduled on the running production server;` +
      ` the article, /blog, the sitemap and the feed (cached before the due time) polled every` +
      ` ${results.pollMs} ms. A post is public when the last of them shows it.`,
    '',
    '| Post | Due (UTC) | Article ms | /blog ms | Sitemap ms | RSS ms | Public ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.samples.map(
      (s) =>
        `| ${s.slug} | ${s.dueAt} | ${s.latencyMs.article} | ${s.latencyMs.blog} | ${s.latencyMs.sitemap} | ${s.latencyMs.feed} | ${s.publicMs} |`,
    ),
    '',
    `p50 ${results.p50Ms} ms, max ${results.maxMs} ms (budget < ${results.budgetMs} ms):` +
      ` ${results.pass ? 'PASS' : '**FAIL**'}`,
    '',
  ]
}
