import { getLinkedPostStates } from '@/server/checklist/queries'
import { checklistResponse } from '@/server/checklist/respond'

/** GET ?slug=a&slug=b → `{ posts: { a: 'published', ... } }`; an unknown slug is left out. */
export async function GET(request: Request) {
  const slugs = new URL(request.url).searchParams.getAll('slug')
  return checklistResponse(async () => ({ posts: await getLinkedPostStates(slugs) }))
}
