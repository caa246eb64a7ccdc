import {
  SOURCE_HOME,
  SOURCE_INVALID,
  SOURCE_PREFIX_QUERY,
  SOURCE_REQUIRED,
  SOURCE_RESERVED,
  SOURCE_TOO_LONG,
  TARGET_INVALID,
  TARGET_REQUIRED,
  TARGET_TOO_LONG,
} from './messages'
import {
  MAX_PATH_LENGTH,
  isReservedPath,
  normalisePath,
  normaliseQuery,
  parseAbsoluteUrl,
  splitUrl,
} from './paths'
import type { RedirectMatch, RedirectStatus } from './types'

/*
 * What an admin types (or a CSV row holds) turned into what is stored, or the pt-BR reason it
 * cannot be. A source may be pasted as a full address of the old site: only its path and query
 * count (the domain is this site's once the blog moved here).
 */

export type Parsed = { ok: true; value: string } | { ok: false; message: string }

// A line break or control character in an address could split a response header.
const CONTROL = /[\u0000-\u001f\u007f]/

/** The stored form of a rule's source, with `match` deciding what a query or `/` may be. */
export function parseSource(input: string, match: RedirectMatch): Parsed {
  const raw = input.trim()
  if (raw === '') return { ok: false, message: SOURCE_REQUIRED }
  if (CONTROL.test(raw) || raw.length > MAX_PATH_LENGTH) {
    return { ok: false, message: CONTROL.test(raw) ? SOURCE_INVALID : SOURCE_TOO_LONG }
  }
  const url = parseAbsoluteUrl(raw)
  const relative = url ? `${url.pathname}${url.search}` : raw
  if (!relative.startsWith('/')) return { ok: false, message: SOURCE_INVALID }
  const { path: rawPath, query: rawQuery } = splitUrl(relative)
  const path = normalisePath(rawPath)
  const query = normaliseQuery(rawQuery)
  if (isReservedPath(path)) return { ok: false, message: SOURCE_RESERVED }
  if (match === 'prefix' && query !== '') return { ok: false, message: SOURCE_PREFIX_QUERY }
  if (path === '/' && query === '') return { ok: false, message: SOURCE_HOME }
  const value = query === '' ? path : `${path}?${query}`
  if (value.length > MAX_PATH_LENGTH) return { ok: false, message: SOURCE_TOO_LONG }
  return { ok: true, value }
}

/**
 * The stored form of a target: '' for 410 (whatever was typed), a normalised path with its
 * query and fragment, or an absolute http(s) URL; an address of this site (`siteOrigin`) is
 * stored as its path, so chains through it are seen and collapsed.
 */
export function parseTarget(input: string, status: RedirectStatus, siteOrigin: string): Parsed {
  if (status === 410) return { ok: true, value: '' }
  const raw = input.trim()
  if (raw === '') return { ok: false, message: TARGET_REQUIRED }
  if (CONTROL.test(raw)) return { ok: false, message: TARGET_INVALID }
  if (raw.length > MAX_PATH_LENGTH) return { ok: false, message: TARGET_TOO_LONG }
  const url = parseAbsoluteUrl(raw)
  if (url && url.origin !== originOf(siteOrigin)) return { ok: true, value: url.href }
  const relative = url ? `${url.pathname}${url.search}${url.hash}` : raw
  // `//host/x` is another site to a browser: written as a path, it must be a mistake.
  if (!relative.startsWith('/') || relative.startsWith('//')) {
    return { ok: false, message: TARGET_INVALID }
  }
  const hash = relative.indexOf('#')
  const { path, query } = splitUrl(relative)
  const resolved = new URL(relative, 'http://destino.invalid')
  const search = query === '' ? '' : resolved.search
  const fragment = hash === -1 ? '' : resolved.hash
  const value = `${normalisePath(path)}${search}${fragment}`
  return value.length > MAX_PATH_LENGTH
    ? { ok: false, message: TARGET_TOO_LONG }
    : { ok: true, value }
}

function originOf(siteUrl: string): string {
  return parseAbsoluteUrl(siteUrl)?.origin ?? ''
}
