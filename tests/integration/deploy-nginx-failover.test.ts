import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLoopbackNginx, type LoopbackNginx } from '../../bench/lib/nginx'
import { pickPort } from '../../bench/lib/server'

/*
 * deploy/nginx/midiaplan.conf in front of two instances (stub apps): the loopback copy with two
 * upstream servers passes `nginx -t` (startLoopbackNginx runs it) and nginx sends each request
 * one of them could not take to the other. Skipped where nginx is not installed (.ci/run
 * installs it).
 */

const root = path.resolve(import.meta.dirname, '../..')
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => existsSync(bin))

interface Instance {
  name: string
  server: Server
  port: number
  hits: number
  /** An answer to give instead of 200 (a 503 of an instance whose database is gone). */
  status: number
}

function instance(name: string): Promise<Instance> {
  const self: Instance = { name, server: createServer(), port: 0, hits: 0, status: 200 }
  self.server.on('request', (req, res) => {
    self.hits += 1
    req.resume()
    res.writeHead(self.status, { 'content-type': 'text/plain' }).end(name)
  })
  return new Promise((resolve) =>
    self.server.listen(0, '127.0.0.1', () => {
      self.port = (self.server.address() as AddressInfo).port
      resolve(self)
    }),
  )
}

describe.skipIf(!nginxBin)('nginx in front of two instances', () => {
  let a: Instance
  let b: Instance
  let nginx: LoopbackNginx
  beforeAll(async () => {
    a = await instance('a')
    b = await instance('b')
    nginx = await startLoopbackNginx(nginxBin ?? '', {
      listenPort: await pickPort([]),
      appPort: [a.port, b.port],
      appDir: root,
      microCache: false,
    })
  })
  afterAll(async () => {
    await nginx?.stop()
    for (const stub of [a, b]) {
      stub?.server.closeAllConnections()
      stub?.server.close()
    }
  })

  async function answers(count: number, init: RequestInit = {}): Promise<string[]> {
    const seen: string[] = []
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${nginx.origin}/blog/post/artigo`, init)
      seen.push(`${response.status} ${await response.text()}`)
    }
    return seen
  }

  it('shares the requests, and sends a 503 one to the other instance', async () => {
    expect(new Set(await answers(10))).toEqual(new Set(['200 a', '200 b']))
    a.status = 503
    try {
      expect(new Set(await answers(10))).toEqual(new Set(['200 b']))
    } finally {
      a.status = 200
    }
  })

  it('never resends a POST an instance received: a form is not run twice', async () => {
    a.status = 503
    b.status = 503
    try {
      const before = a.hits + b.hits
      const [answer] = await answers(1, { method: 'POST', body: 'nome=Ana' })
      expect(answer).toMatch(/^503 [ab]$/)
      expect(a.hits + b.hits - before).toBe(1)
    } finally {
      a.status = 200
      b.status = 200
    }
  })

  it('keeps answering 200 when an instance is down: its requests go to the other', async () => {
    a.server.close()
    // Its kept-alive connections from nginx go too, as when the process is killed.
    a.server.closeAllConnections()
    const seen = await answers(20)
    expect(new Set(seen)).toEqual(new Set(['200 b']))
  })
})
