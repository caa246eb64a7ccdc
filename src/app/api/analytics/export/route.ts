import { z } from 'zod'
import { parseDashboardQuery } from '@/components/admin/analytics/dashboard-query'
import {
  EXPORTABLE_TABLES,
  filterLabel,
  exportCells,
  type ExportableTable,
} from '@/components/admin/analytics/tables'
import { getAnalyticsDashboard } from '@/server/analytics/queries'
import { recordAnalyticsExport } from '@/server/analytics/export'
import { route, RouteError } from '@/server/http/route'
import { toCsv } from '@/server/leads/csv'

function isTable(slug: string | undefined): slug is ExportableTable {
  return slug !== undefined && Object.hasOwn(EXPORTABLE_TABLES, slug)
}

/**
 * GET ?tabela=fontes&period=7d&filtro=... → one of the dashboard's tables as a CSV for Excel
 * (UTF-8 with BOM, ';'), with the columns the screen shows, for the same period and filter
 * (read as leniently as the screen reads them). Numbers only, but each export is still
 * audited, before the file leaves. Errors are plain text: the browser opens this address itself.
 */
export const GET = route(
  {
    access: 'editor',
    errors: 'text',
    query: z.record(z.string(), z.string()),
    failure: 'Não foi possível exportar os dados. Tente novamente.',
  },
  async ({ query }) => {
    const slug = query.tabela
    if (!isTable(slug)) throw new RouteError(400, 'Tabela desconhecida: escolha uma do painel.')
    const table = EXPORTABLE_TABLES[slug]
    const { period, custom, filter } = parseDashboardQuery(query)
    const data = await getAnalyticsDashboard({ period, custom: custom ?? undefined, filter })
    const cells = exportCells(slug, data)
    const { from, until } = data.period.range
    await recordAnalyticsExport({
      table: table.title,
      period: `${from} a ${until}`,
      filter: filter ? filterLabel(filter, data) : null,
      rows: cells.length - 1,
    })
    return new Response(toCsv(cells), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="analises-${slug}-${from}-a-${until}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
)
