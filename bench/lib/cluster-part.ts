import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { ClusterResults, ClusterThroughput } from './cluster-report'
import { LOAD, loadDurationSeconds, measure, warm, type TargetResult } from './load'
import { ensureNginx, startLoopbackNginx, type LoopbackNginx } from './nginx'
import { ARTICLE } from './parts'
import { machine } from './report'
import { HOST, pickPort, runScript, startServer, type RunningServer } from './server'
import { startLoad } from './steady-load'
import { median } from './stats'
import { distDirFrom } from '@/next-adapter/dist-dir'
import { adminQuery } from './pg-admin'

/*
 * The cluster part (cluster-report.ts says what it measures). PostgreSQL: BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or DATABASE_URL names a server where a throwaway database is created; with
 * none, a throwaway cluster is started with .ci/postgres.sh on its own port and folder.
 */

const RESTART_CONNECTIONS = 10
// nginx's fail_timeout (deploy/nginx/midiaplan.conf): a restarted instance is skipped that long
// after its refusals, so the next one is stopped only then (the runbook's procedure).
const FAIL_TIMEOUT_MS = 10_000

/** A PostgreSQL server to create the database on, and how to stop it if this part started it. */
async function postgresServer(): Promise<{ url: string; stop: () => void } | string> {
  const given =
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  if (given) return { url: given, stop: () => {} }
  // Never the default folder and port: the test suite's cluster may be running there.
  const env = {
    ...process.env,
    PG_TEST_PORT: String(await pickPort([])),
    PG_TEST_DIR: mkdtempSync(path.join(os.tmpdir(), 'midiaplan-bench-pg-')),
  }
  const started = spawnSync('.ci/postgres.sh', ['start'], { env, encoding: 'utf8' })
  if (started.status !== 0)
    return `no BENCH_DATABASE_URL or TEST_DATABASE_URL, and .ci/postgres.sh start failed: ${started.stderr.trim()}`
  return {
    url: started.stdout.trim(),
    stop: () => void spawnSync('.ci/postgres.sh', ['stop'], { env }),
  }
}

function throughput(instances: number, result: TargetResult): ClusterThroughput {
  const { requestsPerSecond, latencyP50Ms, latencyP99Ms, errors, non2xx, rounds } = result
  return { instances, requestsPerSecond, latencyP50Ms, latencyP99Ms, errors, non2xx, rounds }
}

/** bench/cluster-invalidation.ts, whose last stdout line is its JSON result. */
function invalidationTrials(
  env: NodeJS.ProcessEnv,
): Promise<{ latenciesMs: number[]; pollMs: number }> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [tsx, '--conditions=react-server', 'bench/cluster-invalidation.ts'],
      { env, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.on('exit', (code) => {
      const last = output.trim().split('\n').pop() ?? ''
      if (code !== 0) return reject(new Error(`bench/cluster-invalidation.ts exited ${code}`))
      resolve(JSON.parse(last) as { latenciesMs: number[]; pollMs: number })
    })
  })
}

async function rollingRestart(
  origin: string,
  servers: RunningServer[],
  start: (index: number) => Promise<RunningServer>,
) {
  const started = performance.now()
  const load = startLoad(origin, [ARTICLE, '/', '/blog'], RESTART_CONNECTIONS)
  const stopSeconds: number[] = []
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    for (const index of servers.keys()) {
      const signalled = performance.now()
      await servers[index]?.stop()
      stopSeconds.push(Math.round((performance.now() - signalled) / 10) / 100)
      servers[index] = await start(index)
      console.info(
        `  instance ${index + 1} restarted (${load.ok} requests, ${load.failures.length} failed)`,
      )
      await new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_MS))
    }
  } finally {
    await load.stop()
  }
  return {
    connections: RESTART_CONNECTIONS,
    requests: load.ok,
    failures: load.failures.length,
    failureSamples: load.failures.slice(0, 5),
    stopSeconds,
    durationSeconds: Math.round((performance.now() - started) / 1000),
  }
}

export async function runClusterPart(site: {
  root: string
  env: NodeJS.ProcessEnv
}): Promise<ClusterResults> {
  const date = new Date().toISOString()
  const lookup = ensureNginx()
  if (lookup.bin === null) return { measured: false, date, reason: lookup.reason }
  const server = await postgresServer()
  if (typeof server === 'string') return { measured: false, date, reason: server }
  const name = `midiaplan_bench_cluster_${randomBytes(6).toString('hex')}`
  const url = new URL(server.url)
  url.pathname = `/${name}`
  const env = {
    ...site.env,
    DATABASE_URL: url.toString(),
    MICRO_CACHE_TTL_SECONDS: '0',
    TRUSTED_PROXY_HOPS: '1',
  }
  const servers: RunningServer[] = []
  const nginxes: LoopbackNginx[] = []
  try {
    await adminQuery(server.url, `create database ${name}`)
    console.info(`Cluster: seeding ${name} on PostgreSQL...`)
    await runScript('scripts/db-seed.ts', env)
    const ports = [await pickPort([]), await pickPort([])]
    const start = (index: number) => {
      const port = String(ports[index])
      return startServer({ ...env, PORT: port }, `http://${HOST}:${port}`)
    }
    servers.push(...(await Promise.all(ports.map((_, index) => start(index)))))
    const nginxFor = async (appPort: number[]) => {
      const nginx = await startLoopbackNginx(lookup.bin, {
        listenPort: await pickPort([]),
        appPort,
        appDir: site.root,
        distDir: distDirFrom(env),
        microCache: false,
      })
      nginxes.push(nginx)
      return nginx
    }
    const [one, two] = [await nginxFor(ports.slice(0, 1)), await nginxFor(ports)]
    const targets = [one, two].map((nginx) => ({ origin: nginx.origin, path: ARTICLE, bytes: 0 }))
    for (const target of targets) await warm(target)
    const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100
    console.info(
      `Cluster: the article through nginx to one instance, then two (load average ${loadAverage})...`,
    )
    const [oneResult, twoResult] = await measure(targets)
    if (!oneResult || !twoResult) throw new Error('measure returned too few results')
    console.info('Cluster: rolling restart under load...')
    const restart = await rollingRestart(two.origin, servers, start)
    console.info('Cluster: publish → other instance...')
    const trials = await invalidationTrials({
      ...env,
      CLUSTER_READER: `http://${HOST}:${ports[1]}`,
    })
    return {
      measured: true,
      date,
      ...machine(),
      loadAverage,
      load: { ...LOAD, durationSeconds: loadDurationSeconds() },
      article: ARTICLE,
      one: throughput(1, oneResult),
      two: throughput(2, twoResult),
      restart,
      invalidation: {
        trials: trials.latenciesMs.length,
        pollMs: trials.pollMs,
        latenciesMs: trials.latenciesMs,
        medianMs: median(trials.latenciesMs),
        maxMs: Math.max(...trials.latenciesMs),
      },
    }
  } finally {
    for (const nginx of nginxes) await nginx.stop()
    await Promise.all(servers.map((running) => running.stop()))
    await adminQuery(server.url, `drop database if exists ${name} with (force)`).catch((error) =>
      console.warn(`could not drop ${name}: ${error instanceof Error ? error.message : error}`),
    )
    server.stop()
  }
}
