import { describe, expect, it } from 'vitest'
import { resolvePeriod, type DashboardData } from '@/lib/analytics/dashboard'
import { filterLabel, POSTS_TABLE, SOURCES_TABLE, tableCells } from './tables'

const kpi = { current: 0, previous: 0 }
const data: DashboardData = {
  period: resolvePeriod('7d', Date.parse('2025-03-10T15:00:00Z')),
  filter: null,
  kpis: {
    visitors: kpi,
    views: kpi,
    visits: kpi,
    averageDepth: kpi,
    completeReads: kpi,
    leads: kpi,
    conversionRate: kpi,
  },
  series: [],
  pages: [],
  posts: [
    {
      postId: 'p1',
      title: 'Guia de mídia',
      slug: 'guia',
      views: 1500,
      visitors: 1200,
      averageDepth: 62.5,
      leads: 3,
      conversionRate: 0.25,
    },
    {
      postId: 'p2',
      title: 'Sem leitura',
      slug: 'sem',
      views: 1,
      visitors: 0,
      averageDepth: null,
      leads: 0,
      conversionRate: null,
    },
  ],
  sources: [{ value: 'Google', label: 'Google', views: 10, visitors: 7, visits: 8 }],
  campaigns: [],
  devices: [],
}

describe('tableCells', () => {
  it('gives the CSV the columns and formatted figures the screen shows', () => {
    expect(tableCells(POSTS_TABLE, data)).toEqual([
      ['Post', 'Visualizações', 'Visitantes', 'Leitura média', 'Leads', 'Conversão'],
      ['Guia de mídia', '1.500', '1.200', '62,5%', '3', '0,3%'],
      ['Sem leitura', '1', '0', '—', '0', '—'],
    ])
    expect(tableCells(SOURCES_TABLE, data)).toEqual([
      ['Fonte', 'Visitantes', 'Visitas', 'Visualizações'],
      ['Google', '7', '8', '10'],
    ])
  })
})

describe('filterLabel', () => {
  it('names the dimension and, for a post, its title', () => {
    expect(filterLabel({ dimension: 'source', value: 'Google' }, data)).toBe('Fonte = Google')
    expect(filterLabel({ dimension: 'post', value: 'p1' }, data)).toBe('Post = Guia de mídia')
    expect(filterLabel({ dimension: 'post', value: 'p9' }, null)).toBe('Post = p9')
  })
})
