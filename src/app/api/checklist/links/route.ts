import { CHECKLIST_READ_FAILED, getLinkedPostStates } from '@/server/checklist/queries'
import { route } from '@/server/http/route'

/** GET ?slug=a&slug=b → `{ posts: { a: 'published', ... } }`; an unknown slug is left out. */
export const GET = route({ access: 'editor', failure: CHECKLIST_READ_FAILED }, async ({ url }) => ({
  posts: await getLinkedPostStates(url.searchParams.getAll('slug')),
}))
