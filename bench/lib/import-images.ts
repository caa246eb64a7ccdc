import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { seeded } from './import-words'

/*
 * The old blog's uploads folder for the import bench, on a local HTTP server: every address
 * under /wp-content/uploads/ answers an image of the size its name says (covers 1200×800
 * JPEG, "-1024x683" photos, 1024×640 PNG screenshots). The pixels come from a pool of photo-like
 * pictures generated with sharp (smooth colour fields, shapes with edges, grain: about 100 KB
 * as a JPEG, and as costly to re-encode as a photo) kept in the bench's cache folder; each
 * address gets its own bytes (its path written into a JPEG comment or a PNG text chunk), so
 * every address is a distinct file.
 */

const POOL = 16
const POOL_VERSION = 1
type Kind = 'cover' | 'large' | 'screen'
const SIZES: Record<Kind, { width: number; height: number }> = {
  cover: { width: 1200, height: 800 },
  large: { width: 1024, height: 683 },
  screen: { width: 1024, height: 640 },
}

async function photo(seed: number, width: number, height: number): Promise<Buffer> {
  const random = seeded(seed)
  const noise = { type: 'gaussian' as const, mean: 110, sigma: 60 }
  const coarse = await sharp({
    create: { width: 8, height: 6, channels: 3, background: '#000', noise },
  })
    .png()
    .toBuffer()
  let shapes = ''
  for (let i = 0; i < 14; i++) {
    const [x, y, s] = [random() * width, random() * height, 30 + random() * 220]
    const fill = `hsl(${Math.floor(random() * 360)},${30 + Math.floor(random() * 50)}%,${25 + Math.floor(random() * 50)}%)`
    shapes +=
      random() < 0.5
        ? `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${s * (0.4 + random())}" fill="${fill}" opacity="0.85"/>`
        : `<polygon points="${x},${y} ${x + s},${y + s * 0.3} ${x + s * 0.6},${y + s * 1.2}" fill="${fill}" opacity="0.85"/>`
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`
  const layer = await sharp(Buffer.from(svg)).blur(2.5).png().toBuffer()
  const grain = await sharp({
    create: {
      ...{ width, height, channels: 3, background: '#000' },
      noise: { type: 'gaussian', mean: 128, sigma: 16 },
    },
  })
    .png()
    .toBuffer()
  return sharp(coarse)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: layer }, { input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 82 })
    .toBuffer()
}

/** A dashboard-like screenshot: flat panels, text and bars, as a PNG. */
function screenshot(seed: number, width: number, height: number): Promise<Buffer> {
  const random = seeded(seed)
  let body = `<rect width="${width}" height="${height}" fill="#f4f6f9"/><rect width="${width}" height="56" fill="#1f3a5f"/>`
  for (let i = 0; i < 8; i++) {
    const [x, y] = [40 + (i % 4) * 245, 90 + Math.floor(i / 4) * 260]
    body +=
      `<rect x="${x}" y="${y}" width="220" height="230" rx="8" fill="#fff" stroke="#d0d7e2"/>` +
      `<text x="${x + 20}" y="${y + 40}" font-family="sans-serif" font-size="20" fill="#333">Campanha ${seed * 8 + i}</text>` +
      `<text x="${x + 20}" y="${y + 210}" font-family="sans-serif" font-size="14" fill="#666">CPC R$ ${(random() * 5).toFixed(2)} · CTR ${(random() * 4).toFixed(1)} %</text>` +
      `<rect x="${x + 20}" y="${y + 60}" width="${40 + Math.floor(random() * 140)}" height="120" fill="hsl(${Math.floor(random() * 360)},60%,55%)"/>`
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** The pool of pictures per kind, generated once into the cache folder. */
async function pool(dir: string): Promise<Record<Kind, Buffer[]>> {
  const folder = path.join(dir, `images-v${POOL_VERSION}`)
  mkdirSync(folder, { recursive: true })
  const result: Record<Kind, Buffer[]> = { cover: [], large: [], screen: [] }
  for (const kind of Object.keys(SIZES) as Kind[]) {
    const { width, height } = SIZES[kind]
    for (let i = 0; i < POOL; i++) {
      const file = path.join(folder, `${kind}-${i}.${kind === 'screen' ? 'png' : 'jpg'}`)
      if (!existsSync(file)) {
        const seed = i * 3 + Object.keys(SIZES).indexOf(kind) + 1
        writeFileSync(
          file,
          kind === 'screen'
            ? await screenshot(seed, width, height)
            : await photo(seed, width, height),
        )
      }
      result[kind].push(readFileSync(file))
    }
  }
  return result
}

/** The same picture with the address in its metadata: a file of its own. */
export function stamped(image: Buffer, address: string): Buffer {
  const text = Buffer.from(address, 'utf8')
  if (image[0] === 0xff && image[1] === 0xd8) {
    const length = Buffer.alloc(2)
    length.writeUInt16BE(text.length + 2)
    return Buffer.concat([
      image.subarray(0, 2),
      Buffer.from([0xff, 0xfe]),
      length,
      text,
      image.subarray(2),
    ])
  }
  // PNG: a tEXt chunk right after IHDR (8-byte signature, then 25 bytes of IHDR).
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), text])
  const chunk = Buffer.alloc(12 + data.length)
  chunk.writeUInt32BE(data.length, 0)
  chunk.write('tEXt', 4, 'latin1')
  data.copy(chunk, 8)
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length)
  return Buffer.concat([image.subarray(0, 33), chunk, image.subarray(33)])
}

function kindOf(address: string): Kind {
  if (address.endsWith('.png')) return 'screen'
  return /-1024x683\.jpg$/.test(address) ? 'large' : 'cover'
}

export interface UploadsServer {
  origin: string
  /** Distinct addresses served, and every request (a second import should ask for none). */
  served: () => { addresses: number; requests: number; bytes: number }
  close: () => Promise<void>
}

/** Serves the uploads on `preferredPort` when free (the cached export names it), else any. */
export async function startUploadsServer(
  cacheDir: string,
  preferredPort: number,
): Promise<UploadsServer> {
  const pictures = await pool(cacheDir)
  const addresses = new Set<string>()
  let [requests, bytes] = [0, 0]
  const server = http.createServer((request, response) => {
    const address = request.url ?? '/'
    requests += 1
    if (request.method !== 'GET' || !address.startsWith('/wp-content/uploads/')) {
      response.writeHead(404).end()
      return
    }
    addresses.add(address)
    const kind = kindOf(address)
    const list = pictures[kind]
    const body = stamped(list[crc32(address) % list.length] as Buffer, address)
    bytes += body.length
    const type = kind === 'screen' ? 'image/png' : 'image/jpeg'
    response.writeHead(200, { 'content-type': type, 'content-length': body.length })
    response.end(body)
  })
  const listen = (port: number) =>
    new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => resolve(true))
    })
  if (!(await listen(preferredPort))) await listen(0)
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    served: () => ({ addresses: addresses.size, requests, bytes }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
