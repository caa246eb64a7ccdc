import { htmlText } from '@/lib/html-text'
import { decodeEntities } from '@/lib/revision-text'
import { autop } from './autop'
import { finishHtml } from './html-rewrite'
import { EMPTY_LIBRARY, expandShortcodes, linkTo, type MediaLibrary } from './shortcodes'
import type { ShortcodeCount } from './types'

export { replaceImageUrls } from './html-rewrite'
export { EMPTY_LIBRARY, type MediaItem, type MediaLibrary } from './shortcodes'

/*
 * Old bodies into HTML our editor reads. The editor (TipTap: paragraphs, headings, lists,
 * quotes, code, links, images) has no embed node, so videos and other embeds become links to
 * them. The result still goes through the server's sanitizer before it is stored.
 */

export interface ConvertedContent {
  html: string
  format: 'classic' | 'blocks' | 'html'
  /** Every image address the body uses, in order, once each: what to re-host. */
  imageUrls: string[]
  /** Shortcodes dropped, by name, for the report. */
  shortcodes: ShortcodeCount[]
  /** Embedded videos and other embeds, now links. */
  embeds: string[]
  /** Gallery ids with no attachment in the export. */
  missingAttachmentIds: string[]
}

/** Text of a title or name: old sites keep entities and sometimes markup in them. */
export function plainText(value: string): string {
  return decodeEntities(htmlText(value)).replace(/\s+/g, ' ').trim()
}

/** A line holding nothing but an address: WordPress shows it as the embedded video or post. */
const BARE_URL = /^https?:\/\/[^\s<>"'[\]]+$/

function autoembed(text: string, embeds: string[]): string {
  if (!text.includes('http')) return text
  return text
    .split('\n')
    .map((line) => {
      const url = line.trim()
      if (!BARE_URL.test(url)) return line
      const address = decodeEntities(url)
      embeds.push(address)
      return linkTo(address)
    })
    .join('\n')
}

/**
 * A WordPress body (`content:encoded`): block-editor comments dropped, bare addresses on their
 * own line and [embed]s turned into links, the shortcodes expanded or dropped, wpautop's
 * paragraphs for classic posts (block posts already carry their <p>s), <h1> → <h2>.
 * `postId` and `library` resolve [gallery]: its ids, or without ids the post's attachments.
 */
export function convertWordPressContent(
  raw: string,
  postId: string | null = null,
  library: MediaLibrary = EMPTY_LIBRARY,
): ConvertedContent {
  const format = raw.includes('<!-- wp:') ? 'blocks' : 'classic'
  const embeds: string[] = []
  const expanded = expandShortcodes(autoembed(raw, embeds), postId, library)
  const finished = finishHtml(format === 'classic' ? autop(expanded.html) : expanded.html)
  return {
    html: finished.html,
    format,
    imageUrls: finished.imageUrls,
    shortcodes: expanded.removed,
    embeds: [...embeds, ...expanded.embeds, ...finished.frames],
    missingAttachmentIds: expanded.missingIds,
  }
}

/** An HTML body (Ghost's `html`): only the last pass, since it is what the old site showed. */
export function convertHtmlContent(html: string): ConvertedContent {
  const finished = finishHtml(html)
  return {
    html: finished.html,
    format: 'html',
    imageUrls: finished.imageUrls,
    shortcodes: [],
    embeds: finished.frames,
    missingAttachmentIds: [],
  }
}
