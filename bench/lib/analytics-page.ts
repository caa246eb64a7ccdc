import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { gzipSync, gunzipSync, brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { COLLECTOR_SCRIPT } from '@/lib/analytics/collector-script'
import { runLighthouse, type Figures, type LighthousePage } from './lighthouse'
import { pickPort, HOST } from './server'

/*
 * What the inline analytics script costs the public pages: its bytes (alone and in the
 * article's HTML as served), and Lighthouse with and without it in the same run. The script is
 * inline, so blocking a URL cannot remove it: a loopback proxy in front of the server passes the
 * pages through unchanged ("with"), or empties the script element in the HTML ("without": the
 * element stays, so React hydrates the same tree, but nothing runs and no event is sent). Both
 * variants go through the same proxy, alternately, so its cost weighs on both alike.
 */

const ELEMENT = /<script data-analytics="">[\s\S]*?<\/script>/g
const MARK = 'globalPrivacyControl'

export interface ScriptBytes {
  raw: number
  gzip: number
  /** Copies of the script in the article's HTML (the element, and React's payload of it). */
  copiesInArticle: number
  /** The article's gzipped HTML, as served and with the script element removed. */
  articleGzip: number
  articleGzipWithoutElement: number
}

export async function scriptBytes(origin: string, article: string): Promise<ScriptBytes> {
  const html = await (await fetch(`${origin}${article}`)).text()
  const gz = (text: string) => gzipSync(Buffer.from(text), { level: 6 }).length
  return {
    raw: Buffer.byteLength(COLLECTOR_SCRIPT),
    gzip: gzipSync(Buffer.from(COLLECTOR_SCRIPT), { level: 9 }).length,
    copiesInArticle: html.split(MARK).length - 1,
    articleGzip: gz(html),
    articleGzipWithoutElement: gz(html.replace(ELEMENT, '')),
  }
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'br') return brotliDecompressSync(body)
  return body
}

function encode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gzipSync(body)
  if (encoding === 'br') return brotliCompressSync(body)
  return body
}

/** A proxy to `origin` that empties the analytics script element when `strip` is true. */
async function startProxy(origin: string, strip: boolean) {
  const target = new URL(origin)
  const port = await pickPort([])
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // The Host as the browser sent it: the page's beacon posts with the proxy's origin.
        headers: req.headers,
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding']
          let body: Buffer = Buffer.concat(chunks)
          if (strip && String(answer.headers['content-type']).includes('text/html')) {
            const html = decode(body, encoding).toString('utf8')
            body = encode(
              Buffer.from(html.replace(ELEMENT, '<script data-analytics=""></script>')),
              encoding,
            )
          }
          const headers = { ...answer.headers, 'content-length': String(body.length) }
          delete headers['transfer-encoding']
          res.writeHead(answer.statusCode ?? 502, headers)
          res.end(body)
        })
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve))
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface LighthouseAb {
  path: string
  with: Figures | null
  without: Figures | null
}

/** Lighthouse (3 runs each, medians) on each page, with the script and without, alternately. */
export async function lighthouseWithAndWithout(
  origin: string,
  paths: readonly string[],
): Promise<LighthouseAb[]> {
  const withProxy = await startProxy(origin, false)
  const withoutProxy = await startProxy(origin, true)
  try {
    const results: LighthouseAb[] = []
    for (const path of paths) {
      const [on] = await runLighthouse(withProxy.url, [path])
      const [off] = await runLighthouse(withoutProxy.url, [path])
      results.push({ path, with: on?.median ?? null, without: off?.median ?? null })
    }
    return results
  } finally {
    await withProxy.stop()
    await withoutProxy.stop()
  }
}

export interface RecordedLighthouse {
  path: string
  measuredAt: string | null
  median: Figures | null
  /** true when audited before the script's last commit: a "before" from this machine. */
  beforeScript: boolean | null
}

/** The last Lighthouse figures bench/results.json holds for `paths`, with their dates. */
export function recordedLighthouse(
  jsonPath: string,
  paths: readonly string[],
): RecordedLighthouse[] {
  if (!existsSync(jsonPath)) return []
  const json = JSON.parse(readFileSync(jsonPath, 'utf8')) as {
    lighthouse?: { date?: string; pages?: LighthousePage[] }
  }
  let scriptDate: number | null = null
  try {
    const iso = execFileSync(
      'git',
      ['log', '-1', '--format=%cI', '--', 'src/lib/analytics/collector-script.ts'],
      {
        encoding: 'utf8',
      },
    ).trim()
    scriptDate = iso ? Date.parse(iso) : null
  } catch {
    scriptDate = null
  }
  return paths.map((path) => {
    const page = json.lighthouse?.pages?.find((p) => p.path === path)
    const measuredAt = page?.measuredAt ?? json.lighthouse?.date ?? null
    return {
      path,
      measuredAt,
      median: page?.median ?? null,
      beforeScript: measuredAt && scriptDate ? Date.parse(measuredAt) < scriptDate : null,
    }
  })
}
