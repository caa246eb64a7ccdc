import { SaxesParser, type SaxesTagNS } from 'saxes'
import { corruptXmlError, ImportError, notWxrError, unsupportedWxrError } from './errors'

/*
 * The WXR file as a stream of flat records, one per author, term and item, read with a SAX
 * parser so that only the record being read is ever in memory: an export of 10,000 posts is
 * hundreds of megabytes, and loading it whole would not fit the server.
 *
 * Elements are named `prefix:local` with a fixed prefix per namespace (wp, content, excerpt,
 * dc), whatever prefix the file declares: exports differ in http/https and 1.0/1.1/1.2 URIs.
 */

export type WxrFields = Map<string, string>

export interface WxrItemTerm {
  domain: string
  nicename: string
  name: string
}

export type WxrRecord =
  | { kind: 'site'; fields: WxrFields }
  | { kind: 'author' | 'category' | 'tag' | 'term'; fields: WxrFields }
  | { kind: 'item'; fields: WxrFields; terms: WxrItemTerm[]; meta: WxrFields; comments: number }

const RECORDS: Record<string, 'author' | 'category' | 'tag' | 'term' | 'item'> = {
  'wp:author': 'author',
  'wp:category': 'category',
  'wp:tag': 'tag',
  'wp:term': 'term',
  item: 'item',
}

/**
 * HTML entities that plugins print unescaped into titles and names (outside CDATA), which
 * XML does not define: a strict parser would reject the whole export over one "&nbsp;".
 */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
}

const SUPPORTED_VERSIONS = new Set(['1.0', '1.1', '1.2'])

function prefixFor(uri: string): string {
  if (uri === '') return ''
  if (uri === 'http://purl.org/rss/1.0/modules/content/') return 'content:'
  if (uri === 'http://purl.org/dc/elements/1.1/') return 'dc:'
  const wordpress = /^https?:\/\/wordpress\.org\/export\/1\.\d\/(excerpt\/)?$/.exec(uri)
  if (wordpress) return wordpress[1] ? 'excerpt:' : 'wp:'
  return `{${uri}}`
}

const keyOf = (tag: SaxesTagNS) => prefixFor(tag.uri) + tag.local

/**
 * The text as a string of its own. saxes hands out pieces of the chunk it was reading, and V8
 * keeps a whole chunk alive for any piece of it still referenced: the index's attachments and
 * the posts' old addresses, kept to the end, held on to most of a 100 MB file. Joining a space
 * makes V8 copy the characters into a new string, which the slice then points into.
 */
export function ownText(text: string): string {
  return (' ' + text).slice(1)
}

/** Feeds text to saxes and collects the finished records; the reader drains them per chunk. */
class WxrCollector {
  readonly done: WxrRecord[] = []
  private readonly parser = new SaxesParser({ xmlns: true, position: true })
  private depth = 0
  private sawRoot = false
  private version: string | null = null
  private channel: WxrFields = new Map()
  private siteSent = false
  private record: Extract<WxrRecord, { kind: 'item' }> | null = null
  private recordKind: WxrRecord['kind'] = 'item'
  private meta: WxrFields | null = null
  private capture: { key: string; text: string; term?: Omit<WxrItemTerm, 'name'> } | null = null

  constructor() {
    Object.assign(this.parser.ENTITIES, HTML_ENTITIES)
    this.parser.on('opentag', (tag) => this.open(tag))
    this.parser.on('closetag', () => this.close())
    this.parser.on('text', (text) => this.append(text))
    this.parser.on('cdata', (text) => this.append(text))
  }

  write(text: string): void {
    this.guard(() => this.parser.write(text))
  }

  end(): void {
    this.guard(() => this.parser.close())
    if (this.version === null) throw notWxrError()
    this.sendSite()
  }

  private guard(step: () => void): void {
    try {
      step()
    } catch (error) {
      if (error instanceof ImportError) throw error
      throw this.sawRoot ? corruptXmlError(this.parser.line) : notWxrError()
    }
  }

  private append(text: string): void {
    if (this.capture) this.capture.text += text
  }

  private sendSite(): void {
    if (this.siteSent) return
    this.siteSent = true
    this.done.push({ kind: 'site', fields: this.channel })
  }

  private open(tag: SaxesTagNS): void {
    this.depth++
    const key = keyOf(tag)
    if (this.depth === 1) {
      if (key !== 'rss') throw notWxrError()
      this.sawRoot = true
    } else if (this.depth === 2) {
      if (key !== 'channel') throw notWxrError()
    } else if (this.depth === 3) {
      const kind = RECORDS[key]
      if (!kind) {
        this.capture = { key, text: '' }
        return
      }
      if (this.version === null) throw notWxrError()
      this.sendSite()
      this.recordKind = kind
      this.record = { kind: 'item', fields: new Map(), terms: [], meta: new Map(), comments: 0 }
    } else if (this.record && this.depth === 4) {
      if (key === 'wp:comment') this.record.comments++
      else if (key === 'wp:postmeta') this.meta = new Map()
      else if (key === 'category') {
        const domain = ownText(tag.attributes.domain?.value ?? 'category')
        const nicename = ownText(tag.attributes.nicename?.value ?? '')
        this.capture = { key, text: '', term: { domain, nicename } }
      } else this.capture = { key, text: '' }
    } else if (this.meta && this.depth === 5) {
      this.capture = { key, text: '' }
    }
  }

  private close(): void {
    const depth = this.depth--
    const capture = this.capture
    if (depth === 3 && !this.record && capture) {
      this.capture = null
      this.channel.set(capture.key, ownText(capture.text.trim()))
      if (capture.key === 'wp:wxr_version') this.checkVersion(capture.text.trim())
    } else if (depth === 3 && this.record) {
      const record = this.record
      this.record = null
      this.done.push(
        this.recordKind === 'item' ? record : { kind: this.recordKind, fields: record.fields },
      )
    } else if (depth === 4 && this.record) {
      if (this.meta) {
        const metaKey = this.meta.get('wp:meta_key')
        if (metaKey) this.record.meta.set(metaKey, this.meta.get('wp:meta_value') ?? '')
        this.meta = null
      } else if (capture?.term) {
        this.record.terms.push({ ...capture.term, name: ownText(capture.text.trim()) })
      } else if (capture) {
        this.record.fields.set(capture.key, ownText(capture.text))
      }
      this.capture = null
    } else if (depth === 5 && this.meta && capture) {
      this.meta.set(capture.key, ownText(capture.text))
      this.capture = null
    }
  }

  private checkVersion(version: string): void {
    if (!SUPPORTED_VERSIONS.has(version)) throw unsupportedWxrError(version)
    this.version = version
  }
}

/**
 * Every record of a WXR file, in file order: the site (channel) first, then authors, terms and
 * items as they come. Accepts any byte or text stream (a Node Readable, a web stream); bytes
 * are read as UTF-8, the only encoding WordPress exports in.
 */
export async function* readWxrRecords(
  input: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<WxrRecord> {
  const collector = new WxrCollector()
  const decoder = new TextDecoder('utf-8')
  let started = false
  for await (const chunk of input) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    // Themes and plugins that print a blank line before the export are common; XML forbids it.
    if (!started) {
      text = text.trimStart()
      started = text.length > 0
    }
    collector.write(text)
    yield* collector.done.splice(0)
  }
  collector.write(decoder.decode())
  collector.end()
  yield* collector.done.splice(0)
}
