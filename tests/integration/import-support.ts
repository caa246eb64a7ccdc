import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { DatabaseHandle } from '@/server/db/connection'
import { IMPORT_TABLES } from '@/lib/import/tables'

/*
 * What the importer's tests share: a local server standing in for the old blog's image hosts
 * (any path answers a small generated PNG, except the ones a test wants missing), and the real
 * fixtures with their image hosts pointed at it.
 */

export const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'import')
export const WORDPRESS_FIXTURE = path.join(FIXTURES, 'themeunittestdata.wordpress.xml')
export const GHOST_FIXTURE = path.join(FIXTURES, 'ghost-5.json')

export interface ImageServer {
  origin: string
  /** Paths requested, in order. */
  requests: string[]
  close(): Promise<void>
}

/** Answers every GET with a 640×480 PNG, or 404 when the path contains one of `missing`. */
export async function startImageServer(missing: readonly string[] = []): Promise<ImageServer> {
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer()
  const requests: string[] = []
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/'
    requests.push(url)
    if (missing.some((part) => url.includes(part))) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length })
    response.end(png)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A copy of a fixture with each of `hosts` (scheme and host) replaced by `origin`. */
export function fixtureCopy(file: string, hosts: readonly string[], origin: string): string {
  let text = readFileSync(file, 'utf8')
  for (const host of hosts) text = text.replaceAll(host, origin)
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'midiaplan-import-')), path.basename(file))
  writeFileSync(copy, text)
  return copy
}

/** Rows per table the importer writes: a run that writes nothing leaves every count equal. */
export async function tableCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of IMPORT_TABLES) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

/** Every stored body, cover and working copy: what must not name an old host. */
export async function storedHtml(handle: DatabaseHandle): Promise<string> {
  const posts = await handle.db
    .selectFrom('blog_posts')
    .select(['content', 'cover_image'])
    .execute()
  const revisions = await handle.db
    .selectFrom('post_revisions')
    .select(['content', 'cover_image'])
    .execute()
  return [...posts, ...revisions]
    .map((row) => `${row.content}\n${row.cover_image ?? ''}`)
    .join('\n')
}
