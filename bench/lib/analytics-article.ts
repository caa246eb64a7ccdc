import { spawn, spawnSync } from 'node:child_process'
import { fixedRate, type RateResult } from './analytics-load'
import { accepted, BACKGROUND_RATE, eventRequest, summarize, unanswered } from './analytics-ingest'
import { cpuSplit, describeSplit, onLoadCpu, pinToServerCpus } from './cpu-split'
import { loadDurationSeconds, warm } from './load'
import { treeCpuMs } from './process-cpu'
import { median, medianPairedRatio } from './stats'
import { findWrk, parseWrkOutput, type WrkRound } from './wrk'

/*
 * The article's req/s alone and while BACKGROUND_RATE events/s arrive, in alternating wrk
 * rounds: the server pinned to its CPUs, wrk and this process's event load to the load CPU.
 * The figure judged is the median of each pair's ratio (medianPairedRatio); the ratio of the
 * two medians is reported beside it.
 */

/** More pairs than the ingestion's rounds: one noisy minute moves a median of 3 too far. */
export const ARTICLE_ROUNDS = 5

/**
 * One wrk round on the article, as wrk.ts runs it; wrk pads a latency like "1.60s " with a
 * space, which wrk.ts's parser does not expect, so line ends are trimmed first.
 */
function articleRound(url: string, seconds: number): Promise<WrkRound> {
  const args = ['-t1', '-c50', `-d${seconds}s`, '--latency', '-H', 'accept-encoding: gzip', url]
  const [bin, pinned] = onLoadCpu(findWrk() ?? 'wrk', args)
  return new Promise((resolve, reject) => {
    const child = spawn(bin, pinned, { stdio: ['ignore', 'pipe', 'inherit'] })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}:\n${text}`))
      try {
        resolve(parseWrkOutput(text.replace(/[ \t]+$/gm, '')))
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}

/** Moves this process (the background load) to the load generator's CPU; returns the undo. */
function pinSelf(cpu: number, all: readonly number[]): () => void {
  const set = (cpus: string) =>
    spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' })
  set(String(cpu))
  return () => void set(all.join(','))
}

export async function measureArticleUnderLoad(options: {
  origin: string
  siteUrl: string
  article: string
  slugs: readonly string[]
  serverPid: number | undefined
}) {
  const { origin, siteUrl, article, slugs, serverPid } = options
  const seconds = loadDurationSeconds()
  const url = `${origin}${article}`
  const probe = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
  await probe.arrayBuffer()
  await warm({ origin, path: article, bytes: 0 })
  const again = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
  await again.arrayBuffer()
  const cacheStatus = again.headers.get('x-micro-cache')
  const split = cpuSplit()
  const unpinServer = split && serverPid ? pinToServerCpus(serverPid, split) : () => {}
  const unpinSelf = split ? pinSelf(split.loadCpu, split.cpus) : () => {}
  const events = eventRequest(siteUrl, slugs)
  const cpu = () => (serverPid ? treeCpuMs([serverPid]) : null)
  const cpuPerRequest: number[] = []
  const alone: WrkRound[] = []
  const withEvents: WrkRound[] = []
  const background: RateResult[] = []
  const wrk = () => articleRound(url, seconds)
  try {
    for (let round = 0; round < ARTICLE_ROUNDS; round++) {
      const before = cpu()
      const page = await wrk()
      const after = cpu()
      alone.push(page)
      if (before !== null && after !== null && page.requestsPerSecond > 0)
        cpuPerRequest.push(((after - before) * 1000) / (page.requestsPerSecond * seconds))
      const offset = 10_000_000 + round * BACKGROUND_RATE * seconds
      const [busy, load] = await Promise.all([
        wrk(),
        fixedRate({ origin, rate: BACKGROUND_RATE, seconds, make: (n) => events(n + offset) }),
      ])
      withEvents.push(busy)
      background.push(load)
      console.info(
        `  round ${round + 1}: article alone ${alone.at(-1)?.requestsPerSecond} req/s, with` +
          ` ${load.achievedRate} events/s ${busy.requestsPerSecond} req/s`,
      )
    }
  } finally {
    unpinSelf()
    unpinServer()
  }
  const aloneRate = median(alone.map((r) => r.requestsPerSecond))
  const withRate = median(withEvents.map((r) => r.requestsPerSecond))
  return {
    seconds,
    cacheStatus,
    cpus: describeSplit(split),
    alone: {
      requestsPerSecond: aloneRate,
      rounds: alone,
      serverCpuUs: cpuPerRequest.length ? Math.round(median(cpuPerRequest)) : null,
    },
    withEvents: { requestsPerSecond: withRate, rounds: withEvents },
    background: summarize(background, 202),
    ratio: medianPairedRatio(
      alone.map((r) => r.requestsPerSecond),
      withEvents.map((r) => r.requestsPerSecond),
    ),
    ratioOfMedians: aloneRate ? withRate / aloneRate : 0,
    accepted: accepted(background),
    unanswered: unanswered(background),
  }
}
