import { htmlTokens, type HtmlToken } from '@/lib/html-text'

/*
 * WordPress's wpautop() for posts written in the classic editor, which stores text with blank
 * lines where paragraphs are and lets the theme add the <p>s on display. Same rules: a blank
 * line (or two <br>s) ends a paragraph, a single newline is a <br>, block elements are never
 * wrapped in <p>, a <blockquote> or a <div> that holds paragraphs gets them inside, and <pre>
 * is left alone. WordPress applies them with regular expressions that backtrack; this walks the
 * tags once. Unlike WordPress it never leaves a stray </p> when a paragraph runs into a </div>.
 */

const BLOCKS = new Set(
  (
    'table thead tfoot caption col colgroup tbody tr td th div dl dd dt ul ol li pre form map area ' +
    'blockquote address style p h1 h2 h3 h4 h5 h6 hr fieldset legend section article aside hgroup ' +
    'header footer nav figure figcaption details menu summary'
  ).split(' '),
)

/** Block elements whose content is phrasing: text right inside them gets no <p>. */
const PHRASING = new Set(
  'li dt dd td th caption figcaption summary legend p h1 h2 h3 h4 h5 h6 pre figure'.split(' '),
)

type Tag = Extract<HtmlToken, { kind: 'tag' }>
type Chunk = HtmlToken[]

const isBlock = (token: HtmlToken | undefined): token is Tag =>
  token?.kind === 'tag' && BLOCKS.has(token.name)

const isBlank = (token: HtmlToken | undefined) => token?.kind === 'text' && token.text.trim() === ''

const source = (token: HtmlToken) => (token.kind === 'text' ? token.text : token.source)

/** Splits the body into paragraph candidates: at blank lines, around block tags, at <br><br>. */
function chunks(html: string): { chunks: Chunk[]; raw: Set<Chunk> } {
  const result: Chunk[] = []
  const raw = new Set<Chunk>()
  let current: Chunk = []
  let inPre = false
  const boundary = () => {
    if (current.length) result.push(current)
    current = []
  }
  for (const token of htmlTokens(html)) {
    if (token.kind === 'tag' && (token.name === 'script' || token.name === 'style')) continue
    if (inPre) {
      current.push(token)
      if (token.kind === 'tag' && token.name === 'pre' && token.closing) {
        raw.add(current)
        boundary()
        inPre = false
      }
    } else if (token.kind === 'text') {
      splitText(token.text, current, boundary, () => current)
    } else if (BLOCKS.has(token.name) && !token.closing) {
      boundary()
      current.push(token)
      if (token.name === 'pre') inPre = true
      if (token.name === 'hr') boundary()
    } else if (BLOCKS.has(token.name)) {
      current.push(token)
      boundary()
    } else if (token.name === 'br' && doubleBreak(current)) {
      boundary()
    } else current.push(token)
  }
  if (inPre) raw.add(current)
  boundary()
  return { chunks: result, raw }
}

/** Whether `current` ends with a <br> (spaces after it allowed); removes it when so. */
function doubleBreak(current: Chunk): boolean {
  let at = current.length - 1
  while (at >= 0 && isBlank(current[at])) at--
  const last = current[at]
  if (last?.kind !== 'tag' || last.name !== 'br') return false
  current.splice(at)
  return true
}

/** Adds a text run to the chunk, ending the chunk at every blank line (newline, spaces, newline). */
function splitText(text: string, initial: Chunk, boundary: () => void, current: () => Chunk) {
  let chunk = initial
  let start = 0
  let at = text.indexOf('\n')
  while (at !== -1) {
    let end = at + 1
    let lines = 1
    while (end < text.length && ' \t\f\v\n'.includes(text[end] ?? '')) {
      if (text[end] === '\n') lines++
      end++
    }
    if (lines > 1) {
      if (at > start) chunk.push({ kind: 'text', text: text.slice(start, at) })
      boundary()
      chunk = current()
      start = end
    }
    at = text.indexOf('\n', end)
  }
  if (start < text.length) chunk.push({ kind: 'text', text: text.slice(start) })
}

/** Phrasing content with each single newline turned into a <br />, as wpautop's $br does. */
function withBreaks(middle: Chunk): string {
  const parts: string[] = []
  let afterBreak = false
  for (const token of middle) {
    if (token.kind === 'tag') {
      parts.push(token.source)
      afterBreak = token.name === 'br'
      continue
    }
    token.text.split('\n').forEach((line, index) => {
      if (index > 0) {
        if (afterBreak) parts.push('\n')
        else {
          parts.push((parts.pop() ?? '').trimEnd(), '<br />\n')
          afterBreak = true
        }
      }
      parts.push(index > 0 ? line.trimStart() : line)
      if (line.trim()) afterBreak = false
    })
  }
  return parts.join('').trim()
}

function render(chunk: Chunk): string {
  let start = 0
  let end = chunk.length
  while (start < end && (isBlock(chunk[start]) || isBlank(chunk[start]))) start++
  while (end > start && (isBlock(chunk[end - 1]) || isBlank(chunk[end - 1]))) end--
  const lead = chunk.slice(0, start).filter((token) => token.kind === 'tag')
  const trail = chunk.slice(end).filter((token) => token.kind === 'tag')
  const inner = chunk.slice(start, end)
  // Newlines at the edges of a paragraph are where it starts and ends, not line breaks.
  const first = inner[0]
  if (first?.kind === 'text') inner[0] = { kind: 'text', text: first.text.trimStart() }
  const last = inner.at(-1)
  if (last?.kind === 'text') inner[inner.length - 1] = { kind: 'text', text: last.text.trimEnd() }
  const middle = withBreaks(inner)
  const opener = lead.at(-1)
  const closer = trail[0]
  const phrasing = opener !== undefined && !opener.closing && PHRASING.has(opener.name)
  // <div>text</div> on one line stays as WordPress leaves it; only a blockquote gets its <p>.
  const oneElement =
    opener !== undefined &&
    !opener.closing &&
    closer?.closing === true &&
    closer.name === opener.name
  const wrap = middle !== '' && !phrasing && (!oneElement || opener.name === 'blockquote')
  const body = wrap ? `<p>${middle}</p>` : middle
  return lead.map(source).join('') + body + trail.map(source).join('')
}

/** The body with WordPress's automatic paragraphs applied. */
export function autop(html: string): string {
  const normalized = html.replaceAll('\r\n', '\n').replaceAll('\r', '\n')
  if (normalized.trim() === '') return ''
  const { chunks: list, raw } = chunks(normalized)
  return list
    .map((chunk) => (raw.has(chunk) ? chunk.map(source).join('') : render(chunk)))
    .filter((html) => html.trim() !== '')
    .join('\n')
}
