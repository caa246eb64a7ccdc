/** Lowercase with accents removed: "Ação" and "acao" compare equal. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/**
 * The spec's slug rule: lowercase, accents removed, runs of non-alphanumerics become one
 * hyphen, leading and trailing hyphens trimmed.
 */
export function slugify(value: string): string {
  return normalizeSearchText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Escapes LIKE wildcards so `%`, `_` and `\` typed by a user match literally (used with ESCAPE '\'). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export const WORDS_PER_MINUTE = 200

/** Words of the tag-stripped HTML / 200, rounded up, at least 1 minute. */
export function readingTimeMinutes(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** The spec's display form of reading time, e.g. "14 min". */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min`
}
