import { convertWordPressContent, plainText } from './content'
import { seoOf } from './seo'
import { importSlug } from './slugs'
import { mapWordPressStatus, parseLooseDate, parseMysqlUtc } from './status'
import type {
  ImportAuthor,
  ImportEntry,
  ImportPost,
  ImportSkipped,
  ImportTermRef,
  ImportWarning,
  SkippedKind,
} from './types'
import type { WxrIndex } from './wxr-index'
import type { WxrRecord } from './wxr-parser'

type ItemRecord = Extract<WxrRecord, { kind: 'item' }>

const SKIPPED_TYPES: Record<string, SkippedKind> = {
  page: 'page',
  attachment: 'attachment',
  nav_menu_item: 'menu_item',
}

/** Statuses of things deleted or never written: not imported at all. */
const DISCARDED_STATUSES = new Set(['trash', 'auto-draft', 'inherit'])

const field = (record: ItemRecord, key: string) => record.fields.get(key)?.trim() ?? ''

/** The post's author; logins in real exports carry stray ">" (">themereviewteam"). */
function authorOf(login: string, index: WxrIndex): ImportAuthor | null {
  const cleaned = login.replace(/[<>]/g, '').trim()
  if (!cleaned) return null
  return index.authors.get(login) ?? index.authors.get(cleaned) ?? null
}

function termRefs(record: ItemRecord, domain: string): ImportTermRef[] {
  const index = new Map<string, ImportTermRef>()
  for (const term of record.terms) {
    if (term.domain !== domain) continue
    const name = plainText(term.name) || term.nicename
    const slug = importSlug(term.nicename, name, '').slug
    if (slug && !index.has(slug)) index.set(slug, { slug, name })
  }
  return [...index.values()]
}

function skipped(record: ItemRecord, kind: SkippedKind, count = 1): ImportSkipped {
  return {
    source: 'wordpress',
    kind,
    sourceId: field(record, 'wp:post_id') || null,
    title: plainText(field(record, 'title')) || null,
    type: field(record, 'wp:post_type') || 'post',
    count,
  }
}

function postOf(record: ItemRecord, index: WxrIndex): ImportPost {
  const warnings: ImportWarning[] = []
  const sourceId = field(record, 'wp:post_id')
  const rawStatus = field(record, 'wp:status') || 'draft'
  const gmt = parseMysqlUtc(field(record, 'wp:post_date_gmt'))
  const date =
    gmt ?? parseLooseDate(field(record, 'pubDate')) ?? parseMysqlUtc(field(record, 'wp:post_date'))
  let mapped = mapWordPressStatus(rawStatus, date)
  if (!mapped.known)
    warnings.push({
      code: 'unknown_status',
      message: `Status "${rawStatus}" desconhecido: importado como rascunho.`,
    })
  if (field(record, 'wp:post_password')) {
    warnings.push({
      code: 'password_protected',
      message:
        'O post era protegido por senha: foi importado como rascunho para não ficar público.',
    })
    if (mapped.status === 'published') mapped = { ...mapped, status: 'draft' }
  }
  if (rawStatus === 'publish' && !date)
    warnings.push({ code: 'invalid_date', message: 'A data de publicação do arquivo é inválida.' })
  if (rawStatus === 'future' && !date)
    warnings.push({
      code: 'invalid_date',
      message: 'O post estava agendado sem data válida: ficou como rascunho.',
    })

  const title = plainText(field(record, 'title'))
  if (!title) warnings.push({ code: 'untitled', message: 'O post não tinha título.' })
  const sourceSlug = field(record, 'wp:post_name') || null
  const slug = importSlug(sourceSlug, title, `post-${sourceId}`)
  if (slug.derived)
    warnings.push({
      code: 'slug_derived',
      message: `O slug "${slug.slug}" foi criado a partir do título.`,
    })

  const login = field(record, 'dc:creator')
  const author = authorOf(login, index)
  if (!author && login)
    warnings.push({
      code: 'unknown_author',
      message: `O autor "${login}" não está na lista de autores do arquivo.`,
    })

  const content = convertWordPressContent(
    record.fields.get('content:encoded') ?? '',
    sourceId,
    index.library,
  )
  if (content.shortcodes.length > 0) {
    const names = content.shortcodes.map(({ name, count }) => `[${name}] (${count})`).join(', ')
    warnings.push({ code: 'shortcodes_removed', message: `Shortcodes removidos: ${names}.` })
  }
  const thumbnailId = record.meta.get('_thumbnail_id')?.trim() ?? ''
  const thumbnail = thumbnailId ? index.attachments.get(thumbnailId) : undefined
  const missing = [
    ...content.missingAttachmentIds,
    ...(thumbnailId && !thumbnail ? [thumbnailId] : []),
  ]
  if (missing.length > 0)
    warnings.push({
      code: 'missing_attachment',
      message: `Imagens que não estão no arquivo (ids ${missing.join(', ')}) ficaram de fora.`,
    })

  return {
    source: 'wordpress',
    sourceId,
    guid: field(record, 'guid') || null,
    title: title || 'Sem título',
    slug: slug.slug,
    sourceSlug,
    link: field(record, 'link') || null,
    status: mapped.status,
    scheduledAt: mapped.scheduledAt,
    publishedAt: rawStatus === 'publish' || rawStatus === 'private' ? date : null,
    sourceDate: field(record, 'wp:post_date') || null,
    modifiedAt: parseMysqlUtc(field(record, 'wp:post_modified_gmt')),
    excerpt: (record.fields.get('excerpt:encoded') ?? '').trim() || null,
    html: content.html,
    contentFormat: content.format === 'blocks' ? 'blocks' : 'classic',
    imageUrls: content.imageUrls,
    shortcodes: content.shortcodes,
    featured: field(record, 'wp:is_sticky') === '1',
    categories: termRefs(record, 'category'),
    tags: termRefs(record, 'post_tag'),
    author,
    cover: thumbnail ? { url: thumbnail.url, alt: thumbnail.alt } : null,
    seo: seoOf(record.meta, title),
    commentCount: record.comments,
    warnings,
  }
}

/** What one item of the file becomes: a post, or what the report lists as left out. */
export function wxrItemEntries(record: ItemRecord, index: WxrIndex): ImportEntry[] {
  const entries: ImportEntry[] = []
  const type = field(record, 'wp:post_type') || 'post'
  const status = field(record, 'wp:status')
  if (record.comments > 0)
    entries.push({ kind: 'skipped', skipped: skipped(record, 'comments', record.comments) })
  if (type === 'post' && DISCARDED_STATUSES.has(status))
    entries.push({ kind: 'skipped', skipped: skipped(record, 'trash') })
  else if (type === 'post') entries.push({ kind: 'post', post: postOf(record, index) })
  else
    entries.push({
      kind: 'skipped',
      skipped: skipped(record, SKIPPED_TYPES[type] ?? 'custom_post_type'),
    })
  return entries
}
