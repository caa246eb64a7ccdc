import { describe, expect, it } from 'vitest'
import {
  BAD_FILTER_NOTICE,
  BAD_PERIOD_NOTICE,
  dashboardHref,
  parseDashboardQuery,
} from './dashboard-query'

describe('parseDashboardQuery', () => {
  it('defaults to 30 dias with no filter', () => {
    expect(parseDashboardQuery({})).toEqual({
      period: '30d',
      custom: null,
      filter: null,
      notice: null,
    })
  })

  it('reads a period and a filter whose value holds a colon', () => {
    expect(parseDashboardQuery({ period: '7d', filtro: 'page:/blog/post/a:b' })).toMatchObject({
      period: '7d',
      filter: { dimension: 'page', value: '/blog/post/a:b' },
      notice: null,
    })
  })

  it('reads a custom range', () => {
    const query = parseDashboardQuery({
      period: 'personalizado',
      de: '2025-01-01',
      ate: '2025-01-31',
    })
    expect(query.custom).toEqual({ from: '2025-01-01', until: '2025-01-31' })
    expect(query.period).toBe('personalizado')
  })

  it.each([
    [{ period: 'semana' }, BAD_PERIOD_NOTICE],
    [{ period: ['ontem', '7d'], filtro: 'cor:azul' }, BAD_FILTER_NOTICE],
    [{ filtro: 'source:' }, BAD_FILTER_NOTICE],
    [{ filtro: ':Google' }, BAD_FILTER_NOTICE],
  ])('falls back without crashing on %j', (params, notice) => {
    const query = parseDashboardQuery(params)
    expect(query.notice).toContain(notice)
    expect(query.filter).toBeNull()
  })

  it.each([
    { de: '2025-02-30', ate: '2025-03-01' },
    { de: '2025-03-02', ate: '2025-03-01' },
    { de: '2023-01-01', ate: '2025-01-01' },
    { de: 'ontem' },
  ])('turns an unusable custom range %j into 30 dias', (range) => {
    const query = parseDashboardQuery({ period: 'personalizado', ...range })
    expect(query.period).toBe('30d')
    expect(query.custom).toBeNull()
    expect(query.notice).toMatch(/Datas inválidas/)
  })

  it('keeps the first of repeated parameters', () => {
    expect(parseDashboardQuery({ period: ['ontem', '7d'] }).period).toBe('ontem')
  })
})

describe('dashboardHref', () => {
  const base = parseDashboardQuery({})

  it('leaves the defaults out', () => {
    expect(dashboardHref(base)).toBe('/admin/analises')
  })

  it('round-trips a filtered custom view through the URL', () => {
    const href = dashboardHref(base, {
      period: 'personalizado',
      custom: { from: '2025-01-01', until: '2025-01-31' },
      filter: { dimension: 'source', value: 'E-mail & cia' },
    })
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams)
    expect(parseDashboardQuery(params)).toEqual({
      period: 'personalizado',
      custom: { from: '2025-01-01', until: '2025-01-31' },
      filter: { dimension: 'source', value: 'E-mail & cia' },
      notice: null,
    })
  })

  it('drops the range of a preset period', () => {
    const custom = { from: '2025-01-01', until: '2025-01-31' }
    expect(dashboardHref({ ...base, custom }, { period: 'hoje' })).toBe(
      '/admin/analises?period=hoje',
    )
  })
})
