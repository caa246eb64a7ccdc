import { IMPORT_RUN_NOT_FOUND, importRunParamsSchema } from '@/lib/validations/import'
import { route, RouteError } from '@/server/http/route'
import { readImportRun } from '@/server/import/queries'

/** GET → a run's progress, and its summary once it ended (the screen polls it). Admins. */
export const GET = route({ access: 'admin', params: importRunParamsSchema }, async ({ params }) => {
  const run = await readImportRun(params.id)
  if (!run) throw new RouteError(404, IMPORT_RUN_NOT_FOUND)
  return run
})
