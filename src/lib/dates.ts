/**
 * Date labels for the admin, always in São Paulo time so a post created late at night in
 * Brazil shows Brazil's date whatever the server's time zone is.
 */
export const APP_TIME_ZONE = 'America/Sao_Paulo'

const LOCALE = 'pt-BR'

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
})

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
})

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: APP_TIME_ZONE,
})

type Part = Intl.DateTimeFormatPartTypes

// Built from parts: Intl's own pt-BR patterns ("5 de março de 2025", "05/03/2025, 14:30")
// differ from the spec's and may change between ICU versions.
function parts(format: Intl.DateTimeFormat, date: Date): Partial<Record<Part, string>> {
  const result: Partial<Record<Part, string>> = {}
  for (const part of format.formatToParts(date)) result[part.type] = part.value
  return result
}

/** Dashboard style, the spec's 'd de MMMM, yyyy': "5 de março, 2025". */
export function formatDashboardDate(date: Date): string {
  const { day, month, year } = parts(longDate, date)
  return `${day} de ${month}, ${year}`
}

/** Table style, dd/MM/yyyy: "05/03/2025". */
export function formatShortDate(date: Date): string {
  const { day, month, year } = parts(shortDate, date)
  return `${day}/${month}/${year}`
}

/** Audit log style, dd/MM/yyyy HH:mm (24 h): "05/03/2025 14:30". */
export function formatDateTime(date: Date): string {
  const { day, month, year, hour, minute } = parts(dateTime, date)
  return `${day}/${month}/${year} ${hour}:${minute}`
}
