import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLoopbackNginx, type LoopbackNginx } from '../../bench/lib/nginx'
import { pickPort } from '../../bench/lib/server'

/*
 * A draft's share link is its only key, so nginx's logs never hold one:
 * the access log (deploy/nginx/midiaplan.conf's own format, kept here in the loopback copy)
 * writes those requests and Referers with the token masked, and the error log, which cannot be
 * masked, is not written for them below `crit`. The rest of the log stays as nginx writes it.
 */

const root = path.resolve(import.meta.dirname, '../..')
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin))
const token = () => randomBytes(32).toString('base64url')

/** A stand-in app: 200 for everything, except that `quebra` in the path drops the connection. */
function stubApp(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.url?.includes('quebra')) return req.socket.destroy()
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'private, no-store' })
    res.end('<!doctype html><title>ok</title>')
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    ),
  )
}

async function waitForLines(file: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : []
    if (lines.length >= count || Date.now() > deadline) return lines
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.skipIf(!nginxBin)('nginx’s logs and share links', () => {
  let app: Awaited<ReturnType<typeof stubApp>>
  let nginx: LoopbackNginx
  beforeAll(async () => {
    app = await stubApp()
    nginx = await startLoopbackNginx(nginxBin ?? '', {
      listenPort: await pickPort([]),
      appPort: app.port,
      appDir: root,
      accessLog: true,
    })
  })
  afterAll(async () => {
    await nginx?.stop()
    app?.server.close()
  })

  it('writes share links and Referers from them without the token, and the rest as sent', async () => {
    const tokens = [token(), token(), token(), token()]
    const site = nginx.origin
    const requests: [string, Record<string, string>][] = [
      [`/pre-visualizacao/${tokens[0]}`, {}],
      // Any spelling of the link the app may be asked for: escaped, another case.
      [`/pre-visualiza%63ao/${tokens[1]}?utm_source=whatsapp`, {}],
      [`/PRE-VISUALIZACAO/${tokens[2]}`, {}],
      // An image of the draft's page, asked for by a client that sends the Referer anyway.
      ['/api/uploads/blog-images/capa.webp', { referer: `${site}/pre-visualizacao/${tokens[3]}` }],
      ['/blog/post/guia?utm_source=newsletter', { referer: 'https://www.google.com/search?q=x' }],
    ]
    for (const [pathname, headers] of requests) {
      const response = await fetch(`${site}${pathname}`, { headers })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    const lines = await waitForLines(path.join(nginx.workDir, 'access.log'), requests.length)
    const log = lines.join('\n')
    for (const secret of tokens) expect(log).not.toContain(secret)
    // Combined format: the request line, status, bytes, Referer, User-Agent, each still there.
    expect(
      lines.slice(-5).map((line) => /"([^"]*)" 200 \d+ "([^"]*)"/.exec(line)?.slice(1)),
    ).toEqual([
      ['GET /pre-visualizacao/[token] HTTP/1.1', '-'],
      ['GET /pre-visualizacao/[token] HTTP/1.1', '-'],
      ['GET /pre-visualizacao/[token] HTTP/1.1', '-'],
      ['GET /api/uploads/blog-images/capa.webp HTTP/1.1', `${site}/pre-visualizacao/[token]`],
      ['GET /blog/post/guia?utm_source=newsletter HTTP/1.1', 'https://www.google.com/search?q=x'],
    ])
  })

  it('writes no error line naming a share link; other pages’ errors are written as before', async () => {
    const secret = token()
    const failed = await fetch(`${nginx.origin}/pre-visualizacao/${secret}/quebra`, {
      headers: { referer: `${nginx.origin}/pre-visualizacao/${secret}` },
    })
    expect(failed.status).toBe(502)
    const control = await fetch(`${nginx.origin}/pagina-quebrada`)
    expect(control.status).toBe(502)
    const errors = await waitForLines(path.join(nginx.workDir, 'error.log'), 1)
    expect(errors.join('\n')).toContain('"GET /pagina-quebrada HTTP/1.1"')
    expect(errors.join('\n')).not.toContain(secret)
  })
})
