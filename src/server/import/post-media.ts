import 'server-only'
import { htmlTokens } from '@/lib/html-text'
import { parseTag } from '@/lib/import/html-rewrite'
import type { ImportAttachment, ImportPost } from '@/lib/import/types'
import { hostOf } from './html'
import { absoluteImageUrl, type MediaImporter } from './media'

/*
 * A post's images (its cover and those in its body): copied into the library, or left on the
 * old site when the import keeps them (`--midia manter`), with the report's words for each.
 */

export interface PostMedia {
  cover: string | null
  /** The cover's alt text: the post's, else the one the old library had for that file. */
  coverAlt: string | null
  replacements: Map<string, string>
  removed: Set<string>
  warnings: string[]
}

interface MediaContext {
  media: 'baixar' | 'manter'
  images: MediaImporter | null
  file: { base: string | null; attachments: ReadonlyMap<string, ImportAttachment> }
  mediaHosts: Set<string>
}

/**
 * The same file under its other names: WordPress serves an upload resized ("-300x200"), through
 * its CDN ("i0.wp.com/host/..."), with query parameters; the attachment lists the original.
 */
export function fileKey(address: string): string {
  return address
    .replace(/^https?:\/\//i, '')
    .replace(/^i[0-3]\.wp\.com\//i, '')
    .replace(/[?#].*$/, '')
    .replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1')
    .toLowerCase()
}

const altsByFile = new WeakMap<ReadonlyMap<string, ImportAttachment>, Map<string, string>>()

/** The export's attachments' alt texts by file, computed once per export. */
function attachmentAlts(attachments: ReadonlyMap<string, ImportAttachment>): Map<string, string> {
  let alts = altsByFile.get(attachments)
  if (!alts) {
    alts = new Map()
    for (const attachment of attachments.values())
      if (attachment.alt) alts.set(fileKey(attachment.url), attachment.alt)
    altsByFile.set(attachments, alts)
  }
  return alts
}

/** The alt text each image of a body is written with. */
function bodyAlts(html: string): Map<string, string> {
  const alts = new Map<string, string>()
  for (const token of htmlTokens(html)) {
    if (token.kind !== 'tag' || token.name !== 'img' || token.closing) continue
    const tag = parseTag(token.source)
    const src = tag.attributes.find(([name]) => name === 'src')?.[1]?.trim()
    const alt = tag.attributes.find(([name]) => name === 'alt')?.[1]?.trim()
    if (src && alt && !alts.has(src)) alts.set(src, alt)
  }
  return alts
}

export async function postMedia(post: ImportPost, ctx: MediaContext): Promise<PostMedia> {
  const result: PostMedia = {
    cover: null,
    coverAlt: null,
    replacements: new Map(),
    removed: new Set(),
    warnings: [],
  }
  const addresses = [...post.imageUrls, ...(post.cover ? [post.cover.url] : [])]
  if (addresses.length === 0) return result
  if (ctx.media === 'manter' || !ctx.images) {
    if (post.cover)
      result.warnings.push(
        'A capa ficou de fora: mantida no site antigo, ela não pode ser a capa de um post aqui.',
      )
    if (post.imageUrls.length > 0)
      result.warnings.push(
        `${post.imageUrls.length} imagens do texto continuam no endereço antigo (mídia mantida).`,
      )
    return result
  }
  const library = attachmentAlts(ctx.file.attachments)
  const inBody = bodyAlts(post.html)
  const coverUrl = post.cover?.url
  const alts = (url: string) =>
    library.get(fileKey(url)) ??
    inBody.get(url) ??
    (coverUrl && url === absoluteImageUrl(coverUrl, ctx.file.base) ? post.cover?.alt : null) ??
    null
  for (const address of addresses) {
    const host = hostOf(absoluteImageUrl(address, ctx.file.base) ?? '')
    if (host) ctx.mediaHosts.add(host)
  }
  const results = await ctx.images.resolve(addresses, alts)
  for (const [address, outcome] of results) {
    if (outcome.ok) {
      if (outcome.url !== address) result.replacements.set(address, outcome.url)
    } else {
      result.removed.add(address)
      if (!result.warnings.includes(outcome.message)) result.warnings.push(outcome.message)
    }
  }
  if (post.cover) {
    const cover = results.get(post.cover.url)
    result.cover = cover?.ok ? cover.url : null
    const absolute = absoluteImageUrl(post.cover.url, ctx.file.base)
    if (result.cover) result.coverAlt = post.cover.alt ?? (absolute ? alts(absolute) : null)
  }
  return result
}
