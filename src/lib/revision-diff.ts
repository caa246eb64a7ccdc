import type { PostStatus } from '@/lib/domain'
import type { PostDocument } from './post-document'
import { BREAK, bodyTokens } from './revision-text'
import { diffTokens, type DiffOp } from './word-diff'

/*
 * What the "Histórico" panel shows for one revision against the editor's current text: the
 * words added and removed in the body, paragraph by paragraph, and the other fields that differ
 * with their value before and after. Pure, so the browser computes it against the document
 * being edited (unsaved changes included) and the bench times the same code.
 */

/** A run of words with one fate; a paragraph is a list of these, read with spaces between. */
export interface DiffPart {
  op: DiffOp
  text: string
}

export interface BodyDiff {
  paragraphs: DiffPart[][]
  /** Words (and images) in the newer text only, and in the older one only. */
  added: number
  removed: number
}

/** Compares two bodies; `before` is the older text (the revision), `after` the newer one. */
export function diffBodies(beforeHtml: string, afterHtml: string): BodyDiff {
  const before = bodyTokens(beforeHtml)
  const after = bodyTokens(afterHtml)
  const paragraphs: DiffPart[][] = []
  let current: DiffPart[] = []
  let added = 0
  let removed = 0
  for (const run of diffTokens(before, after)) {
    const tokens = run.op === 'added' ? after : before
    for (let i = run.start; i < run.end; i++) {
      const token = tokens[i]!
      if (token === BREAK) {
        // A paragraph break only the older text had joins two paragraphs: nothing to draw.
        if (run.op !== 'removed' && current.length > 0) {
          paragraphs.push(current)
          current = []
        }
        continue
      }
      if (run.op === 'added') added++
      if (run.op === 'removed') removed++
      const last = current.at(-1)
      if (last?.op === run.op) last.text += ` ${token}`
      else current.push({ op: run.op, text: token })
    }
  }
  if (current.length > 0) paragraphs.push(current)
  return { paragraphs, added, removed }
}

export type DiffBlock =
  { kind: 'paragraph'; index: number; parts: DiffPart[] } | { kind: 'unchanged'; count: number }

/**
 * The changed paragraphs with `context` unchanged ones around each; the rest become counts
 * ("12 parágrafos sem alteração"), so a one-word change in a 3,000-word article is found at once.
 */
export function changedBlocks(paragraphs: DiffPart[][], context = 1): DiffBlock[] {
  const changed = paragraphs.map((parts) => parts.some((part) => part.op !== 'same'))
  const shown = changed.map((_, i) => {
    for (let j = Math.max(0, i - context); j <= Math.min(changed.length - 1, i + context); j++)
      if (changed[j]) return true
    return false
  })
  const blocks: DiffBlock[] = []
  paragraphs.forEach((parts, index) => {
    if (shown[index]) return blocks.push({ kind: 'paragraph', index, parts })
    const last = blocks.at(-1)
    if (last?.kind === 'unchanged') last.count++
    else blocks.push({ kind: 'unchanged', count: 1 })
  })
  return blocks
}

/** The fields of a post the history compares besides the body ('' or null: none). */
export type ComparablePost = Omit<PostDocument, 'content' | 'tags' | 'focusKeyword'> & {
  tags: readonly string[]
  status: PostStatus
}

export type ComparedField = keyof ComparablePost

export interface FieldChange {
  field: ComparedField
  label: string
  before: string
  after: string
}

/** How a value reads in the panel; the caller knows the category names and status labels. */
export interface FieldNames {
  category: (id: string) => string
  status: (status: PostStatus) => string
}

export const FIELD_LABELS: Record<ComparedField, string> = {
  title: 'Título',
  slug: 'Slug',
  description: 'Descrição',
  coverImage: 'Capa',
  coverAlt: 'Texto alternativo da capa',
  categoryId: 'Categoria',
  tags: 'Tags',
  featured: 'Destaque',
  status: 'Status',
}

function display(field: ComparedField, post: ComparablePost, names: FieldNames): string {
  switch (field) {
    case 'categoryId':
      return post.categoryId ? names.category(post.categoryId) : 'Sem categoria'
    case 'tags':
      return post.tags.length > 0 ? [...post.tags].sort().join(', ') : 'Sem tags'
    case 'featured':
      return post.featured ? 'Sim' : 'Não'
    case 'status':
      return names.status(post.status)
    case 'coverImage':
      return post.coverImage || 'Sem capa'
    case 'coverAlt':
      return post.coverAlt || 'Sem texto alternativo (usa o título)'
    case 'description':
      return post.description || 'Sem descrição'
    default:
      return post[field]
  }
}

/** Compared as stored: '', null and absent are all "none"; tags as a set. */
function key(field: ComparedField, post: ComparablePost): string {
  if (field === 'tags') return JSON.stringify([...post.tags].sort())
  const value = post[field]
  return value === null || value === undefined ? '' : String(value)
}

/** The fields that differ, in the editor's order, each with both values as the panel shows them. */
export function diffFields(
  before: ComparablePost,
  after: ComparablePost,
  names: FieldNames,
): FieldChange[] {
  return (Object.keys(FIELD_LABELS) as ComparedField[])
    .filter((field) => key(field, before) !== key(field, after))
    .map((field) => ({
      field,
      label: FIELD_LABELS[field],
      before: display(field, before, names),
      after: display(field, after, names),
    }))
}

export interface RevisionDiff {
  fields: FieldChange[]
  body: BodyDiff
}

/** A revision against the current text: what changed since the revision was made. */
export function diffRevision(
  revision: ComparablePost & { content: string },
  current: ComparablePost & { content: string },
  names: FieldNames,
): RevisionDiff {
  return {
    fields: diffFields(revision, current, names),
    body: diffBodies(revision.content, current.content),
  }
}
