import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { sitemapEntries } from '@/lib/sitemap-entries'
import { sitemapDocument } from '@/lib/sitemap-xml'
import { getEnv } from '../env'
import { blogTags } from './cache-tags'
import { getCachedCategories, getCachedSitemapPosts } from './queries'

/**
 * The finished XML of /sitemap.xml (`part` null) or of one part of a split sitemap, cached
 * until a post list or a category changes, or a public article changes where no list shows it
 * (its <lastmod> moves); null for an address with nothing to list.
 */
export async function cachedSitemapDocument(part: number | null): Promise<string | null> {
  'use cache'
  cacheLife('max')
  cacheTag(blogTags.postLists, blogTags.categories, blogTags.sitemap)
  const [posts, categories] = await Promise.all([getCachedSitemapPosts(), getCachedCategories()])
  const siteUrl = getEnv().SITE_URL
  return sitemapDocument(siteUrl, sitemapEntries(siteUrl, posts, categories), part)
}

export const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' }
