import 'server-only'
import { getCachedCategories } from './queries'

/**
 * One parameter set per category for a route keyed by category slug. A route needs at least
 * one set to build even with no categories; that placeholder is unknown, so it redirects.
 */
export async function categoryStaticParams<Key extends string>(
  key: Key,
): Promise<Record<Key, string>[]> {
  const categories = await getCachedCategories()
  const slugs = categories.length ? categories.map((category) => category.slug) : ['sem-categorias']
  return slugs.map((slug) => ({ [key]: slug }) as Record<Key, string>)
}
