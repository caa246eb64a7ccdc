import { escapeHtml, linkTo } from './shortcodes'

/*
 * Ghost's editor stores posts as Lexical JSON; its export usually carries the rendered `html`
 * too, and that is what the importer uses. Only for a post whose `html` is missing does this
 * render the Lexical tree: text, headings, lists, quotes, links, code, images, galleries and
 * raw HTML cards as Ghost renders them; embeds and bookmarks as links (the editor has no embed
 * node). Cards that only make sense on Ghost (paywall, signup, email, products, ...) are left
 * out and named in the report.
 */

interface LexicalNode {
  type?: unknown
  [key: string]: unknown
}

export interface LexicalResult {
  html: string
  /** Card types left out, once each. */
  unsupported: string[]
}

const MAX_DEPTH = 64

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const children = (node: LexicalNode): LexicalNode[] =>
  Array.isArray(node.children) ? node.children.filter(isNode) : []

function isNode(value: unknown): value is LexicalNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Lexical's text format bits, outermost first. */
const FORMATS: [number, string][] = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
]

function text(node: LexicalNode): string {
  const format = typeof node.format === 'number' ? node.format : 0
  let html = escapeHtml(str(node.text))
  for (const [bit, tag] of [...FORMATS].reverse())
    if (format & bit) html = `<${tag}>${html}</${tag}>`
  return html
}

function image(node: LexicalNode, withCaption = true): string {
  const src = str(node.src)
  if (!src) return ''
  const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(str(node.alt))}">`
  const caption = withCaption ? str(node.caption) : ''
  return `<figure>${img}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`
}

const headingTag = (node: LexicalNode) => {
  const tag = str(node.tag)
  return /^h[1-6]$/.test(tag) ? tag : 'h2'
}

class Renderer {
  readonly unsupported = new Set<string>()

  nodes(list: LexicalNode[], depth: number): string {
    return list.map((child) => this.node(child, depth + 1)).join('')
  }

  node(node: LexicalNode, depth: number): string {
    if (depth > MAX_DEPTH) return ''
    const type = str(node.type)
    const inner = () => this.nodes(children(node), depth)
    switch (type) {
      case 'root':
        return inner()
      case 'text':
      case 'extended-text':
        return text(node)
      case 'linebreak':
        return '<br>'
      case 'tab':
        return ' '
      case 'paragraph':
        return `<p>${inner()}</p>`
      case 'heading':
      case 'extended-heading':
        return `<${headingTag(node)}>${inner()}</${headingTag(node)}>`
      case 'quote':
      case 'extended-quote':
      case 'aside':
        return `<blockquote>${inner()}</blockquote>`
      case 'list':
        return str(node.listType) === 'number' || str(node.tag) === 'ol'
          ? `<ol>${inner()}</ol>`
          : `<ul>${inner()}</ul>`
      case 'listitem':
        return `<li>${inner()}</li>`
      case 'link':
      case 'autolink':
        return `<a href="${escapeHtml(str(node.url))}">${inner()}</a>`
      case 'horizontalrule':
        return '<hr>'
      case 'codeblock':
        return `<pre><code>${escapeHtml(str(node.code))}</code></pre>`
      case 'html':
        return str(node.html)
      case 'image':
        return image(node)
      case 'gallery': {
        const images = Array.isArray(node.images) ? node.images.filter(isNode) : []
        const html = images.map((item) => image(item, false)).join('')
        return html
          ? `<figure>${html.replaceAll('<figure>', '').replaceAll('</figure>', '')}</figure>`
          : ''
      }
      case 'embed':
      case 'bookmark':
      case 'video':
      case 'audio':
      case 'file': {
        const url = str(node.url) || str(node.src)
        return url ? `<p>${linkTo(url)}</p>` : ''
      }
      case 'callout':
        return `<blockquote><p>${str(node.calloutText)}</p></blockquote>`
      case 'toggle':
        return `<h3>${str(node.heading)}</h3>${str(node.content)}`
      case 'button': {
        const url = str(node.buttonUrl)
        return url
          ? `<p><a href="${escapeHtml(url)}">${escapeHtml(str(node.buttonText) || url)}</a></p>`
          : ''
      }
      default:
        this.unsupported.add(type || 'desconhecido')
        return ''
    }
  }
}

/** The HTML of a Lexical document (Ghost's `lexical` column); unreadable JSON gives no HTML. */
export function lexicalToHtml(source: string): LexicalResult {
  let document: unknown
  try {
    document = JSON.parse(source)
  } catch {
    return { html: '', unsupported: ['lexical inválido'] }
  }
  const root = isNode(document) && isNode(document.root) ? document.root : null
  if (!root) return { html: '', unsupported: ['lexical inválido'] }
  const renderer = new Renderer()
  return { html: renderer.node(root, 0), unsupported: [...renderer.unsupported] }
}
