import { IMPORT_RUNNING_MESSAGE, importUploadSchema } from '@/lib/validations/import'
import { getDatabase } from '@/server/db'
import { route, RouteError } from '@/server/http/route'
import { startBackgroundImport } from '@/server/import/background'
import { runningImport } from '@/server/import/runs'
import { saveUploadedExport } from '@/server/import/upload'

/**
 * POST the export file as the body (its name and the options in the query) → `{ id }` of the
 * run, which goes on in the background ("Simular" with simular=1, "Importar" with 0). Admins.
 */
export const POST = route(
  {
    access: 'admin',
    query: importUploadSchema,
    failure: 'Não foi possível receber o arquivo. Tente novamente.',
  },
  async ({ request, session, query, json }) => {
    // Refused before the upload, not after a 100 MB transfer.
    if (!query.simular && (await runningImport(getDatabase().db)))
      throw new RouteError(409, IMPORT_RUNNING_MESSAGE)
    const file = await saveUploadedExport(request)
    return json({ id: await startBackgroundImport(file, query, session) }, 201)
  },
)
