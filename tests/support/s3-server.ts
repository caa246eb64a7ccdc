import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'

/** The one key pair @20minutes/s3rver knows; any other secret fails its signature check. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
export const S3_TEST_BUCKET = 'midiaplan-test'

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string
  port: number
  /** The S3_* variables an app instance needs to use this bucket (path-style). */
  env: Record<string, string>
  /** Every key stored under `prefix`, read with an anonymous ListObjectsV2 over HTTP. */
  listKeys(prefix?: string): Promise<string[]>
  /** Stops the server and removes its folder. */
  close(): Promise<void>
}

/**
 * A real S3-compatible server (@20minutes/s3rver, a maintained fork of s3rver that verifies
 * Signature V4) on 127.0.0.1 and a free port, storing under a throwaway folder, with one bucket.
 * Anonymous GETs are allowed, like a bucket with public reads of blog-images/.
 */
export async function startS3Server(port = 0): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'midiaplan-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  })
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    endpoint,
    port: address.port,
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    },
    async listKeys(prefix = '') {
      const query = new URLSearchParams({ 'list-type': '2', prefix })
      const response = await fetch(`${endpoint}/${S3_TEST_BUCKET}?${query}`)
      if (!response.ok) throw new Error(`ListObjectsV2: ${response.status}`)
      const xml = await response.text()
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] ?? '').sort()
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/**
 * For a test file's vi.hoisted, before any app module reads the environment: starts the server
 * and points the app's S3_* (and a throwaway DATA_DIR) at it.
 */
export async function startS3ForApp(name: string) {
  const s3 = await startS3Server()
  const dataDir = `${process.env.TMPDIR ?? '/tmp'}/midiaplan-${name}-${process.pid}-${Date.now()}`
  Object.assign(process.env, s3.env, { DATA_DIR: dataDir, RATE_LIMIT_DISABLED: 'true' })
  return { cookie: '', s3, dataDir }
}
