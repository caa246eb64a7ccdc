import { suggestLinkedPosts } from '@/server/checklist/queries'
import { checklistResponse } from '@/server/checklist/respond'

/** GET ?post=&categoria=&tag=a&tag=b&q= → `{ posts: LinkSuggestion[] }` (the link picker). */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  return checklistResponse(async () => ({
    posts: await suggestLinkedPosts({
      postId: params.get('post') || null,
      categoryId: params.get('categoria') || null,
      tags: params.getAll('tag').slice(0, 20),
      search: (params.get('q') ?? '').slice(0, 100),
    }),
  }))
}
