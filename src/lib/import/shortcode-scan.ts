/*
 * WordPress shortcodes ([name attr="x"], [name]content[/name], [[escaped]]) as tokens, in one
 * forward pass. Bodies are user content of any size, so nothing here backtracks: the '['
 * search moves forward only, and the next ']' is looked up once and reused until passed.
 */

export interface ShortcodeAttributes {
  named: Map<string, string>
  positional: string[]
}

export type ShortcodeToken =
  | { kind: 'text'; text: string }
  | {
      kind: 'tag'
      name: string
      closing: boolean
      selfClosing: boolean
      attributes: ShortcodeAttributes
      source: string
    }

const isNameStart = (char: string | undefined) =>
  char !== undefined &&
  ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || char === '_')

const isNameChar = (char: string | undefined) =>
  isNameStart(char) || (char !== undefined && ((char >= '0' && char <= '9') || char === '-'))

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\u00a0'

/** WordPress's shortcode_parse_atts: name="v", name='v', name=v, "v", 'v' and bare words. */
export function parseShortcodeAttributes(text: string): ShortcodeAttributes {
  const named = new Map<string, string>()
  const positional: string[] = []
  let at = 0
  while (at < text.length) {
    while (isSpace(text[at])) at++
    if (at >= text.length) break
    const quote = text[at]
    if (quote === '"' || quote === "'") {
      const end = text.indexOf(quote, at + 1)
      const stop = end === -1 ? text.length : end
      positional.push(text.slice(at + 1, stop))
      at = stop + 1
      continue
    }
    const start = at
    while (at < text.length && !isSpace(text[at]) && text[at] !== '=') at++
    const word = text.slice(start, at)
    let look = at
    while (isSpace(text[look])) look++
    if (text[look] !== '=' || word === '') {
      if (word) positional.push(word)
      else at++
      continue
    }
    at = look + 1
    while (isSpace(text[at])) at++
    const valueQuote = text[at]
    let value: string
    if (valueQuote === '"' || valueQuote === "'") {
      const end = text.indexOf(valueQuote, at + 1)
      const stop = end === -1 ? text.length : end
      value = text.slice(at + 1, stop)
      at = stop + 1
    } else {
      const valueStart = at
      while (at < text.length && !isSpace(text[at])) at++
      value = text.slice(valueStart, at)
    }
    named.set(word.toLowerCase(), value)
  }
  return { named, positional }
}

/** Tokens of `text`: runs of text and shortcode tags; `[[x]]` stays text with its brackets encoded. */
export function scanShortcodes(text: string): ShortcodeToken[] {
  const tokens: ShortcodeToken[] = []
  let textStart = 0
  let cursor = 0
  let nextClose = -1
  const pushText = (end: number) => {
    if (end > textStart) tokens.push({ kind: 'text', text: text.slice(textStart, end) })
  }
  while (cursor < text.length) {
    const open = text.indexOf('[', cursor)
    if (open === -1) break
    if (nextClose < open) nextClose = text.indexOf(']', open)
    if (nextClose === -1) break // no tag can end anywhere after this
    const escaped = text[open + 1] === '['
    const nameAt = open + (escaped ? 2 : 1)
    const closing = text[nameAt] === '/'
    let nameEnd = nameAt + (closing ? 1 : 0)
    if (!isNameStart(text[nameEnd])) {
      cursor = open + 1
      continue
    }
    while (isNameChar(text[nameEnd])) nameEnd++
    const after = text[nameEnd]
    if (!(after === ']' || after === '/' || isSpace(after)) || nameEnd > nextClose) {
      cursor = open + 1
      continue
    }
    if (escaped) {
      // [[gallery]] is how a post shows a shortcode's text: it is text, never run.
      if (text[nextClose + 1] !== ']') {
        cursor = open + 1
        continue
      }
      pushText(open)
      tokens.push({ kind: 'text', text: `&#91;${text.slice(open + 2, nextClose)}&#93;` })
      cursor = textStart = nextClose + 2
      continue
    }
    const inside = text.slice(nameEnd, nextClose)
    const selfClosing = inside.trimEnd().endsWith('/')
    pushText(open)
    tokens.push({
      kind: 'tag',
      name: text.slice(nameAt + (closing ? 1 : 0), nameEnd).toLowerCase(),
      closing,
      selfClosing,
      attributes: parseShortcodeAttributes(selfClosing ? inside.trimEnd().slice(0, -1) : inside),
      source: text.slice(open, nextClose + 1),
    })
    cursor = textStart = nextClose + 1
  }
  pushText(text.length)
  return tokens
}
