import 'server-only'
import type { DashboardData, TopRow } from '@/lib/analytics/dashboard'

/*
 * Any table of the dashboard as header + rows, for the CSV export: the same figures the
 * screen shows, percentages rounded to one decimal, null where there is nothing to show.
 */

export const DASHBOARD_TABLES = [
  'series',
  'pages',
  'posts',
  'sources',
  'campaigns',
  'devices',
] as const
export type DashboardTable = (typeof DASHBOARD_TABLES)[number]

export type Cell = string | number | null

export interface TableRows {
  columns: string[]
  rows: Cell[][]
}

const TOP_COLUMNS = ['Visualizações', 'Visitantes', 'Visitas']

const FIRST_COLUMN: Record<'pages' | 'sources' | 'campaigns' | 'devices', string> = {
  pages: 'Página',
  sources: 'Origem',
  campaigns: 'Campanha',
  devices: 'Dispositivo',
}

function percent(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10
}

function topRows(rows: TopRow[]): Cell[][] {
  return rows.map((row) => [row.label, row.views, row.visitors, row.visits])
}

export function dashboardTableRows(data: DashboardData, table: DashboardTable): TableRows {
  switch (table) {
    case 'series': {
      const hourly = data.period.granularity === 'hour'
      return {
        columns: [hourly ? 'Hora' : 'Data', 'Visitantes', 'Visualizações'],
        // A day as YYYY-MM-DD sorts and parses in any spreadsheet; an hour as shown ("14h").
        rows: data.series.map((point) => [
          hourly ? point.label : point.bucket,
          point.visitors,
          point.views,
        ]),
      }
    }
    case 'posts':
      return {
        columns: [
          'Post',
          'Slug',
          'Visualizações',
          'Visitantes',
          'Leitura média (%)',
          'Leads',
          'Taxa de conversão (%)',
        ],
        rows: data.posts.map((post) => [
          post.title,
          post.slug,
          post.views,
          post.visitors,
          percent(post.averageDepth),
          post.leads,
          percent(post.conversionRate),
        ]),
      }
    default:
      return { columns: [FIRST_COLUMN[table], ...TOP_COLUMNS], rows: topRows(data[table]) }
  }
}
