import { CHECKLIST_READ_FAILED, suggestLinkedPosts } from '@/server/checklist/queries'
import { route } from '@/server/http/route'

/**
 * GET ?post=&categoria=&tag=a&tag=b&q=&linkado=slug → `{ posts: LinkSuggestion[] }` (the link
 * picker; `linkado`: posts the body already links to, left out).
 */
export const GET = route(
  { access: 'editor', failure: CHECKLIST_READ_FAILED },
  async ({ url: { searchParams: params } }) => ({
    posts: await suggestLinkedPosts({
      postId: params.get('post') || null,
      categoryId: params.get('categoria') || null,
      tags: params.getAll('tag').slice(0, 20),
      search: (params.get('q') ?? '').slice(0, 100),
      linked: params.getAll('linkado'),
    }),
  }),
)
