/** ok: green; warn: amber (advice); error: red (a required item: publishing is refused); info: grey. */
export type ItemLevel = 'ok' | 'warn' | 'error' | 'info'

/** Where an item's link takes the editor: a form field, or the n-th element of a tag in the body. */
export type ChecklistTarget =
  | { kind: 'field'; id: 'titulo' | 'slug' | 'descricao' | 'palavra-chave' }
  | { kind: 'block'; tag: string; index: number }

export type ChecklistItemId =
  | 'title'
  | 'description'
  | 'slug'
  | 'no-h1'
  | 'headings'
  | 'image-alt'
  | 'internal-links'
  | 'link-targets'
  | 'focus-keyword'
  | 'readability'
  | 'long-sentences'
  | 'long-paragraphs'
  | 'reading-time'

export interface ChecklistItem {
  id: ChecklistItemId
  label: string
  level: ItemLevel
  /** Required items refuse publishing when they fail (the server runs the same rules). */
  required: boolean
  /** One line, pt-BR. */
  reason: string
  target: ChecklistTarget | null
}

/** What the checklist reads from the form. */
export interface ChecklistInput {
  title: string
  slug: string
  description: string
  content: string
  focusKeyword: string
}

export type LinkedPostState = 'published' | 'draft' | 'scheduled' | 'archived'

export interface ChecklistContext {
  /**
   * What the database says of each post slug the body links to (an old slug: its post's state);
   * a slug absent from the map is a missing post. Null while the editor has not heard yet.
   */
  linkedPosts: ReadonlyMap<string, LinkedPostState> | null
  /** The site's origin, so absolute links to it count as internal. */
  siteOrigin?: string
}
