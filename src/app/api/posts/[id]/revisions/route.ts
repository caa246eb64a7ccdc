import { POST_NOT_FOUND_MESSAGE } from '@/lib/validations/posts'
import { getPostHistory } from '@/server/history/queries'
import { historyResponse } from '@/server/history/respond'

/** GET → `{ revisions }`: the post's history, newest first, without bodies (editors, admins). */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params
  return historyResponse(async () => {
    const revisions = await getPostHistory(id)
    return revisions && { revisions }
  }, POST_NOT_FOUND_MESSAGE)
}
