import 'server-only'
import { createReadStream } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { ImportError } from '@/lib/import/errors'
import { ghostTags, readGhostEntries, readGhostIndex } from '@/lib/import/ghost-reader'
import type {
  ImportAttachment,
  ImportAuthor,
  ImportEntry,
  ImportSite,
  ImportSource,
  ImportTerm,
} from '@/lib/import/types'
import { readWxrEntries, readWxrIndex } from '@/lib/import/wxr-reader'
import { EMPTY_FILE_MESSAGE, NOT_AN_EXPORT_MESSAGE } from '@/lib/validations/import'

/*
 * An export file on disk, read in the core's two passes: the first (the index) here, which
 * also proves the whole file readable before anything is written; the second on demand, each
 * pass a fresh stream of the file whose bytes are counted for the progress bar.
 */

export interface ExportFile {
  source: ImportSource
  site: ImportSite
  /** The old site's address as import_items keys it ('' for Ghost: its ids are unique). */
  siteKey: string
  /** Where relative image addresses of the old site resolve, when known. */
  base: string | null
  categories: ImportTerm[]
  tags: ImportTerm[]
  authors: ImportAuthor[]
  /** WordPress attachments by id (their alt text and pages); empty for Ghost. */
  attachments: ReadonlyMap<string, ImportAttachment>
  /** Posts the file holds, when its index says (WordPress). */
  expectedPosts: number | null
  menus: number
  bytes: number
  /** The second pass; `onBytes` hears how much of the file was read so far. */
  entries(onBytes: (read: number) => void): AsyncGenerator<ImportEntry>
}

async function* counted(path: string, onBytes: (read: number) => void) {
  let read = 0
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    read += chunk.length
    onBytes(read)
    yield chunk
  }
}

/** WordPress or Ghost, from the first character that is not a byte-order mark or a space. */
export async function detectSource(path: string): Promise<ImportSource> {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(4096)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    const head = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
    const first = head.trimStart()[0]
    if (bytesRead === 0 || (first === undefined && bytesRead < buffer.length))
      throw new ImportError('corrupt', EMPTY_FILE_MESSAGE)
    if (first === '<') return 'wordpress'
    if (first === '{' || first === '[') return 'ghost'
    throw new ImportError('not_wxr', NOT_AN_EXPORT_MESSAGE)
  } finally {
    await handle.close()
  }
}

/** "https://Blog.Exemplo.com.br/" → "https://blog.exemplo.com.br"; null when not an address. */
export function siteAddress(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  } catch {
    return null
  }
}

/**
 * The first pass. `ghostSite` is the old Ghost site's address (its export does not carry it):
 * Ghost's own image addresses become absolute with it. Throws the core's ImportError (pt-BR)
 * on a file that is not an export or is cut short.
 */
export async function openExport(
  path: string,
  options: { ghostSite?: string | null; onBytes?: (read: number) => void } = {},
): Promise<ExportFile> {
  const source = await detectSource(path)
  const { size: bytes } = await stat(path)
  const onBytes = options.onBytes ?? (() => undefined)
  if (source === 'wordpress') {
    const index = await readWxrIndex(counted(path, onBytes))
    const base = siteAddress(index.site.blogUrl) ?? siteAddress(index.site.siteUrl)
    return {
      source,
      site: index.site,
      siteKey: base ?? '',
      base,
      categories: index.categories,
      tags: index.tags,
      authors: [...index.authors.values()],
      attachments: index.attachments,
      expectedPosts: index.itemCounts.get('post') ?? 0,
      menus: index.menus,
      bytes,
      entries: (read) => readWxrEntries(counted(path, read), index),
    }
  }
  const index = await readGhostIndex(counted(path, onBytes))
  const base = siteAddress(options.ghostSite ?? null)
  return {
    source,
    site: { ...index.site, siteUrl: base, blogUrl: base },
    siteKey: '',
    base,
    categories: [],
    tags: ghostTags(index),
    authors: [...index.users.values()],
    attachments: new Map(),
    expectedPosts: null,
    menus: 0,
    bytes,
    entries: (read) => readGhostEntries(counted(path, read), index, { siteUrl: base }),
  }
}
