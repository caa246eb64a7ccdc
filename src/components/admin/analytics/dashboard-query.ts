import { z } from 'zod'
import {
  FILTER_DIMENSIONS,
  MAX_CUSTOM_DAYS,
  PERIODS,
  type DashboardFilter,
  type DayRange,
  type FilterDimension,
  type PeriodKey,
} from '@/lib/analytics/dashboard'
import { daysBetween, isDay } from '@/lib/analytics/day'

/**
 * The dashboard's state as it lives in the URL, so a filtered view can be shared:
 * `?period=7d&filtro=source:Google`, or `?period=personalizado&de=2025-01-01&ate=2025-01-31`.
 */
export interface DashboardQuery {
  period: PeriodKey
  /** Set for 'personalizado' only. */
  custom: DayRange | null
  filter: DashboardFilter | null
  /** A pt-BR note when the URL asked for something unusable and a default was used instead. */
  notice: string | null
}

export const DEFAULT_PERIOD: PeriodKey = '30d'
export const ANALYTICS_PATH = '/admin/analises'

/** The longest value a filter may carry: a path or a campaign name, never a payload. */
const MAX_FILTER_LENGTH = 300

const day = z.string().refine(isDay)
const filterSchema = z
  .string()
  .max(MAX_FILTER_LENGTH + 20)
  .transform((raw, ctx) => {
    const colon = raw.indexOf(':')
    const dimension = raw.slice(0, colon)
    const value = raw.slice(colon + 1)
    if (colon < 1 || !(FILTER_DIMENSIONS as readonly string[]).includes(dimension) || !value) {
      ctx.addIssue({ code: 'custom', message: 'filtro inválido' })
      return z.NEVER
    }
    return { dimension: dimension as FilterDimension, value: value.slice(0, MAX_FILTER_LENGTH) }
  })

type Params = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export const BAD_PERIOD_NOTICE = 'Período inválido: mostrando os últimos 30 dias.'
export const BAD_FILTER_NOTICE = 'Filtro inválido: mostrando todos os dados.'

/** Reads the URL leniently: a bad period or range falls back to 30 dias, a bad filter to none. */
export function parseDashboardQuery(params: Params): DashboardQuery {
  const notices: string[] = []
  const rawPeriod = first(params.period)
  const period = z.enum(PERIODS).safeParse(rawPeriod ?? DEFAULT_PERIOD)
  let key: PeriodKey = period.success ? period.data : DEFAULT_PERIOD
  if (!period.success) notices.push(BAD_PERIOD_NOTICE)
  let custom: DayRange | null = null
  if (key === 'personalizado') {
    const from = day.safeParse(first(params.de))
    const until = day.safeParse(first(params.ate))
    const valid =
      from.success &&
      until.success &&
      from.data <= until.data &&
      daysBetween(from.data, until.data).length <= MAX_CUSTOM_DAYS
    if (valid) custom = { from: from.data, until: until.data }
    else {
      key = DEFAULT_PERIOD
      notices.push(
        `Datas inválidas: escolha um início antes do fim, em até ${MAX_CUSTOM_DAYS} dias. Mostrando os últimos 30 dias.`,
      )
    }
  }
  const rawFilter = first(params.filtro)
  const filter = rawFilter === undefined ? null : filterSchema.safeParse(rawFilter)
  if (filter && !filter.success) notices.push(BAD_FILTER_NOTICE)
  return {
    period: key,
    custom,
    filter: filter?.success ? filter.data : null,
    notice: notices.length ? notices.join(' ') : null,
  }
}

/** The URL search parameters of a state (without the notice); the default period is left out. */
export function dashboardSearch(query: Omit<DashboardQuery, 'notice'>): URLSearchParams {
  const params = new URLSearchParams()
  if (query.period !== DEFAULT_PERIOD) params.set('period', query.period)
  if (query.period === 'personalizado' && query.custom) {
    params.set('de', query.custom.from)
    params.set('ate', query.custom.until)
  }
  if (query.filter) params.set('filtro', `${query.filter.dimension}:${query.filter.value}`)
  return params
}

/** The dashboard's address with some of its state changed. */
export function dashboardHref(
  query: Omit<DashboardQuery, 'notice'>,
  changes: Partial<Omit<DashboardQuery, 'notice'>> = {},
): string {
  const search = dashboardSearch({ ...query, ...changes }).toString()
  return search ? `${ANALYTICS_PATH}?${search}` : ANALYTICS_PATH
}
