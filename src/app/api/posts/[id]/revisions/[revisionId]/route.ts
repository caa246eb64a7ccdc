import { REVISION_NOT_FOUND_MESSAGE } from '@/lib/validations/revisions'
import { getRevisionDetail } from '@/server/history/queries'
import { historyResponse } from '@/server/history/respond'

/** GET → `{ revision }`: one revision of this post in full, to compare or restore. */
export async function GET(
  _request: Request,
  context: { params: Promise<{ id: string; revisionId: string }> },
) {
  const { id, revisionId } = await context.params
  return historyResponse(async () => {
    const revision = await getRevisionDetail(id, revisionId)
    return revision && { revision }
  }, REVISION_NOT_FOUND_MESSAGE)
}
