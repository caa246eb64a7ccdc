import { fixedRate, type LoadRequest, type RateResult } from './analytics-load'
import { loadDurationSeconds } from './load'
import { median } from './stats'

/*
 * The analytics part's load figures on a running production server: POST /api/events as the
 * inline script sends them (text/plain JSON, same-origin Origin, a browser's User-Agent) from
 * 30,000 client addresses in X-Forwarded-For (the server trusts one proxy hop, as behind nginx,
 * so the per-client limit of 120 events a minute and the visitor keys work as with real
 * readers), beside GET /api/health at the same rate in alternating rounds. The article under
 * this load is measured in analytics-article.ts.
 */

export const INGEST_RATE = 2_000
export const BACKGROUND_RATE = 500
export const INGEST_ROUNDS = 3
/** Seconds of events at INGEST_RATE before the measured rounds (not counted in them). */
export const WARM_UP_SECONDS = 5
const READERS = 30_000
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
]
const REFERRERS = [
  ['https://www.google.com/', ''],
  ['https://www.google.com/', '?utm_source=x'],
  ['', ''],
  ['https://www.linkedin.com/', '?utm_source=linkedin&utm_medium=social&utm_campaign=lancamento'],
  ['https://l.instagram.com/', ''],
  ['https://www.bing.com/', ''],
  ['', '?utm_source=newsletter&utm_medium=email&utm_campaign=news-11'],
  ['https://www.google.com/', '?gclid=Cj0KCQiA'],
] as const

/** Event `n`: reader n mod 30,000 (its address and browser); one in five an article's engagement. */
export function eventRequest(siteUrl: string, slugs: readonly string[]) {
  return (n: number): LoadRequest => {
    const reader = n % READERS
    // A few posts read a lot, most a little (n² spreads the picks toward the first ones).
    const pick = ((n * 2654435761) >>> 0) / 4294967296
    const path = `/blog/post/${slugs[Math.floor(pick * pick * slugs.length)] ?? slugs[0]}`
    const [referrer, query] = REFERRERS[n % REFERRERS.length]!
    const body =
      n % 5 === 4
        ? { t: 'e', p: path, d: ((n >> 3) % 5) * 25, a: 20 + (n % 200) }
        : { t: 'v', p: path, r: referrer, q: query }
    return {
      method: 'POST',
      path: '/api/events',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: siteUrl,
        'user-agent': USER_AGENTS[reader % USER_AGENTS.length]!,
        'x-forwarded-for': `10.${(reader >> 16) & 255}.${(reader >> 8) & 255}.${reader & 255}`,
        'accept-language': 'pt-BR,pt;q=0.9',
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify(body),
    }
  }
}

export function healthRequest(n: number): LoadRequest {
  const reader = n % READERS
  return {
    method: 'GET',
    path: '/api/health',
    headers: {
      'user-agent': USER_AGENTS[reader % USER_AGENTS.length]!,
      'x-forwarded-for': `10.${(reader >> 16) & 255}.${(reader >> 8) & 255}.${reader & 255}`,
    },
  }
}

export interface RateSummary {
  achievedRate: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** The server's CPU time per request, µs (median of the rounds). */
  serverCpuUs: number | null
  /** Answers that were not the expected status (202 for events, 200 for the reference). */
  errors: number
  rounds: RateResult[]
}

export function summarize(rounds: RateResult[], expected: number): RateSummary {
  return {
    achievedRate: median(rounds.map((r) => r.achievedRate)),
    latencyP50Ms: median(rounds.map((r) => r.latencyP50Ms)),
    latencyP99Ms: median(rounds.map((r) => r.latencyP99Ms)),
    serverCpuUs: rounds.every((r) => r.serverCpuUsPerRequest !== null)
      ? median(rounds.map((r) => r.serverCpuUsPerRequest ?? 0))
      : null,
    errors: rounds.reduce((sum, r) => sum + r.sent - (r.statuses[String(expected)] ?? 0), 0),
    rounds,
  }
}

/** Events answered 202 in these loads: each one must end up a stored row. */
export const accepted = (results: RateResult[]) =>
  results.reduce((sum, r) => sum + (r.statuses['202'] ?? 0), 0)

/** Events the client gave up on (10 s timeout): the server may still have taken them. */
export const unanswered = (results: RateResult[]) =>
  results.reduce((sum, r) => sum + (r.statuses.error ?? 0), 0)

export async function measureIngestion(
  origin: string,
  siteUrl: string,
  slugs: readonly string[],
  serverPid: number | undefined,
) {
  const seconds = loadDurationSeconds()
  const events = eventRequest(siteUrl, slugs)
  // Warm, as the page figures are measured warm: a freshly started server compiles the event
  // path's code and fills its caches (posts by slug, visitors) in its first seconds at this rate.
  const warmUp = [
    await fixedRate({
      origin,
      rate: INGEST_RATE,
      seconds: WARM_UP_SECONDS,
      make: (n) => events(n + 5_000_000),
    }),
    await fixedRate({ origin, rate: 500, seconds: 2, make: healthRequest }),
  ]
  const eventRounds: RateResult[] = []
  const referenceRounds: RateResult[] = []
  for (let round = 0; round < INGEST_ROUNDS; round++) {
    const offset = round * INGEST_RATE * seconds
    eventRounds.push(
      await fixedRate({
        origin,
        rate: INGEST_RATE,
        seconds,
        make: (n) => events(n + offset),
        serverPid,
      }),
    )
    referenceRounds.push(
      await fixedRate({ origin, rate: INGEST_RATE, seconds, make: healthRequest, serverPid }),
    )
    const [e, h] = [eventRounds.at(-1)!, referenceRounds.at(-1)!]
    console.info(
      `  round ${round + 1}: events ${e.achievedRate}/s p99 ${e.latencyP99Ms} ms ${e.serverCpuUsPerRequest} µs CPU ${JSON.stringify({ ...e.statuses, ...e.errorReasons })};` +
        ` /api/health ${h.achievedRate}/s p99 ${h.latencyP99Ms} ms ${h.serverCpuUsPerRequest} µs CPU`,
    )
  }
  // Below the budget: the highest rate this server does sustain, for the report.
  const steps: RateResult[] = []
  if (eventRounds.some((r) => r.gaveUp || r.latencyP99Ms >= 50))
    for (const [index, rate] of [1_000, 500, 250, 125].entries()) {
      const offset = 20_000_000 + index * 10_000
      const step = await fixedRate({
        origin,
        rate,
        seconds: 5,
        make: (n) => events(n + offset),
        serverPid,
      })
      steps.push(step)
      console.info(`  ${rate} events/s: ${step.achievedRate}/s p99 ${step.latencyP99Ms} ms`)
      if (!step.gaveUp && step.latencyP99Ms < 50) break
    }
  return {
    seconds,
    steps,
    events: summarize(eventRounds, 202),
    reference: summarize(referenceRounds, 200),
    accepted: accepted([warmUp[0]!, ...eventRounds, ...steps]),
    unanswered: unanswered([warmUp[0]!, ...eventRounds, ...steps]),
  }
}
