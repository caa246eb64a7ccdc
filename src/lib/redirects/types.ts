/*
 * The redirect manager's value sets, shared by the matcher, the forms and the database types.
 */
export const REDIRECT_MATCHES = ['exact', 'prefix'] as const
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number]

export const REDIRECT_STATUSES = [301, 302, 307, 308, 410] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

/** Who made a rule: an admin, an import, or a slug change of a post or a category. */
export const REDIRECT_ORIGINS = ['manual', 'import', 'post-slug', 'category-slug'] as const
export type RedirectOrigin = (typeof REDIRECT_ORIGINS)[number]

/** A permanent redirect may be collapsed into the rules that lead to it; a temporary one not. */
export function isPermanent(status: RedirectStatus): boolean {
  return status === 301 || status === 308
}

/** What the matcher needs of a stored rule. */
export interface RedirectRule {
  id: string
  /** Normalised (normaliseSource): a path, with a normalised query for query rules. */
  source: string
  match: RedirectMatch
  /** A normalised path of this site or an absolute http(s) URL; '' for 410. */
  target: string
  status: RedirectStatus
}
