import { suggestLinkedPosts } from '@/server/checklist/queries'
import { checklistResponse } from '@/server/checklist/respond'

/**
 * GET ?post=&categoria=&tag=a&tag=b&q=&linkado=slug → `{ posts: LinkSuggestion[] }` (the link
 * picker; `linkado`: posts the body already links to, left out).
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  return checklistResponse(async () => ({
    posts: await suggestLinkedPosts({
      postId: params.get('post') || null,
      categoryId: params.get('categoria') || null,
      tags: params.getAll('tag').slice(0, 20),
      search: (params.get('q') ?? '').slice(0, 100),
      linked: params.getAll('linkado'),
    }),
  }))
}
