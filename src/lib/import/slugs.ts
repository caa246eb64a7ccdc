import { SLUG_MAX, SLUG_PATTERN, slugFromTitle } from '@/lib/validations/posts'

/*
 * Old slugs onto ours (lowercase ASCII words joined by hyphens). WordPress stores non-ASCII
 * slugs percent-encoded ("%ce%b1%ce%b2") and Ghost may keep characters we do not; a slug that
 * already fits is kept, so the post keeps its address, and any other is derived again.
 */

/** The percent-decoded text, or the text itself when it is not valid percent-encoding. */
export function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export interface SlugChoice {
  slug: string
  /** True when the old slug was missing or unusable and the slug came from the title. */
  derived: boolean
}

/** Our slug for an old one, else from the title, else `fallback` (e.g. "post-123"). */
export function importSlug(oldSlug: string | null, title: string, fallback: string): SlugChoice {
  const decoded = decodePercent(oldSlug?.trim() ?? '').toLowerCase()
  if (decoded.length <= SLUG_MAX && SLUG_PATTERN.test(decoded))
    return { slug: decoded, derived: false }
  const fromOld = slugFromTitle(decoded)
  if (fromOld) return { slug: fromOld, derived: decoded !== '' }
  const fromTitle = slugFromTitle(title)
  return { slug: fromTitle || fallback, derived: true }
}
