import { ImportError } from './errors'
import type { ImportEntry } from './types'
import type { WxrIndex } from './wxr-index'
import { wxrItemEntries } from './wxr-items'
import { readWxrRecords } from './wxr-parser'

export { readWxrIndex, type WxrIndex } from './wxr-index'
export { readWxrRecords, type WxrRecord } from './wxr-parser'

/*
 * Reading a WordPress export takes two passes over the file, each a fresh stream of it:
 *
 *   const index = await readWxrIndex(fs.createReadStream(file))
 *   for await (const entry of readWxrEntries(fs.createReadStream(file), index)) ...
 *
 * The first keeps only what items reference (authors, terms, attachments), which may come
 * after the items that use them; the second yields one post (or skipped item) at a time, so
 * neither ever holds more than one post body. Both stop with an ImportError (pt-BR message)
 * on a file that is not a WXR export or is cut short.
 */

/** Second pass: every item, in file order, as a post or as something left out. */
export async function* readWxrEntries(
  input: AsyncIterable<string | Uint8Array>,
  index: WxrIndex,
): AsyncGenerator<ImportEntry> {
  for await (const record of readWxrRecords(input)) {
    if (record.kind === 'item') yield* wxrItemEntries(record, index)
  }
}

export { ImportError }
