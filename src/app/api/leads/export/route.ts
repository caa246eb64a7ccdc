import { AuthError } from '@/server/auth/errors'
import { getEnv } from '@/server/env'
import { csvFileName, leadsCsv } from '@/server/leads/csv'
import { parseLeadsQuery } from '@/server/leads/filters'
import { exportLeads } from '@/server/leads/queries'
import type { AdminLead } from '@/server/leads/types'

const EXPORT_FAILED = 'Não foi possível exportar os leads. Tente novamente.'

function textResponse(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/**
 * GET → the leads the admin list's filters match (`?q=&de=&ate=`), as a CSV download for
 * Excel (UTF-8 with BOM, ';'). Personal data: exportLeads, the one read behind this route,
 * checks lead access (admins, or editors when an admin allowed it) and audits the export.
 */
export async function GET(request: Request): Promise<Response> {
  const query = parseLeadsQuery(Object.fromEntries(new URL(request.url).searchParams))
  let leads: AdminLead[]
  try {
    leads = await exportLeads(query)
  } catch (error) {
    if (error instanceof AuthError) return textResponse(error.message, error.status)
    // Nothing leaves unaudited: a failed audit write refuses the export.
    console.error('Falha ao exportar os leads', error)
    return textResponse(EXPORT_FAILED, 500)
  }
  return new Response(leadsCsv(leads, getEnv().SITE_URL), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName()}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
