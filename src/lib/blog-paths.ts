/** The blog's public addresses, in one place so links, canonicals, feeds and JSON-LD agree. */
export const BLOG_PATH = '/blog'

/** An article's site-relative address: every `/blog/post/...` the code writes comes from here. */
export function postPath(slug: string): string {
  return `/blog/post/${slug}`
}

/**
 * An article's absolute URL for documents read outside the site (the RSS feed, the sitemap),
 * where the address must be a valid URL as written, so the slug is percent-encoded.
 */
export function postUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}${postPath(encodeURIComponent(slug))}`
}

export function categoryPath(slug: string): string {
  return `/blog/categoria/${slug}`
}

/** The index filtered by a category tab; a shareable URL. */
export function categoryTabPath(slug: string | null): string {
  return slug ? `/blog?categoria=${encodeURIComponent(slug)}` : BLOG_PATH
}
