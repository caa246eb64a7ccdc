/*
 * Reading an HTML fragment for what a reader would see, in one forward pass. Bodies come from
 * users (up to 500,000 characters) and are read before they are sanitized (the form's check,
 * the server's schema), so nothing here may backtrack: every search starts where the previous
 * one ended, and a search that finds nothing is never repeated. The regular expressions this
 * replaces (`<[^>]*>`, `<img\s[^>]*src=`, `<(script|style)[^>]*>[\s\S]*?<\/\1>`) took seconds
 * on inputs such as "<<<<" or "<img <img " (src/lib/linear-time.test.ts).
 */

export type HtmlToken =
  | { kind: 'text'; text: string }
  /** `name` is lowercase; `source` runs from '<' to '>' inclusive. */
  | { kind: 'tag'; name: string; closing: boolean; source: string }

/** Elements whose content is not text a reader sees. */
const HIDDEN_CONTENT = ['script', 'style'] as const

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f'

function isLetter(char: string | undefined): boolean {
  return char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'))
}

/** Where `</name` (any case) followed by a space, '/' or '>' starts, from `from` on; -1 if nowhere. */
function findClosing(html: string, name: string, from: number): number {
  let at = html.indexOf('</', from)
  while (at !== -1) {
    const after = html[at + 2 + name.length]
    const ends = after === undefined || after === '>' || after === '/' || isSpace(after)
    if (ends && html.slice(at + 2, at + 2 + name.length).toLowerCase() === name) return at
    at = html.indexOf('</', at + 2)
  }
  return -1
}

function tagName(source: string, start: number): string {
  let end = start
  while (end < source.length && !isSpace(source[end]) && source[end] !== '/' && source[end] !== '>')
    end++
  return source.slice(start, end).toLowerCase()
}

/**
 * Text runs and tags, in order. A '<' that starts no tag (no letter, '/', '!' or '?' after it,
 * or no '>' anywhere after it) is text, as a browser reads it. Comments and the content of
 * script and style elements are skipped.
 */
export function* htmlTokens(html: string): Generator<HtmlToken> {
  const unclosed = new Set<string>()
  let cursor = 0
  let textStart = 0
  while (cursor < html.length) {
    const open = html.indexOf('<', cursor)
    if (open === -1) break
    const next = html[open + 1]
    if (!isLetter(next) && next !== '/' && next !== '!' && next !== '?') {
      cursor = open + 1
      continue
    }
    let end: number
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      end = close === -1 ? html.length : close + 3
      if (open > textStart) yield { kind: 'text', text: html.slice(textStart, open) }
      cursor = textStart = end
      continue
    }
    const close = html.indexOf('>', open + 1)
    if (close === -1) break // no tag can start anywhere after this either
    end = close + 1
    const closing = next === '/'
    const source = html.slice(open, end)
    const name = tagName(source, closing ? 2 : 1)
    if (open > textStart) yield { kind: 'text', text: html.slice(textStart, open) }
    yield { kind: 'tag', name, closing, source }
    if (!closing && (HIDDEN_CONTENT as readonly string[]).includes(name) && !unclosed.has(name)) {
      const content = findClosing(html, name, end)
      if (content === -1) unclosed.add(name)
      else {
        const after = html.indexOf('>', content)
        end = after === -1 ? html.length : after + 1
      }
    }
    cursor = textStart = end
  }
  if (textStart < html.length) yield { kind: 'text', text: html.slice(textStart) }
}

export interface TagSource {
  name: string
  closing: boolean
  /** In source order, values as written (entities not decoded); null for a bare attribute. */
  attributes: [string, string | null][]
}

/** A tag's name and attributes from its source (`<img alt="x" src=y>`). */
export function readTag(source: string): TagSource {
  const closing = source.startsWith('</')
  let at = closing ? 2 : 1
  const nameStart = at
  while (at < source.length && !isSpace(source[at]) && !'/>'.includes(source[at] ?? '')) at++
  const name = source.slice(nameStart, at).toLowerCase()
  const attributes: [string, string | null][] = []
  while (at < source.length) {
    while (isSpace(source[at]) || source[at] === '/') at++
    if (at >= source.length || source[at] === '>') break
    const start = at
    while (at < source.length && !isSpace(source[at]) && !'/>='.includes(source[at] ?? '')) at++
    const attribute = source.slice(start, at).toLowerCase()
    while (isSpace(source[at])) at++
    let value: string | null = null
    if (source[at] === '=') {
      at++
      while (isSpace(source[at])) at++
      const quote = source[at]
      if (quote === '"' || quote === "'") {
        const close = source.indexOf(quote, at + 1)
        const end = close === -1 ? source.length : close
        value = source.slice(at + 1, end)
        at = end + 1
      } else {
        const valueStart = at
        while (at < source.length && !isSpace(source[at]) && source[at] !== '>') at++
        value = source.slice(valueStart, at)
      }
    }
    if (attribute) attributes.push([attribute, value])
  }
  return { name, closing, attributes }
}

/** The value of one attribute in a tag's source (`<img alt="x" src=y>`), or undefined. */
export function tagAttribute(source: string, attribute: string): string | undefined {
  const found = readTag(source).attributes.find(([name]) => name === attribute)
  return found ? (found[1] ?? '') : undefined
}

/** A no-break space written as an entity: a space to a reader. */
export const NBSP_ENTITY = /&(?:nbsp|#160|#xa0);/gi

/** What a reader sees: tags, comments, scripts and styles dropped; each tag becomes a space. */
export function htmlText(html: string): string {
  let text = ''
  for (const token of htmlTokens(html)) text += token.kind === 'text' ? token.text : ' '
  return text.replace(NBSP_ENTITY, ' ')
}
