import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { leadFilters, leadsSearch, parseLeadsQuery, saoPauloDayStart } from './filters'

describe('parseLeadsQuery', () => {
  it('reads search, dates and page from the URL', () => {
    expect(
      parseLeadsQuery({ q: ' Ana ', de: '2025-03-01', ate: '2025-03-31', pagina: '2' }),
    ).toEqual({ q: 'Ana', de: '2025-03-01', ate: '2025-03-31', pagina: 2 })
  })

  it('ignores impossible dates and bad pages', () => {
    expect(parseLeadsQuery({ de: '2025-02-30', ate: 'ontem', pagina: '-1' })).toEqual({
      q: '',
      de: '',
      ate: '',
      pagina: 1,
    })
    expect(parseLeadsQuery({ q: ['a', 'b'] }).q).toBe('a')
  })
})

describe('leadFilters', () => {
  it('turns the days into São Paulo midnights, "até" inclusive', () => {
    const filters = leadFilters(parseLeadsQuery({ de: '2025-03-01', ate: '2025-03-01' }))
    expect(filters.from?.toISOString()).toBe('2025-03-01T03:00:00.000Z')
    expect(filters.until?.toISOString()).toBe('2025-03-02T03:00:00.000Z')
    expect(saoPauloDayStart('2025-12-31').toISOString()).toBe('2025-12-31T03:00:00.000Z')
  })

  it('leaves out what is not set', () => {
    expect(leadFilters(parseLeadsQuery({}))).toEqual({
      search: undefined,
      from: undefined,
      until: undefined,
    })
  })
})

describe('leadsSearch', () => {
  it('keeps set values only and drops page 1', () => {
    const query = parseLeadsQuery({ q: 'ação & cia', de: '2025-03-01' })
    expect(leadsSearch(query)).toBe('?q=a%C3%A7%C3%A3o+%26+cia&de=2025-03-01')
    expect(leadsSearch(query, { pagina: 3 })).toBe(
      '?q=a%C3%A7%C3%A3o+%26+cia&de=2025-03-01&pagina=3',
    )
    expect(leadsSearch(parseLeadsQuery({}))).toBe('')
  })
})

describe('webhook configuration', () => {
  it('accepts an http(s) webhook URL and an optional secret of 16+ characters', () => {
    const env = parseEnv({
      LEAD_WEBHOOK_URL: 'https://crm.exemplo.com.br/hooks/leads',
      LEAD_WEBHOOK_SECRET: 'segredo-com-16-caracteres',
    })
    expect(env.LEAD_WEBHOOK_URL).toBe('https://crm.exemplo.com.br/hooks/leads')
    expect(parseEnv({ LEAD_WEBHOOK_URL: '' }).LEAD_WEBHOOK_URL).toBeUndefined()
  })

  it('names a wrong webhook URL or a short secret', () => {
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: 'ftp://crm.exemplo.com.br' })).toThrow(
      /LEAD_WEBHOOK_URL: deve ser uma URL http\(s\)/,
    )
    expect(() => parseEnv({ LEAD_WEBHOOK_SECRET: 'curto' })).toThrow(
      /LEAD_WEBHOOK_SECRET: deve ter pelo menos 16 caracteres/,
    )
  })
})
