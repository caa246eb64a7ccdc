import { plainText } from './content'
import type { MediaItem, MediaLibrary } from './shortcodes'
import { importSlug } from './slugs'
import type { ImportAttachment, ImportAuthor, ImportSite, ImportTerm } from './types'
import { readWxrRecords, type WxrFields, type WxrRecord } from './wxr-parser'

/*
 * The first of the two passes over a WXR file. An item can use an attachment (featured image,
 * gallery) or an author that the file lists only after it, so the importer reads the file
 * twice: this pass keeps what is small and referenced (site, authors, terms, attachments,
 * counts) and drops every post body as soon as it is read; the second pass
 * (readWxrEntries) turns each item into a post with everything it references at hand.
 */

export interface WxrIndex {
  site: ImportSite
  /** By login (`dc:creator` of the items). */
  authors: ReadonlyMap<string, ImportAuthor>
  categories: ImportTerm[]
  tags: ImportTerm[]
  /** By attachment id. */
  attachments: ReadonlyMap<string, ImportAttachment>
  library: MediaLibrary
  /** Items per WordPress post type (post, page, attachment, nav_menu_item, ...). */
  itemCounts: ReadonlyMap<string, number>
  /** Navigation menus (not imported). */
  menus: number
}

const field = (fields: WxrFields, key: string) => fields.get(key)?.trim() ?? ''

function term(
  kind: ImportTerm['kind'],
  fields: WxrFields,
  keys: { slug: string; name: string; parent?: string; description: string },
): ImportTerm {
  const sourceSlug = field(fields, keys.slug)
  const name = plainText(field(fields, keys.name)) || sourceSlug
  const sourceId = field(fields, 'wp:term_id')
  return {
    kind,
    sourceId,
    slug: importSlug(sourceSlug, name, `${kind === 'category' ? 'categoria' : 'tag'}-${sourceId}`)
      .slug,
    sourceSlug,
    name,
    parentSourceSlug: (keys.parent && field(fields, keys.parent)) || null,
    description: field(fields, keys.description) || null,
  }
}

const CATEGORY = {
  slug: 'wp:category_nicename',
  name: 'wp:cat_name',
  parent: 'wp:category_parent',
  description: 'wp:category_description',
}
const TAG = { slug: 'wp:tag_slug', name: 'wp:tag_name', description: 'wp:tag_description' }
const TERM = {
  slug: 'wp:term_slug',
  name: 'wp:term_name',
  parent: 'wp:term_parent',
  description: 'wp:term_description',
}

export function attachmentOf(record: Extract<WxrRecord, { kind: 'item' }>): ImportAttachment {
  const { fields, meta } = record
  const parent = field(fields, 'wp:post_parent')
  return {
    sourceId: field(fields, 'wp:post_id'),
    url: field(fields, 'wp:attachment_url') || field(fields, 'guid'),
    alt: meta.get('_wp_attachment_image_alt')?.trim() || null,
    title: plainText(field(fields, 'title')),
    parentId: parent && parent !== '0' ? parent : null,
    link: field(fields, 'link') || null,
  }
}

export function siteOf(fields: WxrFields): ImportSite {
  return {
    source: 'wordpress',
    siteUrl: field(fields, 'wp:base_site_url') || null,
    blogUrl: field(fields, 'wp:base_blog_url') || field(fields, 'link') || null,
    title: plainText(field(fields, 'title')) || null,
  }
}

/** First pass: see the file comment. `input` is a fresh stream of the whole file. */
export async function readWxrIndex(input: AsyncIterable<string | Uint8Array>): Promise<WxrIndex> {
  let site: ImportSite = siteOf(new Map())
  const authors = new Map<string, ImportAuthor>()
  const terms = new Map<string, ImportTerm>()
  const attachments = new Map<string, ImportAttachment>()
  const byParent = new Map<string, MediaItem[]>()
  const itemCounts = new Map<string, number>()
  let menus = 0
  const addTerm = (value: ImportTerm) => {
    const key = `${value.kind}:${value.sourceSlug}`
    if (!terms.has(key)) terms.set(key, value)
  }
  for await (const record of readWxrRecords(input)) {
    const { fields } = record
    if (record.kind === 'site') site = siteOf(fields)
    else if (record.kind === 'author') {
      const login = field(fields, 'wp:author_login')
      const displayName = plainText(field(fields, 'wp:author_display_name')) || login
      authors.set(login, { login, email: field(fields, 'wp:author_email') || null, displayName })
    } else if (record.kind === 'category') addTerm(term('category', fields, CATEGORY))
    else if (record.kind === 'tag') addTerm(term('tag', fields, TAG))
    else if (record.kind === 'term') {
      const taxonomy = field(fields, 'wp:term_taxonomy')
      if (taxonomy === 'category') addTerm(term('category', fields, TERM))
      else if (taxonomy === 'post_tag') addTerm(term('tag', fields, TERM))
      else if (taxonomy === 'nav_menu') menus++
    } else if (record.kind === 'item') {
      const type = field(fields, 'wp:post_type') || 'post'
      itemCounts.set(type, (itemCounts.get(type) ?? 0) + 1)
      if (type !== 'attachment') continue
      const attachment = attachmentOf(record)
      attachments.set(attachment.sourceId, attachment)
      if (attachment.parentId) {
        const siblings = byParent.get(attachment.parentId)
        if (siblings) siblings.push(attachment)
        else byParent.set(attachment.parentId, [attachment])
      }
    }
  }
  const all = [...terms.values()]
  return {
    site,
    authors,
    categories: all.filter((value) => value.kind === 'category'),
    tags: all.filter((value) => value.kind === 'tag'),
    attachments,
    library: { byId: attachments, byParent },
    itemCounts,
    menus,
  }
}
