import { htmlTokens, NBSP_ENTITY, tagAttribute } from '@/lib/html-text'

/*
 * One forward pass over the editor's HTML (linear: see src/lib/html-text.ts), collecting what
 * the checklist looks at. Every element keeps its position among the elements of its tag
 * (`index`), which is also its position in the editor's DOM: the panel's links find the block
 * with `querySelectorAll(tag)[index]`.
 */

export interface OutlineHeading {
  level: number
  text: string
  index: number
}
export interface OutlineImage {
  src: string
  alt: string
  index: number
}
export interface OutlineLink {
  href: string
  index: number
}
/** A paragraph or list item: the prose the readability score reads. */
export interface OutlineBlock {
  tag: 'p' | 'li'
  text: string
  index: number
}

export interface BodyOutline {
  headings: OutlineHeading[]
  images: OutlineImage[]
  links: OutlineLink[]
  blocks: OutlineBlock[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

export function decodeEntities(text: string): string {
  return text
    .replace(NBSP_ENTITY, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
}

const HEADING = /^h([1-6])$/

export function outlineBody(html: string): BodyOutline {
  const outline: BodyOutline = { headings: [], images: [], links: [], blocks: [] }
  const counts = new Map<string, number>()
  const next = (tag: string) => {
    const index = counts.get(tag) ?? 0
    counts.set(tag, index + 1)
    return index
  }
  // The innermost open heading or prose block collects the text read inside it.
  let heading: OutlineHeading | null = null
  const open: OutlineBlock[] = []
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') {
      const text = decodeEntities(token.text)
      if (heading) heading.text += text
      const block = open.at(-1)
      if (block) block.text += text
      continue
    }
    const { name, closing, source } = token
    const level = HEADING.exec(name)?.[1]
    if (level) {
      if (closing) heading = null
      else {
        heading = { level: Number(level), text: '', index: next(name) }
        outline.headings.push(heading)
      }
    } else if (name === 'p' || name === 'li') {
      if (closing) open.pop()
      else {
        const block: OutlineBlock = { tag: name, text: '', index: next(name) }
        outline.blocks.push(block)
        open.push(block)
      }
    } else if (name === 'img' && !closing) {
      const src = tagAttribute(source, 'src') ?? ''
      const alt = decodeEntities(tagAttribute(source, 'alt') ?? '').trim()
      outline.images.push({ src, alt, index: next('img') })
    } else if (name === 'a' && !closing) {
      const href = decodeEntities(tagAttribute(source, 'href') ?? '').trim()
      outline.links.push({ href, index: next('a') })
    } else if (name === 'br') {
      const block = open.at(-1)
      if (block) block.text += ' '
    }
  }
  for (const h of outline.headings) h.text = h.text.replace(/\s+/g, ' ').trim()
  for (const b of outline.blocks) b.text = b.text.replace(/\s+/g, ' ').trim()
  outline.blocks = outline.blocks.filter((block) => block.text)
  return outline
}
