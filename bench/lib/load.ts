import autocannon from 'autocannon'
import { median } from './stats'
import { findWrk, wrkRound } from './wrk'

export const LOAD = { connections: 50, durationSeconds: 15, rounds: 3 } as const

/**
 * BENCH_LOAD_SECONDS shortens each round while developing the bench; the report shows the
 * duration used, and the budgets are judged on 15 s rounds.
 */
export function loadDurationSeconds(): number {
  const raw = Number(process.env.BENCH_LOAD_SECONDS)
  return Number.isFinite(raw) && raw > 0 ? raw : LOAD.durationSeconds
}

export interface RoundResult {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  errors: number
  non2xx: number
}

export interface TargetResult extends RoundResult {
  path: string
  bytes: number
  contentEncoding: string | null
  rounds: RoundResult[]
}

const HEADERS = { 'accept-encoding': 'gzip' }

/** A target's requests: its one path, or (randomQuery) a new `?x=` on every request. */
export interface Target {
  origin: string
  path: string
  bytes: number
  /** A client adding a random query string to skip the caches. */
  randomQuery?: boolean
}

let sequence = 0
function requestsOf(target: Target) {
  if (!target.randomQuery) return {}
  const salt = Math.random().toString(36).slice(2)
  return {
    requests: [
      {
        // autocannon sends what this returns: the request as given, with a new path.
        setupRequest: <R extends { path: string }>(request: R): R => ({
          ...request,
          path: `${target.path}?x=${salt}${(sequence += 1)}`,
        }),
      },
    ],
  }
}

/** A few hundred requests first, so JIT, caches and lazily loaded modules are warm. */
export async function warm(target: Target): Promise<void> {
  await autocannon({
    url: `${target.origin}${target.path}`,
    connections: 10,
    amount: 300,
    headers: HEADERS,
    ...requestsOf(target),
  })
}

/** What generates the load: wrk when installed (see wrk.ts for why), else autocannon. */
export function loadTool(): 'wrk' | 'autocannon' {
  return findWrk() ? 'wrk' : 'autocannon'
}

async function round(target: Target): Promise<RoundResult> {
  if (loadTool() === 'wrk')
    return wrkRound({
      url: `${target.origin}${target.path}`,
      connections: LOAD.connections,
      seconds: loadDurationSeconds(),
      headers: HEADERS,
      ...(target.randomQuery ? { randomQuery: true } : {}),
    })
  const result = await autocannon({
    url: `${target.origin}${target.path}`,
    connections: LOAD.connections,
    duration: loadDurationSeconds(),
    headers: HEADERS,
    ...requestsOf(target),
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

export function aggregate(
  path: string,
  bytes: number,
  contentEncoding: string | null,
  rounds: RoundResult[],
): TargetResult {
  // Medians per figure: one noisy round on a shared 2-core machine does not decide the result.
  return {
    path,
    bytes,
    contentEncoding,
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    latencyP50Ms: median(rounds.map((r) => r.latencyP50Ms)),
    latencyP99Ms: median(rounds.map((r) => r.latencyP99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    rounds,
  }
}

/**
 * Measures the targets in alternating rounds (A, B, A, B...), so a change in the machine's
 * load during the run weighs on both alike instead of on whichever ran last.
 */
export async function measure(targets: readonly Target[]): Promise<TargetResult[]> {
  const encodings: (string | null)[] = []
  for (const target of targets) {
    const response = await fetch(`${target.origin}${target.path}`, { headers: HEADERS })
    await response.arrayBuffer()
    encodings.push(response.headers.get('content-encoding'))
  }
  const rounds: RoundResult[][] = targets.map(() => [])
  for (let n = 1; n <= LOAD.rounds; n++)
    for (const [index, target] of targets.entries()) {
      const result = await round(target)
      const label = `${target.origin}${target.path}${target.randomQuery ? '?x=<random>' : ''}`
      console.info(`  ${label} round ${n}: ${result.requestsPerSecond} req/s`)
      rounds[index]?.push(result)
    }
  return targets.map((target, index) =>
    aggregate(
      target.randomQuery ? `${target.path}?x=<random>` : target.path,
      target.bytes,
      encodings[index] ?? null,
      rounds[index] ?? [],
    ),
  )
}
