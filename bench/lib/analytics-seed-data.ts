import { addDays, dayOf, dayStartMs, DAY_MS, HOUR_MS } from '@/lib/analytics/day'
import { EVENT_COLUMNS } from '@/lib/analytics/event-columns'

/*
 * A year of a B2B blog's traffic for the analytics dashboard bench, the same rows on SQLite and
 * PostgreSQL (a seeded generator, no Math.random): 10 million events over 365 São Paulo days
 * ending at the seed's "now" (about 27,000 a day, growing through the year, quieter at
 * weekends and at night), 10,000 posts read with a Zipf long tail, visitors with one to a few
 * visits a day, visits of one to six views carrying their source and UTMs, and an engagement
 * event for about half the article views. Only the rows: writing them is analytics-seed-write.ts.
 */

export const SEED_EVENTS = 10_000_000
export const SEED_DAYS = 365

export interface SeedPost {
  id: string
  slug: string
}

/** One analytics_events row, in the table's column order (COLUMNS). */
export type EventRow = [
  ts: number,
  day: string,
  kind: 'view' | 'engagement',
  visitor: string,
  visitStart: number,
  path: string,
  postId: string | null,
  referrerHost: string | null,
  source: string,
  utmSource: string | null,
  utmMedium: string | null,
  utmCampaign: string | null,
  utmTerm: string | null,
  utmContent: string | null,
  device: string,
  browser: string,
  depth: number | null,
  activeSeconds: number | null,
]

export const COLUMNS = EVENT_COLUMNS

/** mulberry32: small, fast and the same sequence on every machine. */
export function generator(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Picks from weighted choices with one uniform number. */
function weighted<T>(choices: readonly (readonly [T, number])[]): (u: number) => T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0)
  const edges = choices.map(([value], i) => ({
    value,
    edge: choices.slice(0, i + 1).reduce((sum, [, w]) => sum + w, 0) / total,
  }))
  return (u) => (edges.find((e) => u < e.edge) ?? edges[edges.length - 1]!).value
}

type Utm = [string | null, string | null, string | null, string | null, string | null]
type Origin = [host: string | null, source: string, utm: Utm]
const NO_UTM: Utm = [null, null, null, null, null]
const campaign = (source: string, medium: string, name: string): Utm => [
  source,
  medium,
  name,
  null,
  null,
]
/** The source mix of the visits (each view of a visit carries its visit's origin). */
function originOf(u: number, v: number): Origin {
  const n = Math.floor(v * 1000)
  if (u < 0.42) return ['google.com', 'Google', NO_UTM]
  if (u < 0.64) return [null, 'Direto', NO_UTM]
  if (u < 0.71) return [n % 3 ? 'linkedin.com' : 'lnkd.in', 'LinkedIn', NO_UTM]
  if (u < 0.76) return ['instagram.com', 'Instagram', NO_UTM]
  if (u < 0.8) return ['facebook.com', 'Facebook', NO_UTM]
  if (u < 0.83) return ['whatsapp.com', 'WhatsApp', NO_UTM]
  if (u < 0.86) return ['bing.com', 'Bing', NO_UTM]
  if (u < 0.9) return [null, 'E-mail', campaign('newsletter', 'email', `news-${n % 24}`)]
  if (u < 0.91) return ['t.co', 'X', NO_UTM]
  if (u < 0.95) return ['google.com', 'Google Ads', campaign('google', 'cpc', `search-${n % 30}`)]
  if (u < 0.97) return ['facebook.com', 'Meta Ads', campaign('meta', 'paid', `social-${n % 12}`)]
  if (u < 0.98) return ['chatgpt.com', 'ChatGPT', NO_UTM]
  // The long tail of referring sites: partners, aggregators, forums.
  const host = `parceiro-${n % 300}.com.br`
  return [host, host, NO_UTM]
}

const DEVICES = weighted([
  ['Celular', 60],
  ['Computador', 37],
  ['Tablet', 3],
] as const)
const BROWSERS: Record<string, (u: number) => string> = {
  Celular: weighted([
    ['Chrome', 62],
    ['Safari', 30],
    ['Samsung Internet', 6],
    ['Firefox', 2],
  ]),
  Computador: weighted([
    ['Chrome', 68],
    ['Edge', 14],
    ['Safari', 10],
    ['Firefox', 7],
    ['Opera', 1],
  ]),
  Tablet: weighted([
    ['Safari', 60],
    ['Chrome', 40],
  ]),
}
const PAGES = weighted([
  ['/', 30],
  ['/blog', 25],
  ['/ai-planner', 12],
  ['/planejamento-de-midia', 10],
  ['/planejador', 8],
  ['/blog/categoria/martech', 5],
  ['/blog/categoria/planejamento', 5],
  ['/blog/pagina/2', 3],
  ['/parceiros', 2],
] as const)
const DEPTHS = weighted([
  [0, 15],
  [25, 20],
  [50, 20],
  [75, 20],
  [100, 25],
] as const)
// Visits by São Paulo hour: office hours, an evening bump, little at night.
const HOURS = weighted(
  [1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.5, 3, 5, 7, 8, 8, 7, 7, 8, 8, 7, 6, 5, 5, 5, 4, 3, 2].map(
    (w, hour) => [hour, w] as const,
  ),
)

