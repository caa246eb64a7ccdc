import { htmlText } from './html-text'

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
  const slug = normalizeSearchText(value).replace(/[^a-z0-9]+/g, '-')
  // Runs are single hyphens by now: at most one to drop at each end, no `-+$` to backtrack on.
  return slug.slice(slug.startsWith('-') ? 1 : 0, slug.endsWith('-') ? -1 : undefined)
}

/** Escapes LIKE wildcards so `%`, `_` and `\` typed by a user match literally (used with ESCAPE '\'). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export const WORDS_PER_MINUTE = 200

/** Words of the tag-stripped HTML / 200, rounded up, at least 1 minute. */
export function readingTimeMinutes(html: string): number {
  const words = htmlText(html).split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** The spec's display form of reading time, e.g. "14 min". */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min`
}
