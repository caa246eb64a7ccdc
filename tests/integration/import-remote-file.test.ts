import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchRemoteFile, RemoteFileError } from '@/server/import/remote-file'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
let server: Server
let base = ''
const requests: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    const url = request.url ?? ''
    if (url === '/ok.png') {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(PNG)
    } else if (url === '/moved') {
      response.writeHead(302, { location: '/ok.png' })
      response.end()
    } else if (url === '/to-localhost') {
      response.writeHead(301, { location: `http://localhost:${port()}/ok.png` })
      response.end()
    } else if (url === '/to-metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
      response.end()
    } else if (url === '/loop') {
      response.writeHead(302, { location: '/loop' })
      response.end()
    } else if (url === '/declared-big') {
      response.writeHead(200, { 'content-length': String(5_000), 'content-type': 'image/png' })
      response.end(Buffer.alloc(5_000))
    } else if (url === '/streamed-big') {
      response.writeHead(200, { 'content-type': 'image/png' })
      for (let i = 0; i < 10; i++) response.write(Buffer.alloc(1_000))
      response.end()
    } else if (url === '/slow') {
      // Never answers: the download must give up on its own.
    } else {
      response.writeHead(404)
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${port()}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function port(): number {
  return (server.address() as AddressInfo).port
}

const local = { privateHosts: ['127.0.0.1'] }

async function failure(promise: Promise<unknown>): Promise<RemoteFileError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(RemoteFileError)
  return error as RemoteFileError
}

describe('fetchRemoteFile', () => {
  it('downloads a file and follows a redirect on the same allowed host', async () => {
    const file = await fetchRemoteFile(`${base}/moved`, local)
    expect(file.body.equals(PNG)).toBe(true)
    expect(file.contentType).toBe('image/png')
    expect(file.url).toBe(`${base}/ok.png`)
  })

  it('refuses private, loopback and metadata addresses without connecting', async () => {
    const before = requests.length
    const loopback = await failure(fetchRemoteFile(`${base}/ok.png`))
    expect(loopback.reason).toBe('address')
    expect(loopback.message).toBe(
      'Endereço recusado: 127.0.0.1 aponta para uma rede privada ou reservada.',
    )
    expect(
      (await failure(fetchRemoteFile(`http://localhost:${port()}/ok.png`, local))).reason,
    ).toBe('address')
    expect((await failure(fetchRemoteFile('http://169.254.169.254/latest/'))).reason).toBe(
      'address',
    )
    expect((await failure(fetchRemoteFile('http://[::ffff:127.0.0.1]/'))).reason).toBe('address')
    expect(requests.length).toBe(before)
  })

  it('checks every redirect target again', async () => {
    expect((await failure(fetchRemoteFile(`${base}/to-localhost`, local))).reason).toBe('address')
    expect((await failure(fetchRemoteFile(`${base}/to-metadata`, local))).reason).toBe('address')
    const loop = await failure(fetchRemoteFile(`${base}/loop`, local))
    expect(loop.message).toBe('Redirecionamentos demais ao baixar o arquivo.')
  })

  it('accepts only http and https', async () => {
    const error = await failure(fetchRemoteFile('file:///etc/passwd', local))
    expect(error.reason).toBe('address')
    expect(error.message).toContain('use http ou https')
  })

  it('stops at the size cap, declared or streamed', async () => {
    const options = { ...local, maxBytes: 2_048 }
    expect((await failure(fetchRemoteFile(`${base}/declared-big`, options))).reason).toBe('size')
    expect((await failure(fetchRemoteFile(`${base}/streamed-big`, options))).reason).toBe('size')
  })

  it('gives up at the timeout and reports a missing file by its status', async () => {
    const slow = await failure(fetchRemoteFile(`${base}/slow`, { ...local, timeoutMs: 300 }))
    expect(slow.reason).toBe('timeout')
    expect(slow.message).toBe('Tempo esgotado ao baixar o arquivo (0,3 s).')
    const missing = await failure(fetchRemoteFile(`${base}/missing.png`, local))
    expect(missing.reason).toBe('status')
    expect(missing.message).toBe('O site de origem respondeu 404.')
  })
})
