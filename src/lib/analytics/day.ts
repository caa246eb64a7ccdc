/*
 * Analytics days are São Paulo calendar days: a Brazilian team reads "Hoje" and "Ontem" on its
 * own clock, and the daily salt turns over at its midnight.
 */
export const ANALYTICS_TIME_ZONE = 'America/Sao_Paulo'
export const HOUR_MS = 60 * 60_000
export const DAY_MS = 24 * HOUR_MS

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANALYTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The last day dayOf formatted, as [start, end) in epoch ms. */
let lastDay: { day: string; start: number; end: number } | null = null

/**
 * YYYY-MM-DD of the São Paulo day `ms` falls on. Every analytics event asks for today:
 * Intl's formatting cost more than the rest of an event's date work, so the bounds of the
 * last day found are kept and a time inside them is answered with one comparison.
 */
export function dayOf(ms: number): string {
  if (lastDay && ms >= lastDay.start && ms < lastDay.end) return lastDay.day
  const day = formatDay(ms)
  const start = dayStartMs(day)
  const end = dayStartMs(addDays(day, 1))
  if (start <= ms && ms < end) lastDay = { day, start, end }
  return day
}

function formatDay(ms: number): string {
  return dayFormat.format(ms)
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value)
  if (!match) return false
  const date = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * Epoch ms of the São Paulo midnight that starts `day`. Brazil keeps UTC-3 all year since
 * 2019; the loop still finds the right instant should an offset change again.
 */
export function dayStartMs(day: string): number {
  const noonUtc = Date.parse(`${day}T00:00:00Z`)
  for (const offsetHours of [3, 2, 4, 1, 5]) {
    const candidate = noonUtc + offsetHours * HOUR_MS
    if (formatDay(candidate) === day && formatDay(candidate - 1) !== day) return candidate
  }
  return noonUtc + 3 * HOUR_MS
}

/** The day `count` days after `day` (negative: before). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** Days from `from` to `until`, both included, in order. */
export function daysBetween(from: string, until: string): string[] {
  const days: string[] = []
  for (let day = from; day <= until; day = addDays(day, 1)) days.push(day)
  return days
}

export function hourStartMs(ms: number): number {
  return Math.floor(ms / HOUR_MS) * HOUR_MS
}
