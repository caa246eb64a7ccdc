import 'server-only'
// Nothing of the auth stack here: the scheduler runs this outside any request.
import type { Kysely } from 'kysely'
import { outlineBody } from '@/lib/checklist/body-outline'
import { computeChecklist, requiredFailures } from '@/lib/checklist/checklist'
import { postLinks } from '@/lib/checklist/internal-links'
import type { ChecklistItem, LinkedPostState } from '@/lib/checklist/types'
import type { PostDocument } from '@/lib/post-document'
import { postRuleSource } from '@/lib/redirects/slug-addresses'
import type { Database } from '../db/types'
import { getEnv } from '../env'

/** More linked slugs than this in one body are looked up in chunks (bound parameters). */
const CHUNK = 200

/**
 * What the database says of each post slug: its state, or, for an old address kept as a
 * redirect, the state of the post it now leads to. Absent: no such post.
 */
export async function readLinkedPosts(
  db: Kysely<Database>,
  slugs: readonly string[],
): Promise<Map<string, LinkedPostState>> {
  const states = new Map<string, LinkedPostState>()
  const unique = [...new Set(slugs)]
  for (let at = 0; at < unique.length; at += CHUNK) {
    const chunk = unique.slice(at, at + CHUNK)
    const posts = await db
      .selectFrom('blog_posts')
      .select(['slug', 'status', 'scheduled_at'])
      .where('slug', 'in', chunk)
      .execute()
    for (const post of posts) states.set(post.slug, postState(post))
    // An old slug is the rule its post's slug change left (its source, the old address).
    const bySource = new Map(chunk.map((slug) => [postRuleSource(slug), slug]))
    const redirected = await db
      .selectFrom('redirects')
      .innerJoin('blog_posts', 'blog_posts.id', 'redirects.post_id')
      .select(['redirects.source_path', 'blog_posts.status', 'blog_posts.scheduled_at'])
      .where('redirects.source_path', 'in', [...bySource.keys()])
      .where('redirects.match', '=', 'exact')
      .execute()
    for (const row of redirected) {
      const slug = bySource.get(row.source_path)
      if (slug !== undefined && !states.has(slug)) states.set(slug, postState(row))
    }
  }
  return states
}

function postState(post: { status: string; scheduled_at: Date | null }): LinkedPostState {
  if (post.status === 'published') return 'published'
  if (post.status === 'archived') return 'archived'
  return post.scheduled_at ? 'scheduled' : 'draft'
}

/** The required checklist items this document fails, with the database's view of its links. */
export async function publishFailures(
  db: Kysely<Database>,
  doc: PostDocument,
): Promise<ChecklistItem[]> {
  const siteOrigin = getEnv().SITE_URL
  const slugs = postLinks(outlineBody(doc.content).links, siteOrigin).map((link) => link.slug)
  const linkedPosts = await readLinkedPosts(db, slugs)
  const input = {
    title: doc.title,
    slug: doc.slug,
    description: doc.description ?? '',
    content: doc.content,
    focusKeyword: doc.focusKeyword ?? '',
  }
  return requiredFailures(computeChecklist(input, { linkedPosts, siteOrigin }))
}
