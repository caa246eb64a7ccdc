import { convertHtmlContent, plainText, type ConvertedContent } from './content'
import { asRecord, text, type GhostIndex, type JsonRecord } from './ghost-index'
import { readJsonRows } from './json-tables'
import { lexicalToHtml } from './lexical'
import { importSlug } from './slugs'
import { mapGhostStatus, parseLooseDate } from './status'
import type { ImportEntry, ImportPost, ImportTermRef, ImportWarning } from './types'

export { ghostTags, readGhostIndex, type GhostIndex } from './ghost-index'

/*
 * Reading a Ghost export takes two passes over the file, each a fresh stream of it, for the
 * reason ghost-index.ts gives:
 *
 *   const index = await readGhostIndex(fs.createReadStream(file))
 *   for await (const entry of readGhostEntries(fs.createReadStream(file), index, { siteUrl })) ...
 *
 * Ghost writes image addresses on its own site as "__GHOST_URL__/content/images/...": with the
 * old site's address (siteUrl) they become absolute and can be copied; without it they are
 * left as paths and reported.
 */

export interface GhostReadOptions {
  /** The old Ghost site's address, e.g. "https://blog.example.com". */
  siteUrl?: string | null
}

const GHOST_URL = '__GHOST_URL__'
const POSTS = new Set(['posts'])

function body(
  row: JsonRecord,
  siteUrl: string,
  warnings: ImportWarning[],
): ConvertedContent & { lexical: boolean } {
  const html = text(row, 'html')
  if (html) return { ...convertHtmlContent(html.replaceAll(GHOST_URL, siteUrl)), lexical: false }
  const lexical = text(row, 'lexical')
  if (!lexical) {
    warnings.push({
      code: 'content_missing',
      message:
        'O post não tem conteúdo em HTML nem em Lexical (formato mobiledoc antigo): chegou vazio.',
    })
    return { ...convertHtmlContent(''), lexical: false }
  }
  const rendered = lexicalToHtml(lexical.replaceAll(GHOST_URL, siteUrl))
  warnings.push({
    code: 'lexical_converted',
    message: 'O HTML do post não estava no arquivo: o conteúdo foi convertido do formato Lexical.',
  })
  if (rendered.unsupported.length > 0)
    warnings.push({
      code: 'lexical_unsupported',
      message: `Blocos do Ghost sem equivalente aqui ficaram de fora: ${rendered.unsupported.join(', ')}.`,
    })
  return { ...convertHtmlContent(rendered.html), lexical: true }
}

function postOf(
  row: JsonRecord,
  id: string,
  index: GhostIndex,
  options: GhostReadOptions,
): ImportPost {
  const warnings: ImportWarning[] = []
  const siteUrl = (options.siteUrl ?? '').replace(/\/+$/, '')
  const rawStatus = text(row, 'status') ?? 'draft'
  const publishedAt = parseLooseDate(text(row, 'published_at'))
  let mapped = mapGhostStatus(rawStatus, publishedAt)
  if (!mapped.known)
    warnings.push({
      code: 'unknown_status',
      message: `Status "${rawStatus}" desconhecido: importado como rascunho.`,
    })
  const visibility = text(row, 'visibility') ?? 'public'
  if (visibility !== 'public') {
    warnings.push({
      code: 'members_only',
      message:
        'O post era só para assinantes no Ghost: foi importado como rascunho para não ficar público.',
    })
    if (mapped.status === 'published') mapped = { ...mapped, status: 'draft' }
  }
  const onGhost = ['html', 'lexical', 'feature_image'].some((key) =>
    text(row, key)?.includes(GHOST_URL),
  )
  if (!siteUrl && onGhost)
    warnings.push({
      code: 'relative_images',
      message:
        'As imagens do post estão no endereço do Ghost antigo: informe esse endereço para copiá-las.',
    })

  const title = plainText(text(row, 'title') ?? '')
  if (!title) warnings.push({ code: 'untitled', message: 'O post não tinha título.' })
  const sourceSlug = text(row, 'slug')
  const slug = importSlug(sourceSlug, title, `post-${id}`)
  if (slug.derived)
    warnings.push({
      code: 'slug_derived',
      message: `O slug "${slug.slug}" foi criado a partir do título.`,
    })

  const tags: ImportTermRef[] = []
  const internal: string[] = []
  for (const tagId of index.postTags.get(id) ?? []) {
    const tag = index.tags.get(tagId)
    if (tag?.internal) internal.push(tag.term.name)
    else if (tag) tags.push({ slug: tag.term.slug, name: tag.term.name })
  }
  if (internal.length > 0)
    warnings.push({
      code: 'internal_tags',
      message: `Tags internas do Ghost não importadas: ${internal.join(', ')}.`,
    })

  const authorId = index.postAuthors.get(id)
  const author = (authorId && index.users.get(authorId)) || null
  if (authorId && !author)
    warnings.push({
      code: 'unknown_author',
      message: `O autor ${authorId} não está na lista de usuários do arquivo.`,
    })

  const content = body(row, siteUrl, warnings)
  const meta = index.postMeta.get(id)
  const cover = text(row, 'feature_image')?.replaceAll(GHOST_URL, siteUrl)
  const featured = row.featured === true || row.featured === 1
  return {
    source: 'ghost',
    sourceId: id,
    guid: text(row, 'uuid'),
    title: title || 'Sem título',
    slug: slug.slug,
    sourceSlug,
    link: null,
    status: mapped.status,
    scheduledAt: mapped.scheduledAt,
    publishedAt: rawStatus === 'published' || rawStatus === 'sent' ? publishedAt : null,
    sourceDate: null,
    modifiedAt: parseLooseDate(text(row, 'updated_at')),
    excerpt: text(row, 'custom_excerpt'),
    html: content.html,
    contentFormat: content.lexical ? 'lexical' : 'html',
    imageUrls: content.imageUrls,
    shortcodes: [],
    featured,
    categories: [],
    tags,
    author,
    cover: cover ? { url: cover, alt: meta?.featureImageAlt ?? null } : null,
    seo: {
      title: meta?.metaTitle ?? null,
      description: meta?.metaDescription ?? null,
      focusKeyword: null,
    },
    commentCount: 0,
    warnings,
  }
}

/**
 * Second pass: the internal tags (reported, never imported) and then every row of `posts`, in
 * file order, as a post, or a page reported as left out.
 */
export async function* readGhostEntries(
  input: AsyncIterable<string | Uint8Array>,
  index: GhostIndex,
  options: GhostReadOptions = {},
): AsyncGenerator<ImportEntry> {
  for (const { term, internal } of index.tags.values()) {
    if (!internal) continue
    const skipped = {
      source: 'ghost',
      kind: 'internal_tag',
      sourceId: term.sourceId,
      title: term.name,
    } as const
    yield { kind: 'skipped', skipped: { ...skipped, type: 'tags', count: 1 } }
  }
  for await (const { value } of readJsonRows(input, POSTS)) {
    const row = asRecord(value)
    const id = row && text(row, 'id')
    if (!row || !id) continue
    const type = text(row, 'type') ?? 'post'
    if (type === 'post') {
      yield { kind: 'post', post: postOf(row, id, index, options) }
      continue
    }
    const title = plainText(text(row, 'title') ?? '') || null
    const kind = type === 'page' ? 'page' : 'custom_post_type'
    yield {
      kind: 'skipped',
      skipped: { source: 'ghost', kind, sourceId: id, title, type, count: 1 },
    }
  }
}
