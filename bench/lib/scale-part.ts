import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import os from 'node:os'
import { gzipSync } from 'node:zlib'
import { LIGHTHOUSE_RUNS, runLighthouse } from './lighthouse'
import { LOAD, loadDurationSeconds, loadTool, measure, warm } from './load'
import { machine } from './report'
import type { ScalePage, ScaleResults, ScaleState } from './scale-report'

/*
 * `BENCH_ONLY=scale`: /blog, a category page, an article and the sitemap
 * measured with the seven launch posts, then with the first pages full (FULL_PAGE_POSTS), then
 * again after the archive grows to 10,000 published posts, in the same running server's
 * database (and the lists' cache tags expired, as the CMS does). The posts are removed again
 * afterwards, so a later part sees the database it always saw.
 */

export const SCALE_POSTS = 10_000
/**
 * Posts that fill the first pages: 12 per category (six, seeded in turn), so /blog shows its
 * 3 featured + 12 cards and a category page its 12, as they will at any size past that. The
 * seven launch posts leave them part empty (7 and 2 cards), so their figures measure how full
 * a page is, not how large the archive is.
 */
export const FULL_PAGE_POSTS = 72

interface Site {
  env: NodeJS.ProcessEnv
  origin: string
  siteUrl: string
}

/** bench/seed-posts.ts with arguments (server.ts's runScript takes none). */
function seedPosts(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [tsx, '--conditions=react-server', 'bench/seed-posts.ts', ...args],
      { env, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bench/seed-posts.ts exited ${code}`)),
    )
  })
}

const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100

async function body(url: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(url, {
    redirect: 'manual',
    headers: { 'accept-encoding': 'identity' },
  })
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

async function publishedCount(site: Site): Promise<number> {
  // The sitemap lists every published post once, across its parts.
  const index = (await body(`${site.origin}/sitemap.xml`)).bytes.toString('utf8')
  const parts = [...index.matchAll(/<loc>[^<]*\/sitemap\/(\d+)\.xml<\/loc>/g)].map((m) => m[1])
  const docs = parts.length
    ? await Promise.all(
        parts.map(async (n) =>
          (await body(`${site.origin}/sitemap/${n}.xml`)).bytes.toString('utf8'),
        ),
      )
    : [index]
  return docs.reduce((sum, doc) => sum + (doc.match(/\/blog\/post\//g)?.length ?? 0), 0)
}

async function measureState(site: Site, paths: readonly string[]): Promise<ScaleState> {
  const before = loadAverage()
  const probes = await Promise.all(paths.map((path) => body(`${site.origin}${path}`)))
  const served = paths.filter((_, index) => probes[index]?.status === 200)
  const htmlPaths = served.filter((path) => !path.endsWith('.xml'))
  console.info(`Lighthouse on ${htmlPaths.join(', ')}...`)
  const audits = await runLighthouse(site.siteUrl, htmlPaths)
  const targets = served.map((path) => ({
    origin: site.origin,
    path,
    bytes: probes[paths.indexOf(path)]?.bytes.length ?? 0,
  }))
  for (const target of targets) await warm(target)
  console.info(`Load on ${served.length} pages (load average ${loadAverage()})...`)
  const loads = await measure(targets)
  const pages: ScalePage[] = paths.map((path, index) => {
    const probe = probes[index]
    const ok = probe?.status === 200
    const load = loads.find((l) => l.path === path)
    return {
      path,
      status: probe?.status ?? 0,
      htmlBytes: ok ? probe.bytes.length : null,
      gzipBytes: ok ? gzipSync(probe.bytes).length : null,
      performance: audits.find((a) => a.path === path)?.median?.scores.performance ?? null,
      requestsPerSecond: load?.requestsPerSecond ?? null,
      latencyP99Ms: load?.latencyP99Ms ?? null,
      errors: load ? load.errors + load.non2xx : null,
    }
  })
  return { posts: await publishedCount(site), loadAverage: before, pages }
}

async function timedFetch(url: string): Promise<number> {
  const started = performance.now()
  await body(url)
  return Math.round(performance.now() - started)
}

/** An old generated article: never prerendered (only the newest are), never asked for yet. */
async function coldArticle(site: Site): Promise<ScaleResults['coldArticle']> {
  const page = await body(`${site.origin}/blog/pagina/400`)
  const slug = /href="\/blog\/post\/(escala-[^"]+)"/.exec(page.bytes.toString('utf8'))?.[1]
  if (!slug) return null
  const path = `/blog/post/${slug}`
  const firstMs = await timedFetch(`${site.origin}${path}`)
  return { path, firstMs, secondMs: await timedFetch(`${site.origin}${path}`) }
}

export async function runScalePart(
  site: Site,
  pages: { blog: string; category: string; article: string; sitemap: string },
): Promise<ScaleResults> {
  const paths = [pages.blog, pages.category, pages.article, pages.sitemap]
  // A leftover of an interrupted run would make the seven-post figures 10,000-post ones.
  await seedPosts(['0', '--remove'], site.env)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  console.info('Scale: the seven launch posts...')
  const seven = await measureState(site, paths)
  try {
    console.info(`Scale: ${FULL_PAGE_POSTS} published posts, the first pages full...`)
    await seedPosts([String(FULL_PAGE_POSTS), '--published'], site.env)
    // The server learns of the expired tags within one poll (500 ms).
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const fullPages = await measureState(site, paths)
    console.info(`Scale: adding published posts up to ${SCALE_POSTS}...`)
    const started = performance.now()
    await seedPosts([String(SCALE_POSTS), '--published'], site.env)
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const cold = await coldArticle(site)
    console.info(`Scale: ${SCALE_POSTS} more posts...`)
    const tenThousand = await measureState(site, [...paths, '/sitemap/1.xml'])
    return {
      date: new Date().toISOString(),
      ...machine(),
      load: { ...LOAD, durationSeconds: loadDurationSeconds(), tool: loadTool() },
      lighthouseRuns: LIGHTHOUSE_RUNS,
      seven,
      fullPages,
      tenThousand,
      coldArticle: cold,
      seedSeconds,
    }
  } finally {
    await seedPosts(['0', '--remove'], site.env)
  }
}
