import { htmlTokens, tagAttribute } from './html-text'

/*
 * A post body as the history compares it: the words a reader sees, in order, with paragraph
 * breaks and images as tokens of their own. Inline markup (bold, links, code) joins the text
 * around it, so "<strong>pala</strong>vra" is one word, as a reader reads it. One forward pass
 * over the HTML (html-text.ts), so a hostile body costs linear time.
 */

/** Between two blocks (paragraphs, headings, list items...); never part of a word. */
export const BREAK = '\n'

const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'br',
  'hr',
  'div',
  'figure',
  'figcaption',
  'table',
  'tr',
  'td',
  'th',
])

// Bounded alternatives only: no backtracking on "&&&&" or "&#0000..." runs.
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|amp|lt|gt|quot|apos|nbsp);/gi
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '\uFFFD'
}

/** The few entities a sanitized body uses (and any numeric one) as the characters they name. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_, name: string) => {
    const lower = name.toLowerCase()
    if (lower.startsWith('#x')) return codePoint(parseInt(lower.slice(2), 16))
    if (lower.startsWith('#')) return codePoint(parseInt(lower.slice(1), 10))
    return NAMED[lower] ?? ''
  })
}

/** Words, BREAKs and "[imagem: alt]" tokens; no BREAK at either end or twice in a row. */
export function bodyTokens(html: string): string[] {
  const tokens: string[] = []
  let text = ''
  const flush = () => {
    if (!text) return
    for (const word of decodeEntities(text).split(/\s+/)) if (word) tokens.push(word)
    text = ''
  }
  const separate = () => {
    flush()
    if (tokens.length > 0 && tokens.at(-1) !== BREAK) tokens.push(BREAK)
  }
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') text += token.text
    else if (token.name === 'img' && !token.closing) {
      flush()
      const alt = decodeEntities(tagAttribute(token.source, 'alt') ?? '')
        .replace(/\s+/g, ' ')
        .trim()
      tokens.push(alt ? `[imagem: ${alt}]` : '[imagem]')
    } else if (BLOCKS.has(token.name)) separate()
  }
  flush()
  if (tokens.at(-1) === BREAK) tokens.pop()
  return tokens
}
