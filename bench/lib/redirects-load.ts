import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { buildIfNeeded } from '../../scripts/lib/build-cache'
import { cpuSplit, describeSplit, pinToServerCpus } from './cpu-split'
import { loadDurationSeconds, warm } from './load'
import { treeRssKib } from './memory'
import { treeCpuMs } from './process-cpu'
import { ARTICLE } from './parts'
import { benchEnv, HOST, pickPort, reservePort, runScript, startServer } from './server'
import { median, medianPairedRatio } from './stats'
import { wrkRound, type WrkRound } from './wrk'

/*
 * The redirect manager under load: two production servers on the same build, one whose
 * database holds 100,000 exact rules and 500 prefix rules (the size of a large WordPress
 * move), one with none, started afresh for each of the five pairs. wrk alternates between them
 * on the article (a micro-cache hit that matches no rule: every request still goes through the
 * rule lookup first), then measures an old address answered with a 301 from the table, beside
 * the article on the same server.
 */

export const EXACT_RULES = 100_000
export const PREFIX_RULES = 500
/** Five pairs, judged by the median of each pair's ratio (stats.ts medianPairedRatio). */
export const ROUNDS = 5
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

/** An old WordPress-style address; rule n points at the article. */
export const oldAddress = (n: number) =>
  `/${2015 + (n % 10)}/${String((n % 12) + 1).padStart(2, '0')}/post-antigo-${n}`

function insertRules(file: string): void {
  const db = new SQLite(file)
  try {
    const insert = db.prepare(
      `insert into redirects (id, source_path, match, target, status, origin)
       values (?, ?, ?, ?, 301, 'import')`,
    )
    db.transaction(() => {
      for (let n = 0; n < EXACT_RULES; n++)
        insert.run(randomUUID(), oldAddress(n), 'exact', ARTICLE)
      for (let n = 0; n < PREFIX_RULES; n++)
        insert.run(randomUUID(), `/arquivo-antigo-${n}`, 'prefix', '/blog')
    })()
  } finally {
    db.close()
  }
}

export interface RedirectLoadResults {
  seconds: number
  cpus: string
  rules: { exact: number; prefix: number }
  article: {
    withoutRules: WrkRound[]
    withRules: WrkRound[]
    /** Median of the rounds' ratios: each pair ran back to back. */
    ratio: number
    /** Absent in results recorded before the pairing. */
    ratioOfMedians?: number
    /**
     * The server's CPU (its process tree, /proc) per article served, µs, round by round: what a
     * request costs, which a slow minute on the shared machine does not move as it moves req/s.
     */
    cpuUsPerRequest?: { withoutRules: (number | null)[]; withRules: (number | null)[] }
  }
  redirect: { address: string; location: string | null; status: number; rounds: WrkRound[] }
  /** The article on the rules server in the same rounds as the redirect: the reference. */
  articleBeside: WrkRound[]
  rssKib: { withoutRules: number | null; withRules: number | null }
}

const round = (url: string, seconds: number) =>
  wrkRound({ url, connections: 50, seconds, headers: { 'accept-encoding': 'gzip' } })

