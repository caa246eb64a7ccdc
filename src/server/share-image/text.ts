/*
 * What of a post's title and category goes onto its share image, and how it is escaped for
 * Pango markup (sharp's text renderer). Pure functions, unit-tested.
 */

export const TITLE_MAX_CHARS = 140
export const CATEGORY_MAX_CHARS = 40

// Colour emoji and pictographs have no glyph in Inter or the system fonts here: they would be
// drawn as empty boxes, so the image leaves them out (©, ®, ™ and ‼ stay: fonts have them).
const PICTOGRAPH = /\p{Extended_Pictographic}/u
const JOINERS = /[\u200d\ufe0e\ufe0f\u20e3\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/gu
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu

/** The text as drawn: no emoji, no control characters, one line of single spaces, capped. */
export function shareText(value: string, max: number): string {
  const kept = [...value.normalize('NFC').replace(JOINERS, '').replace(INVISIBLE, ' ')]
    .filter((char) => !(PICTOGRAPH.test(char) && (char.codePointAt(0) ?? 0) >= 0x2190))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  const chars = [...kept]
  if (chars.length <= max) return kept
  const cut = chars.slice(0, max - 1).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${atWord.length > max / 2 ? atWord : cut}…`
}

/** Pango markup is XML: every character that could open a tag or an entity is escaped. */
export function escapeMarkup(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
