import { mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { wxrDocument } from '@tests/fixtures/import/wxr-builder'
import { IMPORT_WEBP_EFFORT } from '@/server/import/media-copy'
import { runImport, type ImportRequest } from '@/server/import/run-import'
import { processUpload } from '@/server/media/image'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * The images of a chunk's posts are copied side by side, never more at once than the import
 * allows (the slots it is given processed, twice that held), and an address two posts use is copied once.
 * The old site here holds every answer until as many downloads as the bound allows are open,
 * so an import that copied one post's images at a time would show a single open download.
 */

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const POSTS = 12
const CONCURRENCY = 2
const HELD = CONCURRENCY * 2

interface GatedServer {
  origin: string
  /** Most downloads open at the same time. */
  maxOpen: number
  requests: string[]
  close(): Promise<void>
}

/** A photo-like (noisy) image: WebP's effort changes its encoding, unlike a flat colour's. */
async function noisyPng(): Promise<Buffer> {
  const pixels = Buffer.alloc(320 * 200 * 3)
  let seed = 11
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 48271) % 2147483647
    pixels[index] = (index % 97) + (seed % 64)
  }
  return sharp(pixels, { raw: { width: 320, height: 200, channels: 3 } })
    .png()
    .toBuffer()
}

async function startGatedServer(): Promise<GatedServer> {
  const png = await noisyPng()
  const held: http.ServerResponse[] = []
  const state = { maxOpen: 0, requests: [] as string[] }
  const answer = (response: http.ServerResponse) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(png)
  const release = () => held.splice(0).forEach(answer)
  // A lone download is answered after a while, so a serial import ends (and fails the test).
  let fallback: NodeJS.Timeout | undefined
  const server = http.createServer((request, response) => {
    state.requests.push(request.url ?? '')
    held.push(response)
    state.maxOpen = Math.max(state.maxOpen, held.length)
    clearTimeout(fallback)
    if (held.length >= HELD) release()
    else fallback = setTimeout(release, 300)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    get maxOpen() {
      return state.maxOpen
    },
    requests: state.requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

let server: GatedServer
let file = ''
beforeAll(async () => {
  server = await startGatedServer()
  const image = (name: string) => `<img src="${server.origin}/uploads/${name}.png" alt="${name}" />`
  const items = Array.from({ length: POSTS }, (_, i) => ({
    id: 100 + i,
    title: `Post ${i + 1}`,
    slug: `post-${i + 1}`,
    // Each post its own image; the first two share a logo too.
    content: `Texto do post.\n\n${image(`foto-${i + 1}`)}${i < 2 ? `\n\n${image('logo')}` : ''}`,
  }))
  file = path.join(mkdtempSync(path.join(tmpdir(), 'midiaplan-import-')), 'blog.xml')
  writeFileSync(file, wxrDocument(items))
})
afterAll(() => server.close())

describe.each(TEST_DIALECTS)('copying the images of many posts on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const request: ImportRequest = {
    file: '',
    fileName: 'blog.xml',
    media: 'baixar',
    dryRun: false,
    actor: null,
    privateHosts: ['127.0.0.1'],
    mediaConcurrency: CONCURRENCY,
  }

  it('downloads several posts’ images at once, within the bound, each address once', async () => {
    server.requests.length = 0
    const report = await runImport({ ...request, file })
    expect(report.counts.post.created).toBe(POSTS)
    expect(report.counts.media).toMatchObject({ created: POSTS + 1, failed: 0 })
    expect(server.maxOpen).toBe(HELD)
    expect(server.requests.filter((url) => url.endsWith('/logo.png'))).toHaveLength(1)
    const media = await handle().db.selectFrom('media_images').select('file_name').execute()
    expect(media.map((row) => row.file_name).sort()).toEqual(
      ['logo.png', ...Array.from({ length: POSTS }, (_, i) => `foto-${i + 1}.png`)].sort(),
    )
    const posts = await handle().db.selectFrom('blog_posts').select('content').execute()
    expect(posts.filter((post) => post.content.includes(server.origin))).toEqual([])
    const logo = posts.filter((post) => /<img[^>]+alt="logo"/.test(post.content))
    expect(logo).toHaveLength(2)
    // Encoded with the import's effort, not the upload screen's.
    const source = await noisyPng()
    const imported = await processUpload(source, { effort: IMPORT_WEBP_EFFORT })
    const uploaded = await processUpload(source)
    expect(imported.body.length).not.toBe(uploaded.body.length)
    const stored = await handle().db.selectFrom('media_images').select('bytes').execute()
    expect(new Set(stored.map((row) => row.bytes))).toEqual(new Set([imported.body.length]))
  })

  it('asks the old site for nothing when run again', async () => {
    server.requests.length = 0
    const report = await runImport({ ...request, file })
    expect(report.counts.post).toMatchObject({ created: 0, unchanged: POSTS })
    expect(server.requests).toEqual([])
  })
})
