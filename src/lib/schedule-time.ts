import { APP_TIME_ZONE } from './dates'

/*
 * Scheduled times are typed and shown in São Paulo's wall clock and stored in UTC. Brazil has no
 * daylight saving today, but the offset comes from the time zone database (Intl) for the very
 * instant, never a fixed -03:00: a rule change would otherwise move every schedule by an hour.
 */

interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** What a datetime-local input gives ("2026-11-25T14:30"), seconds allowed. */
const INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/
/** What a person types in Brazil ("25/11/2026 14:30"). */
const BR_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}),?\s+(\d{2}):(\d{2})$/

const formats = new Map<string, Intl.DateTimeFormat>()

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(timeZone, format)
  }
  return format
}

function wallParts(instant: number, timeZone: string): WallTime & { second: number } {
  const values: Record<string, number> = {}
  for (const part of wallFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    // Some engines print midnight as 24 even with h23.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  }
}

/** How far the zone's wall clock is from UTC at an instant, in ms (São Paulo today: -3 h). */
export function zoneOffsetMs(instant: number, timeZone: string = APP_TIME_ZONE): number {
  const wall = wallParts(instant, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

function parseWallTime(text: string): WallTime | null {
  const value = text.trim()
  const iso = INPUT_PATTERN.exec(value)
  const br = iso ? null : BR_PATTERN.exec(value)
  const fields = iso ? iso.slice(1, 6) : br ? [br[3], br[2], br[1], br[4], br[5]] : null
  if (!fields) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = fields.map(Number)
  const wall = { year, month, day, hour, minute }
  if (wall.hour > 23 || wall.minute > 59 || wall.year < 2000) return null
  // A real calendar day: 31/02 comes back from Date.UTC as another date.
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day))
  if (check.getUTCMonth() !== wall.month - 1 || check.getUTCDate() !== wall.day) return null
  return wall
}

/**
 * A São Paulo date and time as typed ("2026-11-25T14:30" or "25/11/2026 14:30") as the UTC
 * instant it names, or null when it is not a real date and time. A wall time skipped by a
 * daylight-saving jump counts as the same time after the jump, as clocks were moved forward.
 */
export function saoPauloToUtc(text: string, timeZone: string = APP_TIME_ZONE): Date | null {
  const wall = parseWallTime(text)
  if (!wall) return null
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  const first = zoneOffsetMs(naive, timeZone)
  const second = zoneOffsetMs(naive - first, timeZone)
  if (first === second) return new Date(naive - first)
  const candidate = naive - second
  if (zoneOffsetMs(candidate, timeZone) === second) return new Date(candidate)
  // In the gap of a jump forward: the offset from before the jump lands just after it.
  return new Date(naive - Math.min(first, second))
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The value a datetime-local input shows for an instant, in São Paulo ("2026-11-25T14:30"). */
export function utcToSaoPauloInput(date: Date, timeZone: string = APP_TIME_ZONE): string {
  const wall = wallParts(date.getTime(), timeZone)
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`
}
