import { htmlTokens, readTag, type TagSource } from '@/lib/html-text'
import { decodeEntities } from '@/lib/revision-text'
import { escapeHtml, linkTo } from './shortcodes'

/*
 * Tag-level rewrites of an imported body, each in one forward pass over the tags (the same
 * tokenizer the rest of lib uses on untrusted bodies, so no regular expression backtracks).
 */

type ParsedTag = TagSource

/** A tag's name and attributes, values with their entities decoded. */
export function parseTag(source: string): ParsedTag {
  const tag = readTag(source)
  return {
    ...tag,
    attributes: tag.attributes.map(([name, value]) => [
      name,
      value === null ? null : decodeEntities(value),
    ]),
  }
}

export function serializeTag(tag: ParsedTag): string {
  if (tag.closing) return `</${tag.name}>`
  const attributes = tag.attributes
    .map(([name, value]) => (value === null ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('')
  return `<${tag.name}${attributes}>`
}

const attributeOf = (tag: ParsedTag, name: string) =>
  tag.attributes.find(([attribute]) => attribute === name)?.[1] ?? null

/** Addresses of other sizes of the old image: they would keep pointing at the old host. */
const DROPPED_IMAGE_ATTRIBUTES = new Set(['srcset', 'sizes', 'data-src', 'data-srcset'])

export interface FinishedHtml {
  html: string
  imageUrls: string[]
  /** Addresses of <iframe>s (players of videos and other embeds), now links. */
  frames: string[]
}

/**
 * The last pass of every conversion: comments, scripts and styles dropped, <figure> unwrapped
 * and <figcaption> made an italic paragraph, <h1> made <h2>
 * (the page's title is the only h1), image addresses collected once each in order, the
 * responsive-size attributes that name old addresses removed, and each <iframe> (which the
 * editor has no node for and the sanitizer drops) turned into a link to what it showed.
 */
export function finishHtml(html: string): FinishedHtml {
  const parts: string[] = []
  const images = new Set<string>()
  const frames: string[] = []
  let preDepth = 0
  let figureParagraph = false
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') {
      // Removed block comments leave runs of blank lines between elements (not in <pre>).
      const blank = preDepth === 0 && token.text.trim() === '' && token.text.includes('\n')
      parts.push(blank ? '\n' : token.text)
      continue
    }
    if (token.name === 'pre') preDepth = Math.max(0, preDepth + (token.closing ? -1 : 1))
    if (token.name === 'script' || token.name === 'style') continue
    // The sanitizer's allowlist has neither: a figure's image gets a paragraph of its own and
    // its caption an italic one under it (what a [caption] becomes too), rather than loose text.
    if (token.name === 'figure' || token.name === 'figcaption') {
      const opening = !token.closing
      if (figureParagraph && (token.name === 'figcaption' ? opening : !opening)) parts.push('</p>')
      figureParagraph = token.name === 'figure' && opening
      if (figureParagraph) parts.push('<p>')
      else if (token.name === 'figcaption') parts.push(opening ? '<p><em>' : '</em></p>')
      continue
    }
    if (token.name === 'iframe') {
      const src = token.closing ? null : attributeOf(parseTag(token.source), 'src')?.trim()
      if (src) {
        frames.push(src)
        parts.push(linkTo(src))
      }
    } else if (token.name === 'h1') {
      const tag = parseTag(token.source)
      parts.push(serializeTag({ ...tag, name: 'h2' }))
    } else if (token.name === 'img' && !token.closing) {
      const tag = parseTag(token.source)
      const src = attributeOf(tag, 'src')?.trim()
      if (src) images.add(src)
      const kept = tag.attributes.filter(([name]) => !DROPPED_IMAGE_ATTRIBUTES.has(name))
      parts.push(
        kept.length === tag.attributes.length
          ? token.source
          : serializeTag({ ...tag, attributes: kept }),
      )
    } else parts.push(token.source)
  }
  return { html: parts.join('').trim(), imageUrls: [...images], frames }
}

/**
 * The body with each image address swapped for its new one (`urls`: old → new, the old ones as
 * `imageUrls` listed them). Links to the same file (a WordPress image linking to its full size)
 * follow their image. Addresses missing from the map stay as they are.
 */
export function replaceImageUrls(html: string, urls: ReadonlyMap<string, string>): string {
  const parts: string[] = []
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') {
      parts.push(token.text)
      continue
    }
    const attribute = token.closing
      ? null
      : token.name === 'img'
        ? 'src'
        : token.name === 'a'
          ? 'href'
          : null
    if (!attribute) {
      parts.push(token.source)
      continue
    }
    const tag = parseTag(token.source)
    let changed = false
    const attributes = tag.attributes.map(([name, value]): [string, string | null] => {
      const replacement = name === attribute && value !== null ? urls.get(value.trim()) : undefined
      if (replacement === undefined) return [name, value]
      changed = true
      return [name, replacement]
    })
    parts.push(changed ? serializeTag({ ...tag, attributes }) : token.source)
  }
  return parts.join('')
}
