import 'server-only'
import sanitizeHtml from 'sanitize-html'
import { LINK_SCHEMES } from '@/lib/link-schemes'

/** The spec's tags (section 5). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'blockquote',
  'div',
  'span',
]

// Links: the spec's schemes (src/lib/link-schemes.ts); images only over http(s) or a
// relative path (decisions.md item 4).

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // The spec's attributes, each only where it means something.
  allowedAttributes: {
    '*': ['class', 'title'],
    a: ['href', 'target', 'rel', 'title', 'class'],
    img: ['src', 'alt', 'title', 'class'],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs }
      if (next.target && next.target !== '_blank' && next.target !== '_self') delete next.target
      // A new tab must not get a handle on this page (reverse tabnabbing).
      if (next.target === '_blank') next.rel = 'noopener noreferrer'
      return { tagName, attribs: next }
    },
  },
}

/** Cleans post HTML with the allowlist; used when a body is saved and again when it is shown. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
