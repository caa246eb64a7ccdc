import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cpuSplit, describeSplit, pinToServerCpus, type CpuSplit } from './cpu-split'
import { LOAD, loadDurationSeconds, loadTool, measure, warm, type Target } from './load'
import { ensureNginx, startLoopbackNginx, type LoopbackNginx } from './nginx'
import {
  machine,
  nginxLoad,
  pageLoad,
  randomQueryLoad,
  type LoadResults,
  type NginxLoad,
} from './report'
import { pickPort, startServer, type RunningServer } from './server'
import { distDirFrom } from '@/next-adapter/dist-dir'

/*
 * The load part: `/`, `/ai-planner`, `/blog` and the article, each against a static copy of its
 * own bytes in public/ (same size, same compressibility: only the serving differs), plus the
 * article through the loopback nginx. One static file per page, all written before one restart
 * (Next lists public/ when it starts).
 */

const STATIC_PREFIX = 'bench-static-'

export function staticName(pagePath: string): string {
  const slug = pagePath === '/' ? 'home' : pagePath.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-')
  return `${STATIC_PREFIX}${slug}.html`
}

/** Removes every static copy the bench wrote (also a leftover of an interrupted run). */
export function removeStaticCopies(publicDir: string): void {
  for (const name of readdirSync(publicDir))
    if (name.startsWith(STATIC_PREFIX) && name.endsWith('.html'))
      rmSync(path.join(publicDir, name), { force: true })
}

interface Holder {
  server: RunningServer
}

async function nginxFor(
  root: string,
  appPort: number,
  distDir: string,
  split: CpuSplit | null,
): Promise<LoopbackNginx | string> {
  const lookup = ensureNginx()
  if (lookup.bin === null) return lookup.reason
  try {
    const listenPort = await pickPort([])
    // nginx's workers on the CPUs wrk leaves free (wrk pins itself: wrk.ts).
    return await startLoopbackNginx(lookup.bin, {
      listenPort,
      appPort,
      appDir: root,
      distDir,
      ...(split ? { workerCpus: split } : {}),
    })
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

export async function runLoadPart(options: {
  root: string
  env: NodeJS.ProcessEnv
  origin: string
  holder: Holder
  pages: readonly string[]
  article: string
}): Promise<LoadResults> {
  const { root, env, origin, holder, pages, article } = options
  const publicDir = path.join(root, 'public')
  const notes: string[] = []
  const measured: { path: string; bytes: number; staticPath: string }[] = []
  for (const pagePath of pages) {
    const probe = await fetch(`${origin}${pagePath}`, { redirect: 'manual' })
    const html = Buffer.from(await probe.arrayBuffer())
    if (probe.status !== 200) {
      notes.push(`\`${pagePath}\` answered ${probe.status}: not built yet, not measured.`)
      continue
    }
    const name = staticName(pagePath)
    writeFileSync(path.join(publicDir, name), html)
    measured.push({ path: pagePath, bytes: html.length, staticPath: `/${name}` })
  }
  const first = measured[0]
  if (!first) throw new Error('no page to load-test answered 200')
  if ((await fetch(`${origin}${first.staticPath}`, { method: 'HEAD' })).status !== 200) {
    await holder.server.stop()
    holder.server = await startServer(env, origin)
  }

  const targets: Target[] = measured.flatMap((m) => [
    { origin, path: m.path, bytes: m.bytes },
    { origin, path: m.staticPath, bytes: m.bytes },
  ])
  const articleEntry = measured.find((m) => m.path === article)
  const split = loadTool() === 'wrk' ? cpuSplit() : null
  const nginx = articleEntry
    ? await nginxFor(root, Number(env.PORT), distDirFrom(env), split)
    : 'the article is not built'
  if (typeof nginx === 'string') console.warn(`nginx: not measured (${nginx})`)
  else if (articleEntry)
    targets.push({ origin: nginx.origin, path: articleEntry.path, bytes: articleEntry.bytes })
  // The article with a new random query string on every request: caches keyed on the whole
  // address would send each one to Next, so one client could take the server's capacity down.
  const randomIndex = targets.length
  if (articleEntry)
    targets.push({ origin, path: articleEntry.path, bytes: articleEntry.bytes, randomQuery: true })
  try {
    console.info(`Warming up ${targets.length} targets...`)
    for (const target of targets) await warm(target)
    let cacheStatus: string | null = null
    if (typeof nginx !== 'string' && articleEntry) {
      const response = await fetch(`${nginx.origin}${articleEntry.path}`, {
        headers: { 'accept-encoding': 'gzip' },
      })
      await response.arrayBuffer()
      cacheStatus = response.headers.get('x-cache-status')
    }
    console.info(`Measuring (load average ${os.loadavg()[0]?.toFixed(2)})...`)
    const loadAverage = os.loadavg()[0] ?? 0
    // The app on the same CPUs as nginx's workers, wrk on its own (cpu-split.ts).
    const pid = holder.server.process.pid
    const unpin = split && pid ? pinToServerCpus(pid, split) : () => {}
    const results = await measure(targets).finally(unpin)
    const pageResults = measured.map((m, index) => {
      const page = results[index * 2]
      const copy = results[index * 2 + 1]
      if (!page || !copy) throw new Error('measure returned too few results')
      return pageLoad(m.path, page, copy, m.path === article)
    })
    const direct = pageResults.find((p) => p.path === article)?.page
    const throughNginx = results[measured.length * 2]
    const nginxResult: NginxLoad =
      typeof nginx === 'string' || !throughNginx || !direct
        ? { measured: false, reason: typeof nginx === 'string' ? nginx : 'no result' }
        : nginxLoad(throughNginx, direct, cacheStatus)
    const randomQuery = results[randomIndex]
    const randomResult = randomQuery && direct ? randomQueryLoad(randomQuery, direct) : null
    for (const p of pageResults)
      console.info(
        `  ${p.path}: ${p.page.requestsPerSecond} req/s, static ${p.static.requestsPerSecond} req/s (${(p.ratio * 100).toFixed(1)} %)`,
      )
    return {
      date: new Date().toISOString(),
      ...machine(),
      loadAverage: Math.round(loadAverage * 100) / 100,
      load: {
        ...LOAD,
        durationSeconds: loadDurationSeconds(),
        tool: loadTool(),
        cpus: describeSplit(split),
      },
      notes,
      pages: pageResults,
      nginx: nginxResult,
      randomQuery: randomResult,
    }
  } finally {
    if (typeof nginx !== 'string') await nginx.stop()
  }
}