export async function measureRedirectLoad(): Promise<RedirectLoadResults> {
  const seconds = loadDurationSeconds()
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'midiaplan-redirects-bench-')))
  const [plainPort, rulesPort] = [await pickPort(), await pickPort([])]
  // One build for both: the site URL is part of it, so both servers name the first one.
  const siteUrl = `http://localhost:${plainPort}`
  const envs = dirs.map((dataDir, i) => ({
    ...benchEnv({ port: i === 0 ? plainPort : rulesPort, dataDir }),
    SITE_URL: siteUrl,
  }))
  let servers: Awaited<ReturnType<typeof startServer>>[] = []
  const split = cpuSplit()
  let unpin: (() => void)[] = []
  const stopServers = async () => {
    for (const undo of unpin) undo()
    for (const server of servers) await server.stop()
    servers = []
    unpin = []
  }
  try {
    const release = await reservePort(plainPort)
    try {
      for (const env of envs) await runScript('scripts/db-seed.ts', env)
      await buildIfNeeded(nextBin, envs[0]!, siteUrl)
    } finally {
      await release()
    }
    insertRules(path.join(dirs[1]!, 'app.db'))
    const origins = [plainPort, rulesPort].map((port) => `http://${HOST}:${port}`)
    // A server process keeps its own speed for its life (where its heap and code landed): in
    // one run the rules server beat the other in all five pairs, in the next it lost all five.
    // So each pair gets two fresh servers, and the order within the pair alternates.
    const startServers = async () => {
      for (const [i, env] of envs.entries()) servers.push(await startServer(env, origins[i]!))
      for (const [i, origin] of origins.entries()) {
        await warm({ origin, path: ARTICLE, bytes: 0 })
        const pid = servers[i]?.process.pid
        if (split && pid) unpin.push(pinToServerCpus(pid, split))
      }
    }
    await startServers()
    const address = oldAddress(77_777)
    const probe = await fetch(`${origins[1]}${address}?utm_source=bench`, { redirect: 'manual' })
    const location = probe.headers.get('location')
    if (probe.status !== 301 || !location?.endsWith(`${ARTICLE}?utm_source=bench`))
      throw new Error(`the old address answered ${probe.status} ${location}: rules not loaded`)
    const withoutRules: WrkRound[] = []
    const withRules: WrkRound[] = []
    const redirects: WrkRound[] = []
    const beside: WrkRound[] = []
    const cpu = { withoutRules: [] as (number | null)[], withRules: [] as (number | null)[] }
    let rss: (number | null)[] = []
    const measured = async (i: 0 | 1) => {
      const pid = servers[i]?.process.pid
      const before = pid ? treeCpuMs([pid]) : null
      const result = await round(`${origins[i]}${ARTICLE}`, seconds)
      const after = pid ? treeCpuMs([pid]) : null
      const served = result.requestsPerSecond * seconds
      cpu[i === 0 ? 'withoutRules' : 'withRules'].push(
        before === null || after === null || served === 0
          ? null
          : ((after - before) * 1000) / served,
      )
      return result
    }
    for (let r = 0; r < ROUNDS; r++) {
      if (r > 0) await startServers()
      const without = () => measured(0)
      const withThem = () => measured(1)
      if (r % 2 === 0) {
        withoutRules.push(await without())
        withRules.push(await withThem())
      } else {
        withRules.push(await withThem())
        withoutRules.push(await without())
      }
      redirects.push(await round(`${origins[1]}${address}`, seconds))
      beside.push(await round(`${origins[1]}${ARTICLE}`, seconds))
      console.info(
        `  round ${r + 1}: article ${withoutRules.at(-1)?.requestsPerSecond} req/s without rules,` +
          ` ${withRules.at(-1)?.requestsPerSecond} with; 301 ${redirects.at(-1)?.requestsPerSecond} req/s`,
      )
      rss = servers.map((s) => (s.process.pid ? treeRssKib(s.process.pid) : null))
      await stopServers()
    }
    const rate = (rounds: WrkRound[]) => median(rounds.map((x) => x.requestsPerSecond))
    return {
      seconds,
      cpus: describeSplit(split),
      rules: { exact: EXACT_RULES, prefix: PREFIX_RULES },
      article: {
        withoutRules,
        withRules,
        ratio: medianPairedRatio(
          withoutRules.map((x) => x.requestsPerSecond),
          withRules.map((x) => x.requestsPerSecond),
        ),
        ratioOfMedians: rate(withRules) / rate(withoutRules),
        cpuUsPerRequest: cpu,
      },
      redirect: { address, location, status: probe.status, rounds: redirects },
      articleBeside: beside,
      rssKib: { withoutRules: rss[0] ?? null, withRules: rss[1] ?? null },
    }
  } finally {
    await stopServers()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}
