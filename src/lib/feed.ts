/*
 * RSS 2.0 for the blog, as a pure function so escaping and dates are unit tested. Readers
 * (and validators) are strict XML parsers: one unescaped '&' in a title breaks the whole feed.
 */

import { bylineAuthor } from './author-name'
import { postUrl } from './blog-paths'

/** Where the route handler serves the feed; pages link it as rel="alternate". */
export const BLOG_FEED_PATH = '/blog/rss.xml'

/** Readers poll the feed: it carries the newest posts only, whatever the archive's size. */
export const FEED_POST_LIMIT = 50

export interface FeedPost {
  slug: string
  title: string
  description: string | null
  published_at: Date | null
  updated_at: Date
  author_name: string | null
  category: { name: string } | null
}

export interface FeedChannel {
  siteUrl: string
  title: string
  description: string
  /** Where the feed itself lives, for atom:link rel="self". */
  feedUrl: string
}

/** XML 1.0 forbids most control characters even when escaped; a pasted one would break the feed. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code !== 0xfffe && code !== 0xffff)
  )
}

/** Escapes text for element content and double-quoted attributes. */
export function escapeXml(text: string): string {
  let out = ''
  for (const char of text) {
    if (!isXmlChar(char.codePointAt(0) ?? 0)) continue
    out += XML_ENTITIES[char] ?? char
  }
  return out
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** RFC 822 date as RSS 2.0 requires, always in GMT: "Tue, 03 Jun 2025 12:00:00 GMT". */
export function rfc822(date: Date): string {
  return date.toUTCString()
}

function element(name: string, value: string | null | undefined): string {
  return value ? `<${name}>${escapeXml(value)}</${name}>` : ''
}

function item(post: FeedPost, siteUrl: string): string {
  const link = postUrl(siteUrl, post.slug)
  return [
    '<item>',
    element('title', post.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    element('pubDate', rfc822(post.published_at ?? post.updated_at)),
    element('description', post.description),
    element('category', post.category?.name),
    element('dc:creator', bylineAuthor(post.author_name)),
    '</item>',
  ].join('')
}

/** The whole document; `posts` are already the published ones, newest first. */
export function buildRssFeed(channel: FeedChannel, posts: readonly FeedPost[]): string {
  // The last edit, not "now": the same posts give the same bytes, so the feed can be cached.
  const newest = posts.reduce<Date | undefined>(
    (latest, post) => (!latest || post.updated_at > latest ? post.updated_at : latest),
    undefined,
  )
  const blogUrl = `${channel.siteUrl}/blog`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', blogUrl),
    element('description', channel.description),
    '<language>pt-BR</language>',
    newest ? element('lastBuildDate', rfc822(newest)) : '',
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map((post) => item(post, channel.siteUrl)),
    '</channel>',
    '</rss>\n',
  ].join('')
}
