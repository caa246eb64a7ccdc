import type { OutlineLink } from './body-outline'

const POST_PATH = /^\/blog\/post\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/

/** The post slug a link points to, when it points to an article of this blog; else null. */
export function linkedPostSlug(href: string, siteOrigin?: string): string | null {
  let path = href
  if (!href.startsWith('/') || href.startsWith('//')) {
    if (!siteOrigin) return null
    try {
      const url = new URL(href)
      if (url.origin !== new URL(siteOrigin).origin) return null
      path = url.pathname
    } catch {
      return null
    }
  }
  const bare = path.split(/[?#]/)[0] ?? ''
  return POST_PATH.exec(bare)?.[1] ?? null
}

export interface PostLink {
  slug: string
  link: OutlineLink
}

/** The body's links to blog articles, in order. */
export function postLinks(links: readonly OutlineLink[], siteOrigin?: string): PostLink[] {
  const result: PostLink[] = []
  for (const link of links) {
    const slug = linkedPostSlug(link.href, siteOrigin)
    if (slug) result.push({ slug, link })
  }
  return result
}

/**
 * The posts a body already links to, for the link suggestions: every link whose path is
 * `/blog/post/<slug>`, relative or absolute on any http(s) host. The host is not checked on
 * purpose: the site answers under several addresses (its public domain, the admin's origin,
 * http and https), and leaving out a suggestion because an outside page shares a post's exact
 * path costs nothing.
 */
export function linkedPostSlugs(links: readonly OutlineLink[]): string[] {
  const slugs = new Set<string>()
  for (const { href } of links) {
    let path = href.trim()
    if (/^https?:\/\//i.test(path)) {
      try {
        path = new URL(path).pathname
      } catch {
        continue
      }
    }
    const slug = linkedPostSlug(path)
    if (slug) slugs.add(slug)
  }
  return [...slugs]
}
