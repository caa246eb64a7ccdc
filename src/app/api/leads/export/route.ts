import { z } from 'zod'
import { getEnv } from '@/server/env'
import { route } from '@/server/http/route'
import { csvFileName, leadsCsv } from '@/server/leads/csv'
import { parseLeadsQuery } from '@/server/leads/filters'
import { exportLeads } from '@/server/leads/queries'

/**
 * GET → the leads the admin list's filters match (`?q=&de=&ate=`), as a CSV download for
 * Excel (UTF-8 with BOM, ';'). Personal data: exportLeads, the one read behind this route,
 * checks lead access (admins, or editors when an admin allowed it) and audits the export; the
 * wrapper's 'editor' is the floor of that rule. Errors are plain text: the browser opens this
 * address itself, and the admin reads the body as it is. Nothing leaves unaudited: a failed
 * audit write is a 500.
 */
export const GET = route(
  {
    access: 'editor',
    cacheControl: 'no-store',
    errors: 'text',
    query: z.record(z.string(), z.string()).transform(parseLeadsQuery),
    failure: 'Não foi possível exportar os leads. Tente novamente.',
  },
  async ({ query }) =>
    new Response(leadsCsv(await exportLeads(query), getEnv().SITE_URL), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csvFileName()}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    }),
)
