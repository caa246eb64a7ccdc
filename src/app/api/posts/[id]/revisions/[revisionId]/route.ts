import { z } from 'zod'
import { REVISION_NOT_FOUND_MESSAGE } from '@/lib/validations/revisions'
import { getRevisionDetail, HISTORY_READ_FAILED } from '@/server/history/queries'
import { route, RouteError } from '@/server/http/route'

/** GET → `{ revision }`: one revision of this post in full, to compare or restore. */
export const GET = route(
  {
    access: 'editor',
    params: z.object({ id: z.string(), revisionId: z.string() }),
    failure: HISTORY_READ_FAILED,
  },
  async ({ params }) => {
    const revision = await getRevisionDetail(params.id, params.revisionId)
    if (!revision) throw new RouteError(404, REVISION_NOT_FOUND_MESSAGE)
    return { revision }
  },
)
