import { Parser } from 'htmlparser2'

const SAFE_TAGS = new Set(
  'p br strong em h1 h2 h3 h4 h5 h6 ul ol li a img code pre blockquote div span'.split(' '),
)
const SAFE_ATTRIBUTES = new Set(['href', 'src', 'alt', 'class', 'target', 'rel', 'title'])
/** The spec's link schemes, or a relative address (path, fragment, bare file name). */
const SAFE_URL =
  /^(https?:|ftps?:|mailto:|tel:|callto:|sms:|cid:|xmpp:|\/(?!\/)|#|[a-z0-9._~-]+(\/|$))/i

/**
 * Everything a browser would build from the HTML that could run code or leave the spec's
 * allowlist: tags, attributes, URLs and unsafe `target="_blank"` links.
 * Empty when the HTML is safe.
 */
export function unsafeParts(html: string): string[] {
  const problems: string[] = []
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!SAFE_TAGS.has(name)) problems.push(`tag ${name}`)
        for (const [attribute, raw] of Object.entries(attributes)) {
          if (!SAFE_ATTRIBUTES.has(attribute)) problems.push(`attribute ${attribute}`)
          if (attribute !== 'href' && attribute !== 'src') continue
          // What the URL parser sees: control characters and whitespace are dropped.
          const value = raw.replace(/[\u0000-\u0020]/g, '')
          if (!SAFE_URL.test(value)) problems.push(`url ${raw}`)
          const scheme = /^[a-z][a-z0-9+.-]*:/i.test(value)
          // Images: http(s) or a relative path, never another scheme or protocol-relative.
          if (name === 'img' && scheme && !/^https?:/i.test(value)) problems.push(`img ${raw}`)
        }
        if (
          name === 'a' &&
          attributes.target === '_blank' &&
          attributes.rel !== 'noopener noreferrer'
        )
          problems.push('target _blank without noopener')
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return problems
}
