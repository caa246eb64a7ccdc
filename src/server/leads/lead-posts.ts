import 'server-only'
import type { Kysely } from 'kysely'
import { postPath } from '@/lib/blog-paths'
import type { Database, Lead } from '../db/types'
import type { LeadPostRef, LeadVisitPosts } from './types'

const LOOKUP_CHUNK = 500

/** The ids of visit_post_ids; a value that is not a JSON array of strings reads as none. */
export function visitPostIds(json: string | null): string[] {
  if (!json) return []
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/**
 * The posts named by these leads' visits, by id: title, and the public address while the post
 * is published (a post unpublished since has none; a deleted one is not in the map).
 */
async function postsById(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, LeadPostRef>> {
  const unique = [...new Set(ids)]
  const found = new Map<string, LeadPostRef>()
  for (let index = 0; index < unique.length; index += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('blog_posts')
      .select(['id', 'title', 'slug', 'status'])
      .where('id', 'in', unique.slice(index, index + LOOKUP_CHUNK))
      .execute()
    for (const row of rows)
      found.set(row.id, {
        id: row.id,
        title: row.title,
        path: row.status === 'published' ? postPath(row.slug) : null,
        removed: false,
      })
  }
  return found
}

/** A post the lead's row names but the blog no longer has. */
function removedPost(id: string): LeadPostRef {
  return { id, title: 'Post excluído', path: null, removed: true }
}

type VisitColumns = Pick<Lead, 'visit_post_ids' | 'lead_post_id'>

/** Each lead with the posts its visit read and the one that brought it, resolved in one query. */
export async function withVisitPosts<L extends VisitColumns>(
  db: Kysely<Database>,
  leads: readonly L[],
): Promise<(L & LeadVisitPosts)[]> {
  const ids = leads.flatMap((lead) => [
    ...visitPostIds(lead.visit_post_ids),
    ...(lead.lead_post_id ? [lead.lead_post_id] : []),
  ])
  const posts = ids.length > 0 ? await postsById(db, ids) : new Map<string, LeadPostRef>()
  const ref = (id: string) => posts.get(id) ?? removedPost(id)
  return leads.map((lead) => ({
    ...lead,
    visitPosts: visitPostIds(lead.visit_post_ids).map(ref),
    leadPost: lead.lead_post_id ? ref(lead.lead_post_id) : null,
  }))
}
