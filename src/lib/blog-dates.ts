import { APP_TIME_ZONE } from './dates'

const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
})

const isoDay = new Intl.DateTimeFormat('en-CA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
})

function part(format: Intl.DateTimeFormat, date: Date, type: Intl.DateTimeFormatPartTypes) {
  return format.formatToParts(date).find((item) => item.type === type)?.value ?? ''
}

/**
 * The spec's pt-BR long date, "5 de março de 2025", in São Paulo time: a post published at
 * 23:30 in Brazil shows Brazil's day whatever the server's zone. Built from parts so an ICU
 * update cannot change the pattern.
 */
export function formatPostDate(date: Date): string {
  return `${part(longDate, date, 'day')} de ${part(longDate, date, 'month')} de ${part(longDate, date, 'year')}`
}

/** The São Paulo calendar day as YYYY-MM-DD, for `<time dateTime>`. */
export function toDateAttribute(date: Date): string {
  return `${part(isoDay, date, 'year')}-${part(isoDay, date, 'month')}-${part(isoDay, date, 'day')}`
}