/** Zipf (s = 1) over the posts: the first is read most, thousands are read a few times a month. */
function zipf(count: number): (u: number) => number {
  const cdf = new Float64Array(count)
  let sum = 0
  for (let rank = 0; rank < count; rank++) cdf[rank] = sum += 1 / (rank + 1)
  for (let rank = 0; rank < count; rank++) cdf[rank] = cdf[rank]! / sum
  return (u) => {
    let low = 0
    let high = count - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cdf[middle]! < u) low = middle + 1
      else high = middle
    }
    return low
  }
}

/** Events per day, oldest first: growth over the year, quieter weekends; the last day is today. */
export function eventsPerDay(nowMs: number): { day: string; events: number }[] {
  const today = dayOf(nowMs)
  const days = Array.from({ length: SEED_DAYS }, (_, i) => addDays(today, i - SEED_DAYS + 1))
  const todayShare = (nowMs - dayStartMs(today)) / DAY_MS
  const weights = days.map((day, i) => {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
    const week = weekday === 0 ? 0.8 : weekday === 6 ? 0.75 : 1.12
    return (0.7 + (0.6 * i) / SEED_DAYS) * week * (day === today ? todayShare : 1)
  })
  const total = weights.reduce((a, b) => a + b, 0)
  const counts = weights.map((w) => Math.floor((w / total) * SEED_EVENTS))
  counts[counts.length - 1]! += SEED_EVENTS - counts.reduce((a, b) => a + b, 0)
  return days.map((day, i) => ({ day, events: counts[i]! }))
}

/** The rows of one day, sorted by time; `index` seeds the day's sequence. */
export function dayRows(
  day: string,
  index: number,
  events: number,
  posts: readonly SeedPost[],
  nowMs: number,
): EventRow[] {
  const next = generator(0x5eed + index)
  const rank = zipf(posts.length)
  const start = dayStartMs(day)
  const end = Math.min(start + DAY_MS, nowMs) - 1
  const rows: EventRow[] = []
  const visitors: { key: string; device: string; browser: string }[] = []
  const prefix = index.toString(16).padStart(4, '0')
  while (rows.length < events) {
    // A third of the visits are a second or third visit of someone already seen that day.
    const returning = visitors.length > 0 && next() < 0.3
    const visitor = returning
      ? visitors[Math.floor(next() * visitors.length)]!
      : (() => {
          const device = DEVICES(next())
          const key = `${prefix}${visitors.length.toString(16).padStart(8, '0')}${Math.floor(next() * 2 ** 52).toString(16)}`
          const made = {
            key: key.padEnd(32, 'a').slice(0, 32),
            device,
            browser: BROWSERS[device]!(next()),
          }
          visitors.push(made)
          return made
        })()
    const [host, source, utm] = originOf(next(), next())
    const hourStart = start + HOURS(next()) * HOUR_MS
    let ts = Math.min(end, Math.floor(hourStart + next() * HOUR_MS))
    if (day === dayOf(nowMs)) ts = start + Math.floor(next() * (end - start))
    let views = 1
    while (views < 6 && next() < 0.38) views++
    for (let view = 0; view < views && rows.length < events; view++) {
      const article = next() < (view === 0 ? 0.8 : 0.6)
      const post = article ? posts[rank(next())]! : null
      const path = post ? `/blog/post/${post.slug}` : PAGES(next())
      const { key, device, browser } = visitor
      rows.push([
        ts,
        day,
        'view',
        key,
        view === 0 ? 1 : 0,
        path,
        post?.id ?? null,
        host,
        source,
        ...utm,
        device,
        browser,
        null,
        null,
      ])
      const read = Math.floor(30 + next() * 240)
      if (post && rows.length < events && next() < 0.5) {
        const depth = DEPTHS(next())
        const seconds = Math.round((read * (depth + 10)) / 110)
        rows.push([
          Math.min(end, ts + seconds * 1000),
          day,
          'engagement',
          key,
          0,
          path,
          post.id,
          null,
          '',
          null,
          null,
          null,
          null,
          null,
          device,
          browser,
          depth,
          seconds,
        ])
      }
      ts = Math.min(end, ts + read * 1000)
    }
  }
  return rows.sort((a, b) => a[0] - b[0])
}
