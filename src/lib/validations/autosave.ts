import { z } from 'zod'
import type { PostStatus } from '@/lib/domain'
import { CONFLICT_MESSAGE, savePostSchema } from './posts'

export const AUTOSAVE_TITLE_MESSAGE = 'Dê um título ao post para ele ser salvo automaticamente.'

const fields = savePostSchema.shape

/** One editor tab's editing session: a random id the tab makes when it opens. */
export const EDIT_SESSION_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/** A post's document with a manual save's field rules: no status, no button, no version. */
const documentSchema = z.object({
  title: fields.title,
  slug: fields.slug,
  description: fields.description,
  content: fields.content,
  coverImage: fields.coverImage,
  coverAlt: fields.coverAlt,
  categoryId: fields.categoryId,
  tags: fields.tags,
  featured: fields.featured,
  focusKeyword: fields.focusKeyword,
})

/**
 * What the editor sends by itself: the document, without a status or a button. The same field
 * rules as a manual save, but an unfinished body is fine (it is a draft, or a working copy
 * readers do not see); only a title is needed, to name the post in the list.
 */
export const autosavePostSchema = documentSchema
  .extend({
    id: fields.id,
    version: fields.version,
    /** The tab's editing session: its autosaves fold together, never into another tab's. */
    session: z.string().regex(EDIT_SESSION_PATTERN).optional(),
    /** The document comes from changes kept in this browser ("Recuperar"). */
    recovered: z.boolean().optional(),
    /** A conflict was settled: the side not kept, recorded in the history. */
    discarded: documentSchema.optional(),
  })
  .superRefine((post, ctx) => {
    if (!post.title) ctx.addIssue({ code: 'custom', message: AUTOSAVE_TITLE_MESSAGE, path: [] })
    if (post.id !== undefined && post.version === undefined) {
      ctx.addIssue({ code: 'custom', message: CONFLICT_MESSAGE, path: [] })
    }
  })

export type AutosavePostInput = z.input<typeof autosavePostSchema>
export type AutosavePostData = z.output<typeof autosavePostSchema>

/** A post's document as the editor's form holds it ('' for none). */
export interface EditorDocument {
  title: string
  slug: string
  description: string
  coverImage: string
  coverAlt: string
  categoryId: string
  tags: string[]
  content: string
  featured: boolean
  status: PostStatus
  focusKeyword: string
}

/** The version someone else saved meanwhile, for the editor to compare with its own. */
export interface AutosaveConflict {
  version: number
  document: EditorDocument
  /** Who saved it and when (ISO), from the newest revision; null when unknown. */
  savedBy: string | null
  savedAt: string | null
}

export type AutosaveResult =
  | {
      state: 'saved'
      id: string
      version: number
      /** ISO time of the save, shown as "Salvo às 14:32" (São Paulo). */
      savedAt: string
      created: boolean
      /** Saved into the working copy of a published post (readers still see the post). */
      workingCopy: boolean
    }
  | { state: 'conflict'; conflict: AutosaveConflict }
