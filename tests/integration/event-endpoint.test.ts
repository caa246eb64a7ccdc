import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PassThrough } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  EVENT_BODY_MAX_BYTES,
  handleEventRequest,
  headerReader,
  readBody,
} from '@/next-adapter/event-endpoint.mjs'
import { ANALYTICS_BODY_MAX_BYTES } from '@/lib/validations/analytics'

/*
 * The custom server's fast path for POST /api/events (src/next-adapter/event-endpoint.mjs), on
 * a real HTTP server: what it hands the app's function, what it answers, and that everything
 * else goes on to Next (here a stand-in answering "next").
 */

const EVENT_HANDLER = Symbol.for('midiaplan.event-handler')
const holder = globalThis as typeof globalThis & { [EVENT_HANDLER]?: unknown }
type Handler = (
  headers: Pick<Headers, 'get'>,
  body: Buffer | null,
) => { status: number; error?: string } | Promise<{ status: number; error?: string }>

let server: Server
let base = ''
const log = { error: vi.fn() }

beforeAll(async () => {
  server = createServer((req, res) => {
    if (handleEventRequest(req, res, log)) return
    res.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  delete holder[EVENT_HANDLER]
  log.error.mockReset()
})

function register(handler: Handler) {
  const spy = vi.fn(handler)
  holder[EVENT_HANDLER] = spy
  return spy
}

const post = (body: string, headers: Record<string, string> = {}, path = '/api/events') =>
  fetch(`${base}${path}`, { method: 'POST', body, headers: { origin: base, ...headers } })

describe('POST /api/events in the custom server', () => {
  it('reads the same body limit as the app', () => {
    expect(EVENT_BODY_MAX_BYTES).toBe(ANALYTICS_BODY_MAX_BYTES)
  })

  it("reads Node's headers as a Fetch Headers would", () => {
    const incoming = {
      'user-agent': 'Chrome',
      'x-forwarded-for': '203.0.113.9, 10.0.0.1',
      'set-cookie': ['a=1', 'b=2'],
    }
    const reader = headerReader(incoming)
    const fetchHeaders = new Headers()
    for (const [name, value] of Object.entries(incoming))
      for (const one of Array.isArray(value) ? value : [value]) fetchHeaders.append(name, one)
    for (const name of ['User-Agent', 'x-forwarded-for', 'origin', 'set-cookie'])
      expect(reader.get(name)).toBe(fetchHeaders.get(name))
    expect(reader.get('origin')).toBeNull()
  })

  it("hands the app's function the headers and the body, and writes its answer", async () => {
    const handler = register(async () => ({ status: 202 }))
    const answer = await post('{"t":"v","p":"/"}', { 'user-agent': 'Chrome', 'sec-gpc': '1' })
    expect(answer.status).toBe(202)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.text()).toBe('')
    const [headers, body] = handler.mock.calls[0] ?? []
    expect(headers?.get('origin')).toBe(base)
    expect(headers?.get('user-agent')).toBe('Chrome')
    expect(headers?.get('sec-gpc')).toBe('1')
    expect(body?.toString('utf8')).toBe('{"t":"v","p":"/"}')
  })

  it('writes an answer the app gives at once (no promise), and a synchronous failure as 500', async () => {
    const handler = register(() => ({ status: 204 }))
    expect((await post('{"t":"v","p":"/"}')).status).toBe(204)
    expect(handler).toHaveBeenCalledTimes(1)
    register(() => ({ status: 400, error: 'Evento de análise inválido.' }))
    expect(await (await post('x')).json()).toEqual({ error: 'Evento de análise inválido.' })
    register(() => {
      throw new Error('sem sal')
    })
    const failed = await post('{}')
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ error: 'Não foi possível registrar o evento.' })
    expect(log.error).toHaveBeenCalledWith(
      'Falha inesperada em POST /api/events',
      expect.any(Error),
    )
  })

  it("calls back once per body, even when the client's error comes after the end", () => {
    const request = new PassThrough() as PassThrough & { headers: Record<string, string> }
    request.headers = {}
    const done = vi.fn()
    readBody(request as unknown as IncomingMessage, 100, done)
    request.emit('data', Buffer.from('{"t":"v"}'))
    request.emit('end')
    request.emit('error', new Error('aborted'))
    expect(done).toHaveBeenCalledTimes(1)
    expect(done.mock.calls[0]?.[1]?.toString('utf8')).toBe('{"t":"v"}')
  })

  it('writes an error of the app as its JSON, and 429 with the wait', async () => {
    register(async () => ({ status: 400, error: 'Evento de análise inválido.' }))
    const refused = await post('x')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'Evento de análise inválido.' })
    register(async () => ({
      status: 429,
      error: 'Muitas requisições. Tente novamente mais tarde.',
    }))
    const limited = await post('x')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
  })

  it('hands null for a body past the limit, declared or not', async () => {
    const handler = register(async (_headers, body) => ({ status: body ? 202 : 400 }))
    expect((await post('a'.repeat(EVENT_BODY_MAX_BYTES))).status).toBe(202)
    expect((await post('a'.repeat(EVENT_BODY_MAX_BYTES + 1))).status).toBe(400)
    const streamed = await fetch(`${base}/api/events`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          for (let index = 0; index < 10; index++) controller.enqueue(new Uint8Array(1024))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(400)
    expect(handler.mock.calls.map(([, body]) => body?.length ?? null)).toEqual([
      EVENT_BODY_MAX_BYTES,
      null,
      null,
    ])
  })

  it('answers 500 in pt-BR when the function fails, and logs the error', async () => {
    register(async () => {
      throw new Error('banco fora do ar')
    })
    const answer = await post('{}')
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({ error: 'Não foi possível registrar o evento.' })
    expect(log.error).toHaveBeenCalledWith(
      'Falha inesperada em POST /api/events',
      expect.any(Error),
    )
  })

  it('leaves to Next every other request, and events before the function is registered', async () => {
    expect(await (await post('{}')).text()).toBe('next')
    const handler = register(async () => ({ status: 202 }))
    expect(await (await fetch(`${base}/api/events`)).text()).toBe('next')
    expect(await (await post('{}', {}, '/api/eventsx')).text()).toBe('next')
    expect(await (await post('{}', {}, '/api/consent')).text()).toBe('next')
    expect((await post('{}', {}, '/api/events?x=1')).status).toBe(202)
    expect(handler).toHaveBeenCalledTimes(1)
  })
})
