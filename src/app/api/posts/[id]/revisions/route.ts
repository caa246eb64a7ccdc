import { z } from 'zod'
import { POST_NOT_FOUND_MESSAGE } from '@/lib/validations/posts'
import { getPostHistory, HISTORY_READ_FAILED } from '@/server/history/queries'
import { route, RouteError } from '@/server/http/route'

/** GET → `{ revisions }`: the post's history, newest first, without bodies (editors, admins). */
export const GET = route(
  { access: 'editor', params: z.object({ id: z.string() }), failure: HISTORY_READ_FAILED },
  async ({ params }) => {
    const revisions = await getPostHistory(params.id)
    if (!revisions) throw new RouteError(404, POST_NOT_FOUND_MESSAGE)
    return { revisions }
  },
)
