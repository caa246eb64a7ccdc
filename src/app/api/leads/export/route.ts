import { AuthError } from '@/server/auth/errors'
import { getEnv } from '@/server/env'
import { requireRole } from '@/server/auth/session'
import { csvFileName, leadsCsv } from '@/server/leads/csv'
import { leadFilters, parseLeadsQuery } from '@/server/leads/filters'
import { exportLeads } from '@/server/leads/queries'

/**
 * GET → the leads the admin list's filters match (`?q=&de=&ate=`), as a CSV download for
 * Excel (UTF-8 with BOM, ';'). Editors and admins only: it is personal data.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    await requireRole('editor')
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    return new Response(error.message, {
      status: error.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  const query = parseLeadsQuery(Object.fromEntries(new URL(request.url).searchParams))
  const leads = await exportLeads(leadFilters(query))
  return new Response(leadsCsv(leads, getEnv().SITE_URL), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName()}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
