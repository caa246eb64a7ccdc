/*
 * Old addresses as redirect keys. The old host is gone (the domain now points here), so only
 * the path is kept, in one canonical form that both the import (writing the redirects) and the
 * lookup of an incoming request compute the same way:
 *
 *   - percent-encoding with lowercase hex, non-ASCII characters encoded ("/%ce%b1/");
 *   - no trailing slash except for "/" itself, so "/slug/" and "/slug" are the same key;
 *   - the query string dropped, except the parameters that name a WordPress object
 *     (`/?p=12`, `/?attachment_id=7`, `/?cat=3`, ...), sorted: utm and gclid do not change
 *     where an address goes.
 */

/** Query parameters that make a WordPress address point at one object. */
const IDENTITY_PARAMETERS = ['attachment_id', 'author', 'cat', 'feed', 'p', 'page_id', 'tag']

const ORIGIN = 'http://old.invalid'

function lowerEscapes(value: string): string {
  return value.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase())
}

/** The canonical key of an old address (absolute URL or path); null for the bare home page. */
export function normalizeOldPath(address: string): string | null {
  let url: URL
  try {
    url = new URL(address.trim(), ORIGIN)
  } catch {
    return null
  }
  let path = lowerEscapes(url.pathname)
  // "//" collapses (WordPress links built by concatenation carry them), the end loses its "/".
  path = path.replace(/\/{2,}/g, '/')
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  const identity = IDENTITY_PARAMETERS.flatMap((name) => {
    const value = url.searchParams.get(name)
    return value ? [`${name}=${lowerEscapes(encodeURIComponent(value))}`] : []
  })
  if (identity.length > 0) return `${path}?${identity.join('&')}`
  return path === '/' ? null : path
}

/** The path of the old site's base address without its trailing slash ("" at the domain's root). */
export function basePath(siteUrl: string | null): string {
  if (!siteUrl) return ''
  const path = normalizeOldPath(siteUrl)
  return path === null || path.includes('?') ? '' : path
}
