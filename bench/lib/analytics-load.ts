import http from 'node:http'
import { treeCpuMs } from './process-cpu'

/*
 * An open-loop load at a fixed rate, for the analytics part: requests leave on a schedule
 * (rate per second), whether or not earlier ones have answered, as page views from many readers
 * do. Latency runs from each request's scheduled time, so a server that falls behind shows it
 * (a closed loop would wait and hide it). Every answer's status is counted.
 */

export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

export interface RateResult {
  targetRate: number
  seconds: number
  sent: number
  /** Answers per status code; "error" for a request that got none (reset, timeout). */
  statuses: Record<string, number>
  /** Why the "error" ones got none: ECONNRESET, timeout... */
  errorReasons: Record<string, number>
  achievedRate: number
  latencyP50Ms: number
  latencyP99Ms: number
  latencyMaxMs: number
  /**
   * true when the server fell more than BACKLOG_SECONDS of requests behind and the round
   * stopped sending: the rate was not sustained (and the round does not run for minutes).
   */
  gaveUp: boolean
  /** The server process's CPU time per request (µs), when its pid was given: what a request costs whatever the machine's load. */
  serverCpuUsPerRequest: number | null
}

const BACKLOG_SECONDS = 2

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round((sorted[index] ?? 0) * 10) / 10
}

function send(
  agent: http.Agent,
  origin: URL,
  request: LoadRequest,
  reasons: Record<string, number>,
): Promise<number | 'error'> {
  const failed = (error: unknown) => {
    const code =
      error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : 'error'
    reasons[code] = (reasons[code] ?? 0) + 1
    return 'error' as const
  }
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers: request.body
          ? { ...request.headers, 'content-length': Buffer.byteLength(request.body) }
          : request.headers,
        timeout: 10_000,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', (error) => resolve(failed(error)))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')))
    outgoing.on('error', (error) => resolve(failed(error)))
    outgoing.end(request.body)
  })
}

/** Sends `make(n)` at `rate` per second for `seconds`, on up to `connections` keep-alive sockets. */
export async function fixedRate(options: {
  origin: string
  rate: number
  seconds: number
  make: (n: number) => LoadRequest
  connections?: number
  serverPid?: number | undefined
}): Promise<RateResult> {
  const { rate, seconds, make } = options
  const origin = new URL(options.origin)
  // fifo: every socket takes its turn, so none sits idle for seconds. With Node's default
  // (lifo) the least used ones did, and one picked just as the server closed it for idleness
  // came back reset: an error of this client, counted against the server.
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections ?? 64,
    scheduling: 'fifo',
  })
  const total = Math.round(rate * seconds)
  const latencies = new Float64Array(total)
  const statuses: Record<string, number> = {}
  const errorReasons: Record<string, number> = {}
  const inFlight: Promise<void>[] = []
  const cpu = () => (options.serverPid ? treeCpuMs([options.serverPid]) : null)
  const cpuBefore = cpu()
  const started = performance.now()
  let sent = 0
  let answered = 0
  let gaveUp = false
  await new Promise<void>((resolve) => {
    const tick = () => {
      if (sent - answered > rate * BACKLOG_SECONDS) {
        gaveUp = true
        return resolve()
      }
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate))
      while (sent < due) {
        const n = sent++
        const scheduled = started + (n / rate) * 1000
        inFlight.push(
          send(agent, origin, make(n), errorReasons).then((status) => {
            latencies[n] = performance.now() - scheduled
            answered += 1
            statuses[String(status)] = (statuses[String(status)] ?? 0) + 1
          }),
        )
      }
      if (sent >= total) resolve()
      else setTimeout(tick, 2)
    }
    tick()
  })
  await Promise.all(inFlight)
  const elapsed = (performance.now() - started) / 1000
  const cpuAfter = cpu()
  agent.destroy()
  const sorted = latencies.subarray(0, sent).sort()
  return {
    targetRate: rate,
    seconds,
    sent,
    statuses,
    errorReasons,
    achievedRate: Math.round(sent / Math.max(elapsed, gaveUp ? 0 : seconds)),
    gaveUp,
    latencyP50Ms: percentile(sorted, 50),
    latencyP99Ms: percentile(sorted, 99),
    latencyMaxMs: percentile(sorted, 100),
    serverCpuUsPerRequest:
      cpuBefore !== null && cpuAfter !== null && sent > 0
        ? Math.round(((cpuAfter - cpuBefore) * 1000) / sent)
        : null,
  }
}
