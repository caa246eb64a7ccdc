import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { openDatabase } from '@/server/db/connection'
import { signIn } from './admin-list'
import { GENERATED_POSTS } from './admin-part'
import {
  launchBenchBrowser,
  openTab,
  signedInContext,
  timeOpen,
  type OpenTiming,
  type Target,
} from './editor-ready'
import { spread, type EditorReadyResults, type TargetFigures } from './editor-report'
import { launchedBrowsers, treeCpuMs } from './process-cpu'
import { runScript, startServer } from './server'

/*
 * How long the editor takes to become usable, opened by a signed-in admin, beside the
 * posts list opened the same way in the same run. Each run of a page starts a new production
 * server (empty in-memory caches: the first open after a deploy) and a new Chromium (empty
 * profile and HTTP cache), opens the page once ("cold"), then once more in the same tab
 * ("warm": the server and the browser's cache have seen it). The session is made once, before
 * the first server: an admin opening the editor after a deploy still holds theirs. The posts,
 * like the admin part's, are the launch articles plus 10,000 generated ones; /edit opens the
 * launch article the other parts read.
 */

export const EDITOR_RUNS_DEFAULT = 5
export const TARGETS: readonly Target[] = ['list', 'new', 'edit']

interface Site {
  env: NodeJS.ProcessEnv
  origin: string
  siteUrl: string
}

/** The article's id and its text's length (letters, no spaces), straight from the database. */
async function launchArticle(site: Site, slug: string) {
  const handle = openDatabase({
    dialect: 'sqlite',
    file: path.join(site.env.DATA_DIR ?? '', 'app.db'),
  })
  try {
    const post = await handle.db
      .selectFrom('blog_posts')
      .select(['id', 'content'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
    const text = post.content.replace(/<[^>]*>/g, '').replace(/&[#\w]+;/g, '_')
    return { id: post.id, letters: text.replace(/\s/g, '').length }
  } finally {
    await handle.destroy()
  }
}

const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100

interface Sample {
  cold: OpenTiming
  warm: OpenTiming
  serverCpuMs: number | null
  browserCpuMs: number | null
  loadAverage: number
}

/** One cold and one warm open of `pagePath` on a new server and a new browser. */
async function sample(site: Site, cookie: string, pagePath: string, target: Target, min: number) {
  const server = await startServer(site.env, site.origin)
  let browser: Browser | undefined
  try {
    browser = await launchBenchBrowser()
    const context = await signedInContext(browser, site.origin, cookie)
    const tab = await openTab(context)
    const load = loadAverage()
    const serverPid = server.process.pid ?? -1
    const cpu = () => [treeCpuMs([serverPid]), treeCpuMs(launchedBrowsers())] as const
    const [server0, browser0] = cpu()
    const cold = await timeOpen(tab, pagePath, target, min)
    const [server1, browser1] = cpu()
    const warm = await timeOpen(tab, pagePath, target, min)
    const used = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a)
    return {
      cold,
      warm,
      serverCpuMs: used(server0, server1),
      browserCpuMs: used(browser0, browser1),
      loadAverage: load,
    } satisfies Sample
  } finally {
    await browser?.close()
    await server.stop()
  }
}

/** Run with the bench's main server stopped: this part starts its own, one per open. */
export async function runEditorPart(site: Site, articleSlug: string): Promise<EditorReadyResults> {
  const runs = Math.max(1, Number(process.env.BENCH_EDITOR_RUNS) || EDITOR_RUNS_DEFAULT)
  // Idempotent: after the admin part the generated posts are there already.
  await runScript('bench/seed-posts.ts', site.env)
  const article = await launchArticle(site, articleSlug)
  const paths: Record<Target, string> = {
    list: '/admin/posts',
    new: '/admin/posts/new',
    edit: `/admin/posts/${article.id}/edit`,
  }
  const setup = await startServer(site.env, site.origin)
  const cookie = await signIn(site.origin, site.siteUrl, {
    email: site.env.ADMIN_EMAIL ?? '',
    password: site.env.ADMIN_PASSWORD ?? '',
  }).finally(() => setup.stop())
  const before = loadAverage()
  const samples: Record<Target, Sample[]> = { list: [], new: [], edit: [] }
  // Run by run, each page in turn: a change in the machine's load weighs on all three alike.
  for (let run = 0; run < runs; run++) {
    for (const target of TARGETS) {
      console.info(`Editor ready: ${target}, run ${run + 1} of ${runs}...`)
      const min = target === 'edit' ? Math.floor(article.letters * 0.95) : 0
      samples[target].push(await sample(site, cookie, paths[target], target, min))
    }
  }
  const figures = (target: Target): TargetFigures => {
    const list = samples[target]
    const cpu = (values: (number | null)[]) =>
      values.every((v) => v !== null) ? spread(values as number[]) : null
    return {
      target,
      path: target === 'edit' ? '/admin/posts/<id>/edit' : paths[target],
      cold: spread(list.map((s) => s.cold.ready)),
      warm: spread(list.map((s) => s.warm.ready)),
      coldPhases: {
        ttfb: spread(list.map((s) => s.cold.ttfb)).median,
        htmlDone: spread(list.map((s) => s.cold.htmlDone)).median,
        fcp: spread(list.map((s) => s.cold.fcp)).median,
        usable: spread(list.map((s) => s.cold.usable)).median,
      },
      coldScripts: spread(list.map((s) => s.cold.scripts)).median,
      coldScriptKb: Math.round(spread(list.map((s) => s.cold.scriptBytes)).median / 1024),
      serverCpuMs: cpu(list.map((s) => s.serverCpuMs)),
      browserCpuMs: cpu(list.map((s) => s.browserCpuMs)),
      loadAverages: list.map((s) => s.loadAverage),
    }
  }
  return {
    date: new Date().toISOString(),
    runs,
    posts: GENERATED_POSTS + 7,
    cpus: os.cpus().length,
    loadAverage: { before, after: loadAverage() },
    targets: TARGETS.map(figures),
  }
}
