import type { MetadataRoute } from 'next'
import { connection } from 'next/server'
import { sitemapEntries } from '@/lib/sitemap-entries'
import { getCachedCategories, getCachedPosts } from '@/server/blog/queries'
import { getEnv } from '@/server/env'

/*
 * Rendered per request from the cached blog reads (expired by the CMS through their tags), so
 * a publish shows up at once. `connection()` keeps it out of the build: a prerendered sitemap
 * would carry whatever database the build machine saw, and a build may have none.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection()
  const [posts, categories] = await Promise.all([getCachedPosts(), getCachedCategories()])
  return sitemapEntries(getEnv().SITE_URL, posts, categories)
}
