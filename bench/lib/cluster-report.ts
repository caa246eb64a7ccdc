import type { RoundResult } from './load'
import type { Check } from './report-browser'

/*
 * `BENCH_ONLY=cluster`: the article through nginx to one instance and to two
 * (micro-caches off, so the instances do the work), failed requests while both are restarted one
 * after the other under load, and how long a publish takes to reach the other instance.
 */

/** A rolling restart fails no request. */
export const RESTART_FAILURES_BUDGET = 0
/** A change is visible on every instance within 1 s. */
export const INVALIDATION_BUDGET_MS = 1_000

export interface ClusterThroughput {
  instances: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  errors: number
  non2xx: number
  rounds: RoundResult[]
}

export interface ClusterMeasured {
  measured: true
  date: string
  machine: string
  node: string
  loadAverage: number
  load: { connections: number; durationSeconds: number; rounds: number }
  article: string
  one: ClusterThroughput
  two: ClusterThroughput
  restart: {
    connections: number
    requests: number
    failures: number
    /** The first few failures as seen by the client. */
    failureSamples: string[]
    /** Seconds from SIGTERM to each instance's exit. */
    stopSeconds: number[]
    durationSeconds: number
  }
  invalidation: {
    trials: number
    pollMs: number
    latenciesMs: number[]
    medianMs: number
    maxMs: number
  }
}

export type ClusterResults = ClusterMeasured | { measured: false; date: string; reason: string }

export function clusterChecks(results: ClusterResults): Check[] {
  if (!results.measured) return []
  const { restart, invalidation } = results
  return [
    {
      page: 'cluster',
      figure: 'failed requests during a rolling restart',
      value: `${restart.failures} of ${restart.requests + restart.failures}`,
      budget: String(RESTART_FAILURES_BUDGET),
      pass: restart.failures <= RESTART_FAILURES_BUDGET,
    },
    {
      page: 'cluster',
      figure: 'publish → other instance (max)',
      value: `${invalidation.maxMs} ms`,
      budget: `< ${INVALIDATION_BUDGET_MS} ms`,
      pass: invalidation.latenciesMs.length > 0 && invalidation.maxMs < INVALIDATION_BUDGET_MS,
    },
  ]
}

const row = (t: ClusterThroughput, base: ClusterThroughput) =>
  `| ${t.instances} | ${t.requestsPerSecond} | ${(t.requestsPerSecond / Math.max(1, base.requestsPerSecond)).toFixed(2)}× | ${t.latencyP50Ms} | ${t.latencyP99Ms} | ${t.errors + t.non2xx} |`

export function clusterSection(results: ClusterResults): string[] {
  const title = '## Several instances behind nginx (`BENCH_ONLY=cluster`, issue 21)'
  if (!results.measured)
    return [title, '', `Not measured (${results.date.slice(0, 10)}): ${results.reason}.`, '']
  const { one, two, restart, invalidation, load } = results
  return [
    title,
    '',
    `Measured ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${results.machine}, Node ${results.node},` +
      ` load average ${results.loadAverage} before. PostgreSQL, src/next-adapter/serve.mjs instances with` +
      ' `MICRO_CACHE_TTL_SECONDS=0` behind the loopback copy of deploy/nginx/midiaplan.conf with its' +
      ` micro-cache off, so every request is served by an instance. \`${results.article}\`,` +
      ` ${load.connections} connections, ${load.durationSeconds} s × ${load.rounds} alternating rounds` +
      ' (medians), `accept-encoding: gzip`.',
    '',
    '| Instances | req/s | vs one | p50 ms | p99 ms | errors |',
    '| --------: | ----: | -----: | -----: | -----: | -----: |',
    row(one, one),
    row(two, one),
    '',
    'Two instances on this machine do not double the throughput: it has 2 CPU cores, and the load' +
      ' generator, nginx and PostgreSQL run on them too. One instance already keeps about one core' +
      ' busy (Node runs JavaScript on one thread); the second can only take what the others leave' +
      ' of the second core. On separate machines each instance brings its own cores.',
    '',
    `Rolling restart under load (${restart.connections} connections through nginx, ${restart.durationSeconds} s):` +
      ' each instance in turn gets SIGTERM, is started again, answers `/api/health`, and the next waits' +
      ` nginx's \`fail_timeout\` out: **${restart.failures} failed** of ${restart.requests + restart.failures} requests` +
      ` (budget ${RESTART_FAILURES_BUDGET}); SIGTERM → exit ${restart.stopSeconds.map((s) => `${s} s`).join(', ')}.` +
      (restart.failureSamples.length
        ? ` First failures: ${restart.failureSamples.join('; ')}.`
        : ''),
    '',
    `Publish → served by the other instance (${invalidation.trials} trials, polled every` +
      ` ${invalidation.pollMs} ms): median **${invalidation.medianMs} ms**, max ${invalidation.maxMs} ms` +
      ` (budget < ${INVALIDATION_BUDGET_MS} ms). The writer retitles the article and invalidates it as a` +
      ' publish does (tag expirations in PostgreSQL, announced by NOTIFY); the other instance had the old' +
      ' page cached.',
    '',
  ]
}
