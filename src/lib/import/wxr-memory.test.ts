import { closeSync, createReadStream, openSync, statSync, writeSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { exportDir, heapAfterCollection, PARAGRAPH } from '@tests/fixtures/import/large-export'
import { wxrFooter, wxrHeader, wxrItem } from '@tests/fixtures/import/wxr-builder'
import { readWxrEntries, readWxrIndex } from './wxr-reader'

/*
 * A 10,000-post export must import within the server's memory. This reads a generated one of
 * about 60 MB through both passes and measures the heap the reading keeps (after a collection,
 * every 1,000 posts): it must stay a small fraction of the file, as it does when only one post
 * is in memory at a time, and so must what an import keeps to its end (every attachment, every
 * post's old address). Memory, not time, is what is asserted.
 */

const POSTS = 10_000
const { dir, remove } = exportDir('wxr-memory-')
afterAll(remove)

function generate(file: string, attachments = false) {
  const fd = openSync(file, 'w')
  writeSync(fd, wxrHeader())
  const body = Array.from({ length: 30 }, (_, index) => `${PARAGRAPH}${index}`).join('\n\n')
  for (let id = 1; id <= POSTS; id++) {
    const image = POSTS + id
    writeSync(
      fd,
      wxrItem({
        id,
        title: `Post número ${id}`,
        slug: `post-${id}`,
        content: body,
        tags: ['geral'],
        meta: attachments ? { _thumbnail_id: String(image) } : {},
      }),
    )
    if (attachments)
      writeSync(
        fd,
        wxrItem({
          id: image,
          title: `capa-do-post-${id}`,
          type: 'attachment',
          status: 'inherit',
          meta: { _wp_attachment_image_alt: `Capa do post número ${id}` },
        }),
      )
  }
  writeSync(fd, wxrFooter())
  closeSync(fd)
}

describe('reading a large export', () => {
  it(
    'keeps the heap bounded through both passes of 10,000 posts',
    { timeout: 120_000 },
    async () => {
      const file = path.join(dir, 'large.xml')
      generate(file)
      const size = statSync(file).size
      expect(size).toBeGreaterThan(50 * 1024 * 1024)

      const baseline = heapAfterCollection()
      let peak = 0
      const index = await readWxrIndex(createReadStream(file))
      peak = Math.max(peak, heapAfterCollection() - baseline)
      let posts = 0
      let words = 0
      for await (const entry of readWxrEntries(createReadStream(file), index)) {
        if (entry.kind !== 'post') continue
        posts++
        words += entry.post.html.length
        if (posts % 1_000 === 0) peak = Math.max(peak, heapAfterCollection() - baseline)
      }
      expect(posts).toBe(POSTS)
      expect(words).toBeGreaterThan(size / 2)
      // Loading the file whole would take more than its size; reading it keeps under a tenth.
      expect(peak).toBeLessThan(size / 10)
    },
  )

  it(
    'keeps no piece of the file alive through what the import keeps to the end',
    { timeout: 120_000 },
    async () => {
      const file = path.join(dir, 'attachments.xml')
      generate(file, true)
      const size = statSync(file).size
      const baseline = heapAfterCollection()
      // What an import holds until it ends: the index (every attachment, for covers and
      // attachment pages) and each public post's old address and slug (its redirects).
      const index = await readWxrIndex(createReadStream(file))
      const kept: { link: string | null; slug: string; date: string | null }[] = []
      for await (const entry of readWxrEntries(createReadStream(file), index)) {
        if (entry.kind !== 'post') continue
        expect(entry.post.cover?.alt).toBe(`Capa do post número ${entry.post.sourceId}`)
        kept.push({ link: entry.post.link, slug: entry.post.slug, date: entry.post.sourceDate })
      }
      const held = heapAfterCollection() - baseline
      expect(index.attachments.size).toBe(POSTS)
      expect(kept).toHaveLength(POSTS)
      // A field that pointed into the chunk it was read from kept the whole chunk alive: the
      // index alone then held about the size of the file.
      expect(held).toBeLessThan(size / 10)
    },
  )
})
