import { decodeEntities } from '@/lib/revision-text'
import { scanShortcodes, type ShortcodeAttributes, type ShortcodeToken } from './shortcode-scan'
import type { ShortcodeCount } from './types'

/*
 * Shortcodes are code that ran on the old site; here there is nothing to run them. The few
 * whose output is plain content become that content (caption → the image and a caption paragraph,
 * gallery → its images,
 * embed → a link to the video), every other one is dropped (an enclosing one keeps the text
 * it wrapped) and counted for the report, so no "[shortcode]" reaches a reader.
 *
 * WordPress runs only registered shortcodes and leaves "[anything else]" as text; a post's
 * prose often has brackets ("[sic]", "[simple boat]"). Without the old site's list, a bracket
 * counts as a shortcode when it looks like one: a known name, a name with "_" or "-", an
 * attribute written name=value, a "/]" ending or a matching closing tag.
 */

export interface MediaItem {
  url: string
  alt: string | null
  title: string
}

export interface MediaLibrary {
  byId: ReadonlyMap<string, MediaItem>
  /** Attachments uploaded to each post, in export order: what `[gallery]` without ids shows. */
  byParent: ReadonlyMap<string, readonly MediaItem[]>
}

export const EMPTY_LIBRARY: MediaLibrary = { byId: new Map(), byParent: new Map() }

export interface ShortcodeResult {
  html: string
  removed: ShortcodeCount[]
  /** Addresses of `[embed]`s, now links. */
  embeds: string[]
  /** Gallery ids with no attachment in the export. */
  missingIds: string[]
}

const KNOWN = new Set(['caption', 'wp_caption', 'gallery', 'embed', 'audio', 'video', 'playlist'])

type Tag = Extract<ShortcodeToken, { kind: 'tag' }>
type Frame = { tag: Tag; closer: number; output: string }

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** Which closing token each opening token pairs with: WordPress takes the first later one. */
function pairs(tokens: readonly ShortcodeToken[]): Map<number, number> {
  const closers = new Map<string, number[]>()
  tokens.forEach((token, index) => {
    if (token.kind !== 'tag' || !token.closing) return
    const list = closers.get(token.name)
    if (list) list.push(index)
    else closers.set(token.name, [index])
  })
  const result = new Map<number, number>()
  const next = new Map<string, number>()
  tokens.forEach((token, index) => {
    if (token.kind !== 'tag' || token.closing || token.selfClosing) return
    const list = closers.get(token.name) ?? []
    let at = next.get(token.name) ?? 0
    while (at < list.length && (list[at] ?? 0) < index) at++
    const closer = list[at]
    if (closer !== undefined) {
      result.set(index, closer)
      at++
    }
    next.set(token.name, at)
  })
  return result
}

function isShortcode(tag: Tag, paired: boolean, closerPaired: boolean): boolean {
  if (tag.closing) return closerPaired
  return (
    paired ||
    tag.selfClosing ||
    KNOWN.has(tag.name) ||
    tag.name.includes('_') ||
    tag.name.includes('-') ||
    tag.attributes.named.size > 0
  )
}

/**
 * WordPress's caption: the (linked) image, and the caption="" text or the text after the image.
 * The sanitizer's allowlist has no <figure>/<figcaption>, so the caption is an italic paragraph
 * under the image's own paragraph: what the editor can hold and readers still see as a caption.
 */
function caption(attributes: ShortcodeAttributes, inner: string): string {
  const lower = inner.toLowerCase()
  const image = lower.indexOf('<img')
  let media = inner
  let rest = ''
  if (image !== -1) {
    let start = image
    const link = lower.lastIndexOf('<a ', image)
    const linkEnd = link === -1 ? -1 : lower.indexOf('>', link)
    if (linkEnd !== -1 && linkEnd < image && !lower.slice(linkEnd + 1, image).trim()) start = link
    let end = lower.indexOf('>', image) + 1 || inner.length
    let afterImage = end
    while (' \n\t\r'.includes(lower[afterImage] ?? '-')) afterImage++
    if (start !== image && lower.startsWith('</a>', afterImage)) end = afterImage + 4
    media = inner.slice(start, end)
    rest = inner.slice(end)
  }
  const text = (attributes.named.get('caption') ?? rest).trim()
  return `<p>${media.trim()}</p>${text ? `<p><em>${text}</em></p>` : ''}`
}

function gallery(
  attributes: ShortcodeAttributes,
  postId: string | null,
  library: MediaLibrary,
  missing: string[],
) {
  const ids = (attributes.named.get('ids') ?? attributes.named.get('include') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  const items: MediaItem[] = []
  if (ids.length === 0) items.push(...((postId && library.byParent.get(postId)) || []))
  for (const id of ids) {
    const item = library.byId.get(id)
    if (item) items.push(item)
    else missing.push(id)
  }
  const images = items.map(
    (item) => `<img src="${escapeHtml(item.url)}" alt="${escapeHtml(item.alt ?? '')}">`,
  )
  // One paragraph of images: <figure> is not in the sanitizer's allowlist.
  return images.length ? `<p>${images.join('')}</p>` : ''
}

export function linkTo(url: string): string {
  const href = escapeHtml(url)
  return `<a href="${href}">${href}</a>`
}

/** Expands or drops every shortcode of a body; see the file comment for which is which. */
export function expandShortcodes(
  text: string,
  postId: string | null,
  library: MediaLibrary,
): ShortcodeResult {
  const tokens = scanShortcodes(text)
  const paired = pairs(tokens)
  const closerPaired = new Set(paired.values())
  const removed = new Map<string, number>()
  const embeds: string[] = []
  const missingIds: string[] = []
  // Enclosing shortcodes whose content is being collected: caption and embed need theirs whole.
  const frames: Frame[] = []
  let output = ''
  const emit = (html: string) => {
    const top = frames.at(-1)
    if (top) top.output += html
    else output += html
  }
  const finish = (frame: Frame) => {
    const { name, attributes } = frame.tag
    if (name === 'embed') {
      const url = decodeEntities(frame.output.trim())
      if (url) embeds.push(url)
      emit(url ? linkTo(url) : '')
    } else emit(caption(attributes, frame.output))
  }
  const closeFrom = (depth: number) => {
    while (frames.length > depth) {
      const frame = frames.pop()
      if (frame) finish(frame)
    }
  }
  tokens.forEach((token, index) => {
    if (token.kind === 'text') return emit(token.text)
    const closer = paired.get(index)
    if (!isShortcode(token, closer !== undefined, closerPaired.has(index)))
      return emit(token.source)
    if (token.closing) {
      const at = frames.findIndex((frame) => frame.closer === index)
      // Closing one that is still open ends the ones opened inside it too.
      if (at !== -1) closeFrom(at)
      return
    }
    const name = token.name
    if (closer !== undefined && (name === 'caption' || name === 'wp_caption' || name === 'embed')) {
      frames.push({ tag: token, closer, output: '' })
    } else if (name === 'gallery') {
      emit(gallery(token.attributes, postId, library, missingIds))
    } else {
      removed.set(name, (removed.get(name) ?? 0) + 1)
    }
  })
  closeFrom(0)
  return {
    html: output,
    removed: [...removed].map(([name, count]) => ({ name, count })),
    embeds,
    missingIds,
  }
}
