import type { EditorDocument } from '@/lib/post-document'

/** The fields two editors can change independently (the status only changes on a button). */
export const MERGED_FIELDS = [
  'title',
  'slug',
  'description',
  'coverImage',
  'coverAlt',
  'categoryId',
  'tags',
  'content',
  'featured',
  'focusKeyword',
] as const satisfies readonly (keyof EditorDocument)[]

export type MergedField = (typeof MERGED_FIELDS)[number]

export interface Merge {
  /** Every change of both sides where they do not collide; on a collision, this side's value. */
  merged: EditorDocument
  /** Changed by both sides to different values: someone must choose. */
  conflicts: MergedField[]
  /** Changed only by the other side, and taken from it. */
  taken: MergedField[]
}

/** Equality of one field; `sameContent` compares bodies as the editor would write them. */
type SameContent = (a: string, b: string) => boolean

function same(field: MergedField, a: EditorDocument, b: EditorDocument, sameContent: SameContent) {
  if (field === 'content') return sameContent(a.content, b.content)
  if (field === 'tags') return sameTags(a.tags, b.tags)
  return a[field] === b[field]
}

function sameTags(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((tag) => b.includes(tag))
}

/** Both sides changed the tags: each side's additions and removals both apply. */
function mergeTags(base: string[], mine: string[], theirs: string[]): string[] {
  const removed = new Set(base.filter((tag) => !mine.includes(tag)))
  const added = mine.filter((tag) => !base.includes(tag) && !theirs.includes(tag))
  return [...theirs.filter((tag) => !removed.has(tag)), ...added]
}

/**
 * A three-way merge of the editor's document with a version saved elsewhere meanwhile (another
 * tab, another person), from the version both started from (`base`, what this editor last
 * loaded or saved). A field only one side changed takes that side's value; tags merge as sets;
 * a field both changed differently is a conflict. This side's status is kept.
 */
export function mergeDocuments(
  base: EditorDocument,
  mine: EditorDocument,
  theirs: EditorDocument,
  sameContent: SameContent = (a, b) => a === b,
): Merge {
  const merged: EditorDocument = { ...mine, tags: [...mine.tags] }
  const conflicts: MergedField[] = []
  const taken: MergedField[] = []
  for (const field of MERGED_FIELDS) {
    const theirsChanged = !same(field, theirs, base, sameContent)
    if (!theirsChanged || same(field, mine, theirs, sameContent)) continue
    const mineChanged = !same(field, mine, base, sameContent)
    if (!mineChanged) {
      Object.assign(merged, { [field]: theirs[field] })
      taken.push(field)
    } else if (field === 'tags') {
      merged.tags = mergeTags(base.tags, mine.tags, theirs.tags)
      taken.push(field)
    } else {
      conflicts.push(field)
    }
  }
  return { merged, conflicts, taken }
}

/** The merge with every conflicting field settled one way. */
export function resolveMerge(
  merge: Merge,
  theirs: EditorDocument,
  keep: 'mine' | 'theirs',
): EditorDocument {
  if (keep === 'mine') return merge.merged
  const resolved = { ...merge.merged }
  for (const field of merge.conflicts) Object.assign(resolved, { [field]: theirs[field] })
  return resolved
}

export const FIELD_LABELS: Record<MergedField, string> = {
  title: 'Título',
  slug: 'Slug',
  description: 'Descrição',
  coverImage: 'Imagem de capa',
  coverAlt: 'Texto alternativo da capa',
  categoryId: 'Categoria',
  tags: 'Tags',
  content: 'Conteúdo',
  featured: 'Em destaque',
  focusKeyword: 'Palavra-chave principal',
}

/** "Título", "Título e Tags", "Título, Slug e Tags". */
export function fieldList(fields: readonly MergedField[]): string {
  const labels = fields.map((field) => FIELD_LABELS[field])
  if (labels.length <= 1) return labels[0] ?? ''
  return `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`
}
