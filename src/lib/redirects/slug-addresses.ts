import { categoryPath, categoryTabPath, postPath } from '../blog-paths'
import { normalisePath, normaliseQuery, splitUrl } from './paths'

/*
 * The old addresses a slug change keeps, as rules store their sources (normalised, like every
 * rule's), so the writers, the readers of old slugs and the migration that moved them here
 * agree with the address a browser sends.
 */

/** A post's address as a rule's source. */
export function postRuleSource(slug: string): string {
  return normalisePath(postPath(slug))
}

/** A path with its query, the query in its normal form (parameters sorted). */
function withNormalQuery(url: string): string {
  const { path, query } = splitUrl(url)
  const normal = normaliseQuery(query)
  return normal === '' ? normalisePath(path) : `${normalisePath(path)}?${normal}`
}

/**
 * The addresses a category answers at: its page and every page under it (a prefix), the
 * breadcrumb's other reading /blog/<slug>, and the index's tab /blog?categoria=<slug>.
 */
export function categoryRuleSources(slug: string): { page: string; legacy: string; tab: string } {
  return {
    page: normalisePath(categoryPath(slug)),
    legacy: normalisePath(`/blog/${slug}`),
    tab: withNormalQuery(categoryTabPath(slug)),
  }
}

/** Where each of those addresses goes once the category's slug is `slug`. */
export function categoryRuleTargets(slug: string): { page: string; legacy: string; tab: string } {
  return {
    page: categoryPath(slug),
    legacy: categoryPath(slug),
    tab: categoryTabPath(slug),
  }
}
