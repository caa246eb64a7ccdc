import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gracefulShutdown, runShutdownHooks } from '@/next-adapter/graceful-shutdown.mjs'

/*
 * src/next-adapter/serve.mjs's stop on SIGTERM (src/next-adapter/graceful-shutdown.mjs), on a real HTTP server
 * with a stand-in app: `/lento` answers after 300 ms, `/fluxo` sends its headers at once and its
 * end after 300 ms, `/nunca` never answers.
 */

const quiet = { info: () => {}, warn: () => {} }
let servers: Server[] = []
let agents: Agent[] = []
afterEach(() => {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
  for (const agent of agents) agent.destroy()
  servers = []
  agents = []
})

async function serve(timeoutMs = 5_000) {
  const server = createServer((req, res) => {
    if (req.url === '/nunca') return
    if (req.url === '/fluxo') res.writeHead(200, { 'content-type': 'text/plain' }).write('a')
    const delay = req.url === '/lento' || req.url === '/fluxo' ? 300 : 0
    setTimeout(() => res.end('ok'), delay)
  })
  servers.push(server)
  const exit = vi.fn<(code: number) => void>()
  const { shutdown } = gracefulShutdown(server, { timeoutMs, exit, log: quiet })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  agents.push(agent)
  return { server, exit, shutdown, agent, port: (server.address() as AddressInfo).port }
}

interface Answer {
  status: number
  connection: string | undefined
  body: string
  socket: Socket
}

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The client's socket: a keep-alive agent takes it back from the response once it ends.
    let socket: Socket | undefined
    const req = request({ host: '127.0.0.1', port, path, agent }, (res: IncomingMessage) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        if (!socket) return reject(new Error('no socket'))
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, socket })
      })
    })
    req.on('socket', (assigned: Socket) => (socket = assigned))
    req.on('error', reject)
    req.end()
  })
}

const closed = (socket: Socket) =>
  socket.destroyed
    ? Promise.resolve()
    : new Promise<void>((resolve) => socket.once('close', () => resolve()))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('gracefulShutdown', () => {
  it('refuses new connections, finishes the request in flight with Connection: close, then exits 0', async () => {
    const { exit, shutdown, agent, port } = await serve()
    const inFlight = get(port, '/lento', agent)
    await sleep(50)
    shutdown('SIGTERM')
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/)
    expect(exit).not.toHaveBeenCalled()
    const answer = await inFlight
    expect([answer.status, answer.body, answer.connection]).toEqual([200, 'ok', 'close'])
    await closed(answer.socket)
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
  })

  it('closes idle keep-alive connections at once, so nginx retries elsewhere instead of waiting', async () => {
    const { exit, shutdown, agent, port } = await serve()
    const first = await get(port, '/', agent)
    expect(first.connection).toBe('keep-alive')
    expect(first.socket.destroyed).toBe(false)
    shutdown('SIGTERM')
    await closed(first.socket)
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
  })

  it('closes a connection whose streamed answer began before the signal once it ends', async () => {
    const { exit, shutdown, agent, port } = await serve()
    const streamed = get(port, '/fluxo', agent)
    await sleep(50)
    shutdown('SIGTERM')
    const answer = await streamed
    // Its headers went out before the signal: keep-alive, but the connection is closed after.
    expect([answer.body, answer.connection]).toEqual(['aok', 'keep-alive'])
    await closed(answer.socket)
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
  })

  it('answers a request arriving on an open connection after the signal, with Connection: close', async () => {
    const { server, exit, shutdown, port } = await serve()
    // The slow request holds the server open; the second connection has a request in flight.
    const holder = get(port, '/lento')
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    agents.push(agent)
    const pending = get(port, '/lento', agent)
    await sleep(50)
    shutdown('SIGTERM')
    expect(server.listening).toBe(false)
    const answer = await pending
    expect([answer.status, answer.connection]).toEqual([200, 'close'])
    await holder
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
  })

  it('exits 1 after the timeout when a request never ends, and ignores a second signal', async () => {
    const { exit, shutdown, port } = await serve(300)
    const never = get(port, '/nunca').catch((error: Error) => error)
    await sleep(50)
    shutdown('SIGTERM')
    shutdown('SIGINT')
    await sleep(150)
    expect(exit).not.toHaveBeenCalled()
    expect(await never).toBeInstanceOf(Error)
    expect(exit.mock.calls).toEqual([[1]])
  })
})

describe('the app hooks run before the process exits', () => {
  const HOOKS = Symbol.for('midiaplan.shutdown-hooks')
  const holder = globalThis as typeof globalThis & { [HOOKS]?: Set<() => Promise<void>> }
  afterEach(() => {
    delete holder[HOOKS]
  })

  it('exits only after the analytics buffer (a registered hook) has been written', async () => {
    const written: string[] = []
    holder[HOOKS] = new Set([
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 100))
        written.push('eventos')
      },
    ])
    const { exit, shutdown } = await serve()
    shutdown('SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
    expect(written).toEqual(['eventos'])
  })

  it('a failing or endless hook cannot keep the process from exiting', async () => {
    const warn = vi.fn()
    holder[HOOKS] = new Set([
      () => Promise.reject(new Error('banco fora do ar')),
      () => new Promise<void>(() => {}),
    ])
    const started = Date.now()
    await runShutdownHooks({ warn }, 200)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(warn).toHaveBeenCalledWith('Falha ao encerrar:', expect.any(Error))
  })
})
