import 'server-only'
import { sql } from 'kysely'
import type { LinkedPostState } from '@/lib/checklist/types'
import { postRuleSource } from '@/lib/redirects/slug-addresses'
import { escapeLike, normalizeSearchText } from '@/lib/text'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import { readLinkedPosts } from './publish-rules'

/*
 * The editor's checklist reads, as JSON for its route handlers: the state of the posts a body
 * links to, and the link picker's suggestions. Editors and admins.
 */

/** A body links to a few posts; a request naming more than this is cut. */
export const MAX_LINKED_SLUGS = 100
const SUGGESTIONS = 8

/** The routes' answer when a read fails for a reason the editor cannot fix. */
export const CHECKLIST_READ_FAILED = 'Não foi possível verificar os links. Tente novamente.'

export async function getLinkedPostStates(
  slugs: readonly string[],
): Promise<Record<string, LinkedPostState>> {
  await requireRole('editor')
  const states = await readLinkedPosts(getDatabase().db, slugs.slice(0, MAX_LINKED_SLUGS))
  return Object.fromEntries(states)
}

export interface LinkSuggestion {
  title: string
  slug: string
  categoryName: string | null
  /** Tags it shares with the post being written. */
  sharedTags: string[]
}

export interface SuggestionRequest {
  /** The post being written, left out of its own suggestions. */
  postId: string | null
  categoryId: string | null
  tags: readonly string[]
  /** Typed in the picker: title words, accents ignored. */
  search: string
  /** Slugs the body already links to: those posts are not suggested again (old slugs too). */
  linked?: readonly string[]
}

/**
 * Published posts to link to: those sharing the post's category or tags first (a shared
 * category counts as two tags), newest first among equals; with a search, titles matching it;
 * with neither (a post not yet filed), the newest. Posts the body already links to are left out.
 */
export async function suggestLinkedPosts(request: SuggestionRequest): Promise<LinkSuggestion[]> {
  await requireRole('editor')
  const { db } = getDatabase()
  let query = db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.title', 'p.slug', 'p.category_id', 'c.name as categoryName'])
    .where('p.status', '=', 'published')
    .orderBy('p.published_at', 'desc')
    .limit(200)
  if (request.postId) query = query.where('p.id', '!=', request.postId)
  const linked = (request.linked ?? []).slice(0, MAX_LINKED_SLUGS)
  if (linked.length > 0) {
    // A link to an old address (a renamed post's redirect) also links to that post.
    const renamed = db
      .selectFrom('redirects')
      .select('post_id')
      .where('source_path', 'in', linked.map(postRuleSource))
      .where('match', '=', 'exact')
      // NOT IN a list holding a null matches nothing: only the rules of a post.
      .where('post_id', 'is not', null)
      .$narrowType<{ post_id: string }>()
    query = query.where('p.slug', 'not in', linked).where('p.id', 'not in', renamed)
  }
  const search = normalizeSearchText(request.search)
  if (search) {
    const pattern = `%${escapeLike(search)}%`
    query = query.where(sql<boolean>`${sql.ref('p.search_title')} like ${pattern} escape '\\'`)
  } else if (request.categoryId || request.tags.length) {
    // Case-insensitive as far as both databases' lower() agree (SQLite's folds ASCII only).
    const lowered = request.tags.map((tag) => tag.toLowerCase())
    const tagged = db
      .selectFrom('blog_tags')
      .select('post_id')
      .where(sql<string>`lower(tag)`, 'in', lowered.length ? lowered : [''])
    query = query.where((eb) =>
      eb.or([
        eb('p.id', 'in', tagged),
        ...(request.categoryId ? [eb('p.category_id', '=', request.categoryId)] : []),
      ]),
    )
  }
  const posts = await query.execute()
  if (posts.length === 0) return []
  const tags = await db
    .selectFrom('blog_tags')
    .select(['post_id', 'tag'])
    .where(
      'post_id',
      'in',
      posts.map((post) => post.id),
    )
    .execute()
  const wanted = new Set(request.tags.map((tag) => normalizeSearchText(tag)))
  const shared = new Map<string, string[]>()
  for (const row of tags) {
    if (!wanted.has(normalizeSearchText(row.tag))) continue
    shared.set(row.post_id, [...(shared.get(row.post_id) ?? []), row.tag])
  }
  const score = (post: (typeof posts)[number]) =>
    (shared.get(post.id)?.length ?? 0) +
    (request.categoryId && post.category_id === request.categoryId ? 2 : 0)
  return posts
    .map((post, order) => ({ post, order, score: score(post) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, SUGGESTIONS)
    .map(({ post }) => ({
      title: post.title,
      slug: post.slug,
      categoryName: post.categoryName,
      sharedTags: shared.get(post.id) ?? [],
    }))
}
