import { route } from '@/server/http/route'
import { redirectsCsv, redirectsCsvFileName } from '@/server/redirects/csv'
import { exportRedirects } from '@/server/redirects/queries'

/**
 * GET → every redirect rule as a CSV for Excel (UTF-8 with BOM, ';'), the file "Importar CSV"
 * reads back. Admins only (exportRedirects checks the role and audits the export). Errors are
 * plain text: the browser opens this address itself.
 */
export const GET = route(
  {
    access: 'admin',
    cacheControl: 'no-store',
    errors: 'text',
    failure: 'Não foi possível exportar os redirecionamentos. Tente novamente.',
  },
  async () =>
    new Response(redirectsCsv(await exportRedirects()), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${redirectsCsvFileName()}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    }),
)
