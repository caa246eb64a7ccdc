import 'server-only'

/** The admin list's state as it lives in the URL: `?q=&de=&ate=&pagina=` (dates yyyy-mm-dd). */
export interface LeadsQuery {
  q: string
  de: string
  ate: string
  pagina: number
}

export interface LeadFilters {
  search?: string
  /** Inclusive. */
  from?: Date
  /** Exclusive: the start of the day after the chosen "até" day. */
  until?: Date
}

type Params = Record<string, string | string[] | undefined>

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** A real calendar day typed as yyyy-mm-dd, or ''. */
function validDay(value: string): string {
  const match = DATE_PATTERN.exec(value)
  if (!match) return ''
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value ? value : ''
}

/**
 * Midnight of a day in São Paulo, where the team works. Brazil dropped daylight saving in
 * 2019, so the offset is a fixed UTC-3 for every lead this site will ever hold.
 */
export function saoPauloDayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000-03:00`)
}

/** Reads the URL leniently: a bad date or page is ignored rather than refused. */
export function parseLeadsQuery(params: Params): LeadsQuery {
  const page = Number.parseInt(first(params.pagina), 10)
  return {
    q: first(params.q).trim().slice(0, 200),
    de: validDay(first(params.de)),
    ate: validDay(first(params.ate)),
    pagina: Number.isFinite(page) && page > 0 ? page : 1,
  }
}

export function leadFilters(query: LeadsQuery): LeadFilters {
  return {
    search: query.q || undefined,
    from: query.de ? saoPauloDayStart(query.de) : undefined,
    until: query.ate ? new Date(saoPauloDayStart(query.ate).getTime() + DAY_MS) : undefined,
  }
}

/** The query string for a state; empty values and page 1 are left out. */
export function leadsSearch(query: LeadsQuery, changes: Partial<LeadsQuery> = {}): string {
  const next = { ...query, ...changes }
  const params = new URLSearchParams()
  if (next.q) params.set('q', next.q)
  if (next.de) params.set('de', next.de)
  if (next.ate) params.set('ate', next.ate)
  if (next.pagina > 1) params.set('pagina', String(next.pagina))
  const search = params.toString()
  return search ? `?${search}` : ''
}
