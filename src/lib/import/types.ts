import type { PostStatus } from '@/lib/domain'

/*
 * The one model both readers (WordPress WXR, Ghost JSON) produce, so the step that writes an
 * import into the database never needs to know where it came from. Everything here is plain
 * data: dates are Date objects, absent values are null, and every message is pt-BR copy the
 * import report shows as is.
 */

export type ImportSource = 'wordpress' | 'ghost'

/** The address the old site lived at; only its path survives (the old host is gone). */
export interface ImportSite {
  source: ImportSource
  /** WordPress `wp:base_site_url`; null for Ghost, whose export does not carry it. */
  siteUrl: string | null
  /** WordPress `wp:base_blog_url` (where posts lived); null for Ghost. */
  blogUrl: string | null
  title: string | null
}

export interface ImportAuthor {
  /** WordPress `author_login`, Ghost user slug. */
  login: string
  email: string | null
  displayName: string
}

export interface ImportTerm {
  kind: 'category' | 'tag'
  sourceId: string
  /** Ours: lowercase ASCII words and hyphens. */
  slug: string
  /** As the old site wrote it (maybe percent-encoded): its old addresses use this one. */
  sourceSlug: string
  name: string
  /** `sourceSlug` of the parent category (WordPress only); null at the top. */
  parentSourceSlug: string | null
  description: string | null
}

/** A term as a post references it. */
export interface ImportTermRef {
  slug: string
  name: string
}

export interface ImportAttachment {
  sourceId: string
  url: string
  alt: string | null
  title: string
  /** The post it was uploaded to; `[gallery]` without ids shows these. */
  parentId: string | null
  /** The attachment page's old permalink, redirected too. */
  link: string | null
}

export interface ImportSeo {
  title: string | null
  description: string | null
  focusKeyword: string | null
}

export interface ImportWarning {
  code:
    | 'slug_derived'
    | 'untitled'
    | 'password_protected'
    | 'invalid_date'
    | 'unknown_status'
    | 'unknown_author'
    | 'lexical_converted'
    | 'lexical_unsupported'
    | 'internal_tags'
    | 'missing_attachment'
    | 'shortcodes_removed'
    | 'content_missing'
    | 'relative_images'
    | 'members_only'
  message: string
}

export interface ShortcodeCount {
  name: string
  count: number
}

export interface ImportPost {
  source: ImportSource
  sourceId: string
  guid: string | null
  title: string
  /** Ours (see slugs.ts). */
  slug: string
  /** As the old site wrote it, for its old addresses; null when it had none (drafts). */
  sourceSlug: string | null
  /** The old permalink as exported (absolute), or null. */
  link: string | null
  status: PostStatus
  /** Set for posts scheduled on the old site: they arrive as drafts with this date. */
  scheduledAt: Date | null
  publishedAt: Date | null
  /** WordPress `post_date` as written (the site's local time), which its dated permalinks use. */
  sourceDate: string | null
  modifiedAt: Date | null
  excerpt: string | null
  /** Body converted to HTML our editor reads; still to be sanitized by the writer. */
  html: string
  /** Where the body came from: WordPress classic or block editor, Ghost html or lexical. */
  contentFormat: 'classic' | 'blocks' | 'html' | 'lexical'
  /** Every image address the body uses, in order, once each (for re-hosting). */
  imageUrls: string[]
  /** Shortcodes the conversion dropped, for the report. */
  shortcodes: ShortcodeCount[]
  featured: boolean
  categories: ImportTermRef[]
  tags: ImportTermRef[]
  author: ImportAuthor | null
  cover: { url: string; alt: string | null } | null
  seo: ImportSeo
  commentCount: number
  warnings: ImportWarning[]
}

export type SkippedKind =
  'page' | 'attachment' | 'menu_item' | 'custom_post_type' | 'comments' | 'internal_tag' | 'trash'

/** Something the export holds that the import leaves out, for the report. */
export interface ImportSkipped {
  source: ImportSource
  kind: SkippedKind
  sourceId: string | null
  title: string | null
  /** The old site's post type (WordPress) or table (Ghost). */
  type: string
  /** Comments on one post; 1 for everything else. */
  count: number
}

export type ImportEntry =
  { kind: 'post'; post: ImportPost } | { kind: 'skipped'; skipped: ImportSkipped }

/** How many items the report lists per kind, from a run over the second pass. */
export function countSkipped(entries: Iterable<ImportSkipped>): Map<SkippedKind, number> {
  const counts = new Map<SkippedKind, number>()
  for (const entry of entries) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + entry.count)
  return counts
}
