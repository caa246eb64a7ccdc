import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WARM_UP_PATHS, warmUp } from '@/next-adapter/warm-up.mjs'

/*
 * src/next-adapter/serve.mjs's requests to itself before it says it is ready (src/next-adapter/warm-up.mjs),
 * against a stand-in server that records what it is asked and when each answer is read.
 */

let servers: Server[] = []
afterEach(() => {
  for (const server of servers) server.close()
  servers = []
})

async function standIn(answer: (path: string) => number) {
  const events: string[] = []
  const server = createServer((req, res) => {
    const path = req.url ?? ''
    events.push(`asked ${path}`)
    const status = answer(path)
    res.writeHead(status, { 'content-type': 'text/html' }).write('<p>')
    // The body ends later: the next request must wait for it (one at a time, read to the end).
    setTimeout(() => {
      events.push(`ended ${path}`)
      res.end('fim</p>')
    }, 20)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { baseUrl: `http://127.0.0.1:${port}`, events }
}

describe('warmUp', () => {
  it('asks robots.txt first, then the admin and both editor routes, one at a time', async () => {
    const { baseUrl, events } = await standIn(() => 200)
    const log = { error: vi.fn() }
    await expect(warmUp(baseUrl, { log })).resolves.toEqual({
      warmed: WARM_UP_PATHS,
      failed: [],
    })
    expect(WARM_UP_PATHS[0]).toBe('/robots.txt')
    expect(WARM_UP_PATHS).toEqual(
      expect.arrayContaining([
        '/admin/login',
        '/admin/posts',
        '/admin/posts/new',
        expect.stringMatching(/^\/admin\/posts\/[^/]+\/edit$/),
      ]),
    )
    expect(events).toEqual(WARM_UP_PATHS.flatMap((path) => [`asked ${path}`, `ended ${path}`]))
    expect(log.error).not.toHaveBeenCalled()
  })

  it('goes on past a failing path and reports it in Portuguese', async () => {
    const { baseUrl, events } = await standIn((path) => (path === '/admin' ? 500 : 307))
    const log = { error: vi.fn() }
    const result = await warmUp(baseUrl, { paths: ['/admin', '/admin/posts/new'], log })
    expect(result).toEqual({
      warmed: ['/admin/posts/new'],
      failed: [{ path: '/admin', reason: 'HTTP 500' }],
    })
    expect(events).toContain('ended /admin/posts/new')
    expect(log.error).toHaveBeenCalledWith(
      'O servidor não respondeu à requisição de aquecimento /admin: HTTP 500',
    )
  })

  it('reports a server that does not answer at all', async () => {
    const { baseUrl } = await standIn(() => 200)
    for (const server of servers) server.close()
    servers = []
    const log = { error: vi.fn() }
    const { warmed, failed } = await warmUp(baseUrl, { paths: ['/robots.txt'], log })
    expect(warmed).toEqual([])
    expect(failed.map((f) => f.path)).toEqual(['/robots.txt'])
    expect(log.error).toHaveBeenCalledOnce()
  })
})
