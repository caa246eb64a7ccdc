import { formatPostDate } from '@/lib/blog-dates'

/**
 * The "Última atualização" label of a YYYY-MM-DD day: "21 de novembro de 2026". Noon in
 * São Paulo is the same calendar day in every zone the formatter could meet, so the label
 * never slips to the day before.
 */
export function formatLegalDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`invalid legal date: ${day}`)
  const date = new Date(`${day}T12:00:00-03:00`)
  if (Number.isNaN(date.getTime())) throw new Error(`invalid legal date: ${day}`)
  return formatPostDate(date)
}
