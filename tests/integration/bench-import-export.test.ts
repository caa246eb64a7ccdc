import { createReadStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { readWxrEntries, readWxrIndex } from '@/lib/import/wxr-reader'
import { benchExport } from '../../bench/lib/import-export'
import { stamped, startUploadsServer } from '../../bench/lib/import-images'

/*
 * The import bench's generated export is one the importer reads as a WordPress export: the
 * posts, statuses and images its summary announces (what the bench's checks compare the import
 * with), and each image address a distinct, readable file on the uploads server.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'midiaplan-bench-export-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the import bench export', () => {
  it('holds what its summary says, as the importer reads it', { timeout: 60_000 }, async () => {
    const origin = 'http://127.0.0.1:4817'
    const summary = await benchExport(dir, 200, origin)
    const index = await readWxrIndex(createReadStream(summary.file))
    const addresses = new Set<string>()
    const statuses = new Map<string, number>()
    let posts = 0
    let blocks = 0
    for await (const entry of readWxrEntries(createReadStream(summary.file), index)) {
      if (entry.kind !== 'post') continue
      posts += 1
      if (entry.post.contentFormat === 'blocks') blocks += 1
      statuses.set(entry.post.status, (statuses.get(entry.post.status) ?? 0) + 1)
      expect(entry.post.cover?.url).toMatch(/-capa\.jpg$/)
      for (const url of [entry.post.cover?.url ?? '', ...entry.post.imageUrls]) addresses.add(url)
      expect(entry.post.html).not.toMatch(/\[caption|<!-- wp:/)
    }
    expect(posts).toBe(summary.posts)
    expect(blocks).toBe(summary.blocks)
    expect(addresses.size).toBe(summary.images)
    expect(summary.images).toBe(summary.covers + summary.bodyImages)
    expect(summary.images / summary.posts).toBeGreaterThan(1.2)
    expect([...addresses].every((url) => url.startsWith(`${origin}/wp-content/uploads/`))).toBe(
      true,
    )
    expect(statuses.get('published')).toBe(summary.statuses.publish)
    // Kept: a second call reads the summary instead of writing the file again.
    expect(await benchExport(dir, 200, origin)).toEqual(summary)
  })

  it(
    'serves each address as its own image of the announced size',
    { timeout: 120_000 },
    async () => {
      const server = await startUploadsServer(dir, 0)
      try {
        const get = async (name: string) => {
          const response = await fetch(`${server.origin}/wp-content/uploads/2020/05/${name}`)
          return Buffer.from(await response.arrayBuffer())
        }
        const [cover, other, large, screen] = await Promise.all(
          ['a-capa.jpg', 'b-capa.jpg', 'a-foto-1-1024x683.jpg', 'a-tela-1.png'].map(get),
        )
        const size = async (bytes: Buffer) => {
          const { width, height, format } = await sharp(bytes).metadata()
          return `${format} ${width}×${height}`
        }
        expect(await size(cover!)).toBe('jpeg 1200×800')
        expect(await size(large!)).toBe('jpeg 1024×683')
        expect(await size(screen!)).toBe('png 1024×640')
        expect(cover!.equals(other!)).toBe(false)
        expect(cover!.length).toBeGreaterThan(80_000)
        expect(server.served()).toMatchObject({ addresses: 4, requests: 4 })
        // The stamp is metadata: the pixels decode the same.
        const plain = await sharp(screen!).raw().toBuffer()
        expect((await sharp(stamped(screen!, '/outro')).raw().toBuffer()).equals(plain)).toBe(true)
      } finally {
        await server.close()
      }
    },
  )
})
