import 'server-only'
import { createHash } from 'node:crypto'
import { looksLikeEmail } from '@/lib/author-name'
import { plainText } from '@/lib/import/content'
import type { ImportAuthor, ImportPost } from '@/lib/import/types'
import type { ImportMediaMode } from '@/lib/validations/import'
import {
  DESCRIPTION_MAX,
  FOCUS_KEYWORD_MAX,
  SLUG_MAX,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
  normalizeTags,
} from '@/lib/validations/posts'

/*
 * An old post's fields as ours: the limits the editor's form enforces applied (with a warning
 * for each cut, so nothing is lost silently), the description from the SEO plugin or the
 * excerpt, the byline from staff or the old display name, and the hash a later import compares.
 */

/** Bumped when the conversion changes, so every post is written again with the new one. */
const HASH_VERSION = 1

export interface PostFields {
  title: string
  /** Ours, before a slug taken by another post is made unique. */
  slug: string
  description: string | null
  focusKeyword: string | null
  tags: string[]
  warnings: string[]
}

/** At the last space before `max` (with an ellipsis), so a cut never splits a word. */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value
  const cut = value.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

function clipSlug(slug: string): string {
  const cut = slug.slice(0, SLUG_MAX)
  return cut.endsWith('-') ? cut.slice(0, -1) : cut
}

export function postFields(post: ImportPost): PostFields {
  const warnings: string[] = []
  const title = clip(post.title, TITLE_MAX)
  if (title !== post.title)
    warnings.push(`O título tinha mais de ${TITLE_MAX} caracteres e foi encurtado.`)
  const slug = clipSlug(post.slug)
  if (slug !== post.slug)
    warnings.push(`O slug tinha mais de ${SLUG_MAX} caracteres e foi encurtado.`)
  const source = post.seo.description ?? (post.excerpt ? plainText(post.excerpt) : null)
  const description = source ? clip(source, DESCRIPTION_MAX) : null
  if (source && description !== source)
    warnings.push(`A descrição tinha mais de ${DESCRIPTION_MAX} caracteres e foi encurtada.`)
  if (post.seo.title && post.seo.title !== post.title)
    warnings.push(
      `O título de SEO ("${post.seo.title}") não tem campo aqui: a página usa o título do post.`,
    )
  const keyword = post.seo.focusKeyword?.slice(0, FOCUS_KEYWORD_MAX) ?? null
  const all = normalizeTags(post.tags.map((tag) => tag.name.slice(0, TAG_MAX)))
  if (all.length > TAGS_MAX)
    warnings.push(
      `O post tinha ${all.length} tags; ficaram as ${TAGS_MAX} primeiras (de fora: ${all.slice(TAGS_MAX).join(', ')}).`,
    )
  if (post.categories.length > 1)
    warnings.push(
      `O post tinha ${post.categories.length} categorias; aqui fica na primeira (${post.categories[0]?.name}).`,
    )
  return { title, slug, description, focusKeyword: keyword, tags: all.slice(0, TAGS_MAX), warnings }
}

/** The old post as the export gives it, hashed: equal hashes mean nothing to write again. */
export function contentHash(post: ImportPost, media: ImportMediaMode): string {
  const { warnings: _warnings, commentCount: _comments, ...content } = post
  return createHash('sha256')
    .update(JSON.stringify({ version: HASH_VERSION, media, content }))
    .digest('hex')
}

export interface StaffMember {
  id: string
  /** The name they sign with, or null (the byline then says the team). */
  name: string | null
}

export interface Byline {
  authorId: string | null
  authorName: string | null
  warning: string | null
}

/** Staff by e-mail, else the old display name; never an e-mail address or part of one. */
export function bylineOf(
  author: ImportAuthor | null,
  staffByEmail: ReadonlyMap<string, StaffMember>,
): Byline {
  if (!author) return { authorId: null, authorName: null, warning: null }
  const staff = author.email ? staffByEmail.get(author.email.trim().toLowerCase()) : undefined
  if (staff) return { authorId: staff.id, authorName: staff.name, warning: null }
  const name = author.displayName.trim()
  if (name && !looksLikeEmail(name, author.email ?? '@'))
    return { authorId: null, authorName: name, warning: null }
  return {
    authorId: null,
    authorName: null,
    warning: 'O nome do autor parecia um e-mail: o post é assinado pela equipe.',
  }
}
