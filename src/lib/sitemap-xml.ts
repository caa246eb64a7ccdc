/*
 * The sitemap's XML (sitemaps.org 0.9). One <urlset> while the site has at most
 * SITEMAP_URL_LIMIT addresses; past it, /sitemap.xml becomes a <sitemapindex> naming
 * /sitemap/1.xml, /sitemap/2.xml... of that many addresses each, so no file grows with the
 * archive (the protocol allows 50,000; smaller files are quicker to render and to fetch).
 */

import { escapeXml } from './feed'
import type { SitemapEntry } from './sitemap-entries'

export const SITEMAP_URL_LIMIT = 5000

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

/** Where part `part` (1-based) of a split sitemap lives. */
export function sitemapPartPath(part: number): string {
  return `/sitemap/${part}.xml`
}

/** The part number a `/sitemap/<n>.xml` segment names ('1.xml' -> 1), or null. */
export function parseSitemapPart(segment: string): number | null {
  const match = /^([1-9]\d{0,4})\.xml$/.exec(segment)
  return match?.[1] ? Number(match[1]) : null
}

export function sitemapParts(entries: readonly SitemapEntry[]): SitemapEntry[][] {
  const parts: SitemapEntry[][] = []
  for (let start = 0; start < entries.length; start += SITEMAP_URL_LIMIT)
    parts.push(entries.slice(start, start + SITEMAP_URL_LIMIT))
  return parts
}

function lastmod(date: Date | undefined): string {
  return date ? `<lastmod>${date.toISOString()}</lastmod>` : ''
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${escapeXml(entry.url)}</loc>${lastmod(entry.lastModified)}</url>`,
  )
  return `${HEAD}<urlset ${NS}>\n${urls.join('\n')}\n</urlset>\n`
}

function newest(entries: readonly SitemapEntry[]): Date | undefined {
  let latest: Date | undefined
  for (const { lastModified } of entries)
    if (lastModified && (!latest || lastModified > latest)) latest = lastModified
  return latest
}

export function sitemapIndexXml(siteUrl: string, parts: readonly SitemapEntry[][]): string {
  const items = parts.map(
    (part, index) =>
      `<sitemap><loc>${escapeXml(`${siteUrl}${sitemapPartPath(index + 1)}`)}</loc>${lastmod(newest(part))}</sitemap>`,
  )
  return `${HEAD}<sitemapindex ${NS}>\n${items.join('\n')}\n</sitemapindex>\n`
}

/**
 * The document at /sitemap.xml (`part` null) or at /sitemap/<part>.xml; null when that address
 * holds nothing (a part number past the last, or any part while the sitemap is not split).
 */
export function sitemapDocument(
  siteUrl: string,
  entries: readonly SitemapEntry[],
  part: number | null,
): string | null {
  const split = entries.length > SITEMAP_URL_LIMIT
  if (part === null)
    return split ? sitemapIndexXml(siteUrl, sitemapParts(entries)) : urlsetXml(entries)
  if (!split) return null
  const chunk = sitemapParts(entries)[part - 1]
  return chunk ? urlsetXml(chunk) : null
}
