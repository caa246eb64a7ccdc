/*
 * The sitemap as data, apart from Next's file convention, so its rules are unit tested:
 * which pages are listed and which date each one carries.
 */

import { categoryPath, postUrl } from './blog-paths'

export interface SitemapEntry {
  url: string
  lastModified?: Date
}

export interface SitemapPost {
  slug: string
  updated_at: Date
  category: { slug: string } | null
}

/**
 * Public pages with no data behind them. /obrigado is left out on purpose: it is only reached
 * after a form and has nothing a search result should lead to.
 */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/ai-planner',
  '/planejamento-de-midia',
  '/planejador',
  '/parceiros',
  '/politica-privacidade',
  '/termos-uso',
] as const

function newest(dates: Date[]): Date | undefined {
  let latest: Date | undefined
  for (const date of dates) if (!latest || date > latest) latest = date
  return latest
}

/**
 * Every public URL, absolute. The blog index and each category page change when a post in
 * them changes, so they carry their newest post's date; a category with no post has no date
 * rather than a made-up one.
 */
export function sitemapEntries(
  siteUrl: string,
  posts: readonly SitemapPost[],
  categories: readonly { slug: string }[],
): SitemapEntry[] {
  const absolute = (path: string) => (path === '/' ? siteUrl : `${siteUrl}${path}`)
  const entries: SitemapEntry[] = STATIC_SITEMAP_PATHS.map((path) => ({ url: absolute(path) }))

  const blogModified = newest(posts.map((post) => post.updated_at))
  entries.push({ url: absolute('/blog'), ...(blogModified && { lastModified: blogModified }) })

  for (const category of categories) {
    const modified = newest(
      posts.filter((post) => post.category?.slug === category.slug).map((p) => p.updated_at),
    )
    entries.push({
      url: absolute(categoryPath(encodeURIComponent(category.slug))),
      ...(modified && { lastModified: modified }),
    })
  }

  for (const post of posts)
    entries.push({
      url: postUrl(siteUrl, post.slug),
      lastModified: post.updated_at,
    })
  return entries
}
