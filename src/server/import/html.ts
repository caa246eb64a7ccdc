import 'server-only'
import { htmlTokens } from '@/lib/html-text'
import { replaceImageUrls } from '@/lib/import/content'
import { parseTag, serializeTag } from '@/lib/import/html-rewrite'
import { sanitizePostHtml } from '../content/sanitize'

/*
 * An imported body made ready to store: the copied images at their new addresses, the ones that
 * could not be copied taken out (no page here may ask the old host for anything), links to the
 * old site made paths of this one (the domain now points here, and the redirects lead each old
 * path to its new page), links to files on the old media hosts that were not copied unwrapped to
 * their text, and the result through the one sanitizer every stored body goes through.
 */

export interface RehostOptions {
  /** Old address (as the body writes it) → its new one. */
  replacements: ReadonlyMap<string, string>
  /** Old image addresses that could not be copied: their images are removed. */
  removed: ReadonlySet<string>
  /** Host names of the old site itself. */
  siteHosts: ReadonlySet<string>
  /** Host names the old site's files were served from (CDN, uploads). */
  mediaHosts: ReadonlySet<string>
}

export function hostOf(address: string): string | null {
  try {
    return new URL(address).hostname.toLowerCase()
  } catch {
    return null
  }
}

const attribute = (tag: ReturnType<typeof parseTag>, name: string) =>
  tag.attributes.find(([key]) => key === name)?.[1]?.trim() ?? null

function pathOf(address: string): string {
  const url = new URL(address)
  return `${url.pathname}${url.search}${url.hash}`
}

function rewrite(html: string, options: RehostOptions): string {
  const parts: string[] = []
  // One entry per open <a>: unwrapped (its tags dropped), or where its opening tag went, so a
  // link left empty by a removed image goes too.
  const links: ({ unwrap: true } | { unwrap: false; at: number })[] = []
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') {
      parts.push(token.text)
      continue
    }
    if (token.name === 'img' && !token.closing) {
      const src = attribute(parseTag(token.source), 'src')
      if (src !== null && options.removed.has(src)) continue
    } else if (token.name === 'a' && token.closing) {
      const link = links.pop()
      if (link?.unwrap) continue
      if (link && parts.slice(link.at + 1).every((part) => part.trim() === '')) {
        parts.length = link.at
        continue
      }
    } else if (token.name === 'a') {
      const tag = parseTag(token.source)
      const href = attribute(tag, 'href')
      const host = href ? hostOf(href) : null
      if (host !== null && options.mediaHosts.has(host) && !options.siteHosts.has(host)) {
        links.push({ unwrap: true })
        continue
      }
      links.push({ unwrap: false, at: parts.length })
      if (href && host && options.siteHosts.has(host)) {
        const attributes = tag.attributes.map(([name, value]): [string, string | null] =>
          name === 'href' ? [name, pathOf(href)] : [name, value],
        )
        parts.push(serializeTag({ ...tag, attributes }))
        continue
      }
    }
    parts.push(token.source)
  }
  return parts.join('')
}

/** The body as stored: see the file comment. */
export function rehostBody(html: string, options: RehostOptions): string {
  const replaced =
    options.replacements.size > 0 ? replaceImageUrls(html, options.replacements) : html
  return sanitizePostHtml(rewrite(replaced, options))
}
