/** The blog's public addresses, in one place so links, canonicals and JSON-LD agree. */
export const BLOG_PATH = '/blog'

export function postPath(slug: string): string {
  return `/blog/post/${slug}`
}

export function categoryPath(slug: string): string {
  return `/blog/categoria/${slug}`
}

/** The index filtered by a category tab; a shareable URL. */
export function categoryTabPath(slug: string | null): string {
  return slug ? `/blog?categoria=${encodeURIComponent(slug)}` : BLOG_PATH
}
