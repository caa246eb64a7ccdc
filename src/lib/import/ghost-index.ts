import { readJsonRows } from './json-tables'
import { importSlug } from './slugs'
import type { ImportAuthor, ImportSite, ImportTerm } from './types'

/*
 * The first of the two passes over a Ghost export. Ghost writes its tables in the order
 * posts, posts_authors, posts_meta, posts_tags, ..., tags, users: every post comes before the
 * tags and authors it points to. So, as with WordPress, the importer reads the file twice:
 * this pass keeps the small tables (tags, users, the join tables, posts_meta) and skips the
 * posts; the second (readGhostEntries) yields the posts one at a time.
 */

export type JsonRecord = Record<string, unknown>

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const asRecord = (value: unknown): JsonRecord | null => (isRecord(value) ? value : null)

/** A string column, trimmed; null when absent, not a string or empty. */
export function text(row: JsonRecord, key: string): string | null {
  const value = row[key]
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

export interface GhostPostMeta {
  metaTitle: string | null
  metaDescription: string | null
  featureImageAlt: string | null
}

export interface GhostIndex {
  site: ImportSite
  /** Ghost's version from the export's meta ("5.82.2"). */
  version: string | null
  /** By user id. */
  users: ReadonlyMap<string, ImportAuthor>
  /** Every tag by id; internal ones (visibility "internal", names starting "#") marked. */
  tags: ReadonlyMap<string, { term: ImportTerm; internal: boolean }>
  /** Post id → its tag ids, in the post's order. */
  postTags: ReadonlyMap<string, string[]>
  /** Post id → its primary author (the lowest sort_order). */
  postAuthors: ReadonlyMap<string, string>
  postMeta: ReadonlyMap<string, GhostPostMeta>
}

const TABLES = new Set(['tags', 'users', 'posts_tags', 'posts_authors', 'posts_meta', 'settings'])

const order = (row: JsonRecord) => (typeof row.sort_order === 'number' ? row.sort_order : 0)

/** First pass: see the file comment. `input` is a fresh stream of the whole file. */
export async function readGhostIndex(
  input: AsyncIterable<string | Uint8Array>,
): Promise<GhostIndex> {
  let version: string | null = null
  let title: string | null = null
  const users = new Map<string, ImportAuthor>()
  const tags = new Map<string, { term: ImportTerm; internal: boolean }>()
  const postTags = new Map<string, { id: string; order: number }[]>()
  const postAuthors = new Map<string, { id: string; order: number }>()
  const postMeta = new Map<string, GhostPostMeta>()
  for await (const { table, value } of readJsonRows(input, TABLES)) {
    const row = asRecord(value)
    if (!row) continue
    if (table === 'meta') version = text(row, 'version')
    else if (table === 'settings' && text(row, 'key') === 'title') title = text(row, 'value')
    else if (table === 'users') {
      const id = text(row, 'id')
      const login = text(row, 'slug') ?? id
      if (id && login)
        users.set(id, { login, email: text(row, 'email'), displayName: text(row, 'name') ?? login })
    } else if (table === 'tags') {
      const id = text(row, 'id')
      const name = text(row, 'name') ?? ''
      const sourceSlug = text(row, 'slug') ?? ''
      if (!id) continue
      const term: ImportTerm = {
        kind: 'tag',
        sourceId: id,
        slug: importSlug(sourceSlug, name, `tag-${id}`).slug,
        sourceSlug,
        name: name || sourceSlug,
        parentSourceSlug: null,
        description: text(row, 'description'),
      }
      tags.set(id, {
        term,
        internal: text(row, 'visibility') === 'internal' || name.startsWith('#'),
      })
    } else if (table === 'posts_tags') {
      const post = text(row, 'post_id')
      const tag = text(row, 'tag_id')
      if (!post || !tag) continue
      const list = postTags.get(post)
      if (list) list.push({ id: tag, order: order(row) })
      else postTags.set(post, [{ id: tag, order: order(row) }])
    } else if (table === 'posts_authors') {
      const post = text(row, 'post_id')
      const author = text(row, 'author_id')
      const current = post ? postAuthors.get(post) : undefined
      if (post && author && (!current || order(row) < current.order))
        postAuthors.set(post, { id: author, order: order(row) })
    } else if (table === 'posts_meta') {
      const post = text(row, 'post_id')
      if (post)
        postMeta.set(post, {
          metaTitle: text(row, 'meta_title'),
          metaDescription: text(row, 'meta_description'),
          featureImageAlt: text(row, 'feature_image_alt'),
        })
    }
  }
  return {
    site: { source: 'ghost', siteUrl: null, blogUrl: null, title },
    version,
    users,
    tags,
    postTags: new Map(
      [...postTags].map(([post, list]) => [
        post,
        list.sort((a, b) => a.order - b.order).map((tag) => tag.id),
      ]),
    ),
    postAuthors: new Map([...postAuthors].map(([post, author]) => [post, author.id])),
    postMeta,
  }
}

/** The public tags of the export: what the import creates (internal ones are reported). */
export function ghostTags(index: GhostIndex): ImportTerm[] {
  return [...index.tags.values()].filter((tag) => !tag.internal).map((tag) => tag.term)
}
