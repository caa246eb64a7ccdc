/** The spec's hero typing animation: the whole phrase is typed in exactly this time. */
export const TYPING_DURATION_MS = 2500

export type TypedChar = {
  char: string
  /** When the character appears, from the first paint. */
  delayMs: number
  /** How long the caret stays after it, until the next character appears. */
  caretMs: number
}

/**
 * One step per character: nothing is shown at 0 ms and the last character appears at exactly
 * `durationMs`. Delays are whole milliseconds so the CSS carries no long decimals; rounding
 * each cumulative time (not each step) keeps the total exact.
 */
export function typingSchedule(text: string, durationMs = TYPING_DURATION_MS): TypedChar[] {
  // Array.from splits by code point, so an accented letter or an emoji stays one character.
  const chars = Array.from(text)
  const at = (index: number) => Math.round(((index + 1) * durationMs) / chars.length)
  return chars.map((char, index) => ({
    char,
    delayMs: at(index),
    caretMs: index === chars.length - 1 ? 0 : at(index + 1) - at(index),
  }))
}
