import {
  IMPORT_RUN_NOT_FOUND,
  importReportQuerySchema,
  importRunParamsSchema,
} from '@/lib/validations/import'
import { route, RouteError } from '@/server/http/route'
import { readImportReport } from '@/server/import/queries'
import { importReportCsv, importReportFileName } from '@/server/import/report-csv'

/**
 * GET ?formato=csv|json → a finished run's whole report as a download. Admins. Errors are plain
 * text: the browser opens this address itself.
 */
export const GET = route(
  {
    access: 'admin',
    params: importRunParamsSchema,
    query: importReportQuerySchema,
    cacheControl: 'no-store',
    errors: 'text',
    failure: 'Não foi possível gerar o relatório. Tente novamente.',
  },
  async ({ params, query }) => {
    const report = await readImportReport(params.id)
    if (!report) throw new RouteError(404, IMPORT_RUN_NOT_FOUND)
    const csv = query.formato === 'csv'
    const body = csv ? importReportCsv(report) : JSON.stringify(report, null, 2)
    return new Response(body, {
      headers: {
        'content-type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${importReportFileName(query.formato, new Date())}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
)
