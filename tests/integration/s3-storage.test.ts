import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StorageError } from '@/server/media/media-storage'
import { createS3Storage, type S3Config } from '@/server/media/s3-storage'
import {
  S3_TEST_BUCKET,
  S3_TEST_CREDENTIALS,
  startS3Server,
  type TestS3Server,
} from '../support/s3-server'

/*
 * The S3 driver and its hand-written SigV4 signer (sigv4.ts) against a real
 * S3-compatible server that verifies signatures, on 127.0.0.1. The upload route, library and
 * share images on that server: s3-uploads.test.ts.
 */

let s3: TestS3Server
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(() => s3.close())

const config = (overrides: Partial<S3Config> = {}): S3Config => ({
  endpoint: s3.endpoint,
  region: 'us-east-1',
  bucket: S3_TEST_BUCKET,
  ...S3_TEST_CREDENTIALS,
  forcePathStyle: true,
  ...overrides,
})

const key = () => `blog-images/${crypto.randomUUID().replaceAll('-', '')}.webp`
const bytes = (text: string) => Buffer.from(text, 'utf8')

/** A port nothing listens on (taken from the system, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function failureOf(promise: Promise<unknown>): Promise<StorageError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof StorageError)) throw new Error(`expected a StorageError, got ${error}`)
  return error
}

describe('the S3 driver against a real S3-compatible server', () => {
  it('stores an object one instance reads back and another deletes, at its public URL', async () => {
    // Two app instances: two drivers built from their own copies of the same settings.
    const first = createS3Storage(config())
    const second = createS3Storage(config())
    const name = key()
    const url = await first.put(name, bytes('imagem de teste'), 'image/webp')
    expect(url).toBe(`${s3.endpoint}/${S3_TEST_BUCKET}/${name}`)

    expect((await second.get(name))?.toString()).toBe('imagem de teste')
    const publicRead = await fetch(url)
    expect(publicRead.status).toBe(200)
    expect(publicRead.headers.get('content-type')).toBe('image/webp')
    expect(publicRead.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await publicRead.text()).toBe('imagem de teste')

    await second.delete(name)
    expect(await first.get(name)).toBeNull()
    expect((await fetch(url)).status).toBe(404)
    await second.delete(name) // deleting what is gone is not an error
  })

  it('is refused by the server with a wrong secret (denied), and nothing is stored', async () => {
    const wrong = createS3Storage(config({ secretAccessKey: 'segredo-errado' }))
    const name = key()
    const error = await failureOf(wrong.put(name, bytes('x'), 'image/webp'))
    expect(error.failure).toBe('denied')
    expect(error.message).toContain('403')
    expect(error.message).toContain('SignatureDoesNotMatch')
    expect(await s3.listKeys(name)).toEqual([])
    expect((await failureOf(wrong.delete(name))).failure).toBe('denied')
  })

  it('is refused when a signed header is changed after signing: the server checks signatures', async () => {
    // Same key and secret; only the Content-Type differs from what was signed.
    const tampering: typeof fetch = (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'content-type': 'text/html' },
      })
    const name = key()
    const error = await failureOf(
      createS3Storage(config(), tampering).put(name, bytes('<script>'), 'image/webp'),
    )
    expect(error.failure).toBe('denied')
    expect(await s3.listKeys(name)).toEqual([])
  })

  it('says unreachable when nothing answers at the endpoint', async () => {
    const offline = createS3Storage(config({ endpoint: `http://127.0.0.1:${await closedPort()}` }))
    const error = await failureOf(offline.put(key(), bytes('x'), 'image/webp'))
    expect(error.failure).toBe('unreachable')
    expect(error.message).toMatch(/sem resposta de 127\.0\.0\.1:\d+/)
  })
})
