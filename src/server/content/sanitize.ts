import 'server-only'
import sanitizeHtml from 'sanitize-html'
import { LINK_SCHEMES } from '@/lib/link-schemes'
import { ARTICLE_BODY_SIZES, srcsetFor, type ResponsiveImageMap } from '@/lib/responsive-images'

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
// relative path.

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

/*
 * Responsive images: srcset, sizes, width and height are allowed on <img> only as this
 * sanitizer writes them, from the media library's record of our own uploads. Whatever a body
 * brings in those attributes is dropped first, so a srcset can never name another address.
 */
const RESPONSIVE_ATTRIBUTES = ['srcset', 'sizes', 'width', 'height'] as const

function responsiveOptions(images: ResponsiveImageMap): sanitizeHtml.IOptions {
  return {
    ...OPTIONS,
    allowedAttributes: {
      ...OPTIONS.allowedAttributes,
      img: ['src', 'alt', 'title', 'class', ...RESPONSIVE_ATTRIBUTES],
    },
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const next: Record<string, string> = { ...attribs }
        for (const name of RESPONSIVE_ATTRIBUTES) delete next[name]
        const src = next.src ?? ''
        const image = Object.hasOwn(images, src) ? images[src] : undefined
        const srcset = image ? srcsetFor(src, image) : null
        if (image && srcset) {
          next.srcset = srcset
          next.sizes = ARTICLE_BODY_SIZES
          next.width = String(image.width)
          next.height = String(image.height)
        }
        return { tagName, attribs: next }
      },
    },
  }
}

/**
 * Cleans post HTML with the allowlist; used when a body is saved and again when it is shown.
 * At render time, `images` (our stored uploads with their variants) adds each one's srcset.
 */
export function sanitizePostHtml(html: string, images?: ResponsiveImageMap): string {
  return sanitizeHtml(html, images ? responsiveOptions(images) : OPTIONS)
}
