/*
 * One spelling per address, so a rule typed by an admin, a row of an import and the address a
 * browser sends meet in one Map lookup: percent-escapes in upper case (`%c3%a7` and `ç` are
 * `%C3%A7`), escapes of plain characters decoded (`%41` is `A`), no trailing slash (`/a/` is
 * `/a`), no empty or dot segments. Case is kept: addresses are case-sensitive.
 */

/** Characters a path segment holds as they are (RFC 3986 pchar without `%`). */
const SEGMENT_SAFE = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/
/** A path already in normal form (the common case, checked without building anything). */
const ALREADY_NORMAL = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)*$/

/** Longest path or source kept: an address, not a payload. */
export const MAX_PATH_LENGTH = 2000

/** Addresses of the application itself: never the source of a rule. */
export const RESERVED_PREFIXES = ['/admin', '/api', '/_next'] as const

function encodeChar(char: string): string {
  return SEGMENT_SAFE.test(char) ? char : encodeURIComponent(char)
}

/** A segment whose escapes are not all valid UTF-8: escapes upper-cased, stray `%` escaped. */
function normaliseRawSegment(segment: string): string {
  let out = ''
  for (let i = 0; i < segment.length; i += 1) {
    const char = segment.charAt(i)
    const hex = segment.slice(i + 1, i + 3)
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out += `%${hex.toUpperCase()}`
      i += 2
    } else out += char === '%' ? '%25' : encodeChar(char)
  }
  return out
}

function normaliseSegment(segment: string): string {
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    return normaliseRawSegment(segment)
  }
  let out = ''
  for (const char of decoded) out += encodeChar(char)
  return out
}

/**
 * The normal form of a path (no query): starts with `/`, `/` alone for the root. Backslashes
 * count as slashes, as browsers read them.
 */
export function normalisePath(path: string): string {
  if (ALREADY_NORMAL.test(path)) return path === '' ? '/' : path
  const segments: string[] = []
  for (const raw of path.replace(/\\/g, '/').split('/')) {
    if (raw === '' || raw === '.') continue
    if (raw === '..') segments.pop()
    else segments.push(normaliseSegment(raw))
  }
  return `/${segments.join('/')}`
}

/** The path and the raw query (without `?`) of a request target; a fragment is dropped. */
export function splitUrl(url: string): { path: string; query: string } {
  const hash = url.indexOf('#')
  const bare = hash === -1 ? url : url.slice(0, hash)
  const mark = bare.indexOf('?')
  return mark === -1
    ? { path: bare, query: '' }
    : { path: bare.slice(0, mark), query: bare.slice(mark + 1) }
}

/** A query's parameters sorted by name, one spelling: the key of a rule that needs them. */
export function normaliseQuery(query: string): string {
  const params = new URLSearchParams(query)
  const entries = [...params.entries()].filter(([name]) => name !== '')
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(entries).toString()
}

/** True for /admin, /api and /_next and everything under them. */
export function isReservedPath(path: string): boolean {
  const normal = normalisePath(path).toLowerCase()
  return RESERVED_PREFIXES.some((prefix) => normal === prefix || normal.startsWith(`${prefix}/`))
}

/** The path one level up (`/a/b` → `/a`), `''` above the first segment. */
export function parentPath(path: string): string {
  const cut = path.lastIndexOf('/')
  return cut <= 0 ? '' : path.slice(0, cut)
}

/** An absolute http(s) URL, or null. */
export function parseAbsoluteUrl(value: string): URL | null {
  if (!/^https?:\/\//i.test(value)) return null
  try {
    return new URL(value)
  } catch {
    return null
  }
}
