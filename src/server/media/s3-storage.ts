import 'server-only'
import { encodeObjectPath, sha256Hex, signRequest, toAmzDate } from './sigv4'
import type { MediaStorage } from './media-storage'

export interface S3Config {
  /** e.g. https://s3.sa-east-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com */
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Base the objects are read from (CDN, public bucket domain); defaults to the bucket URL. */
  publicUrl?: string
  /** MinIO and most self-hosted servers need /bucket/key instead of bucket.host/key. */
  forcePathStyle: boolean
}

/** The URL an object is written to, path-style or virtual-hosted. */
export function objectUrl(config: S3Config, key: string): URL {
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`)
  const base = endpoint.pathname.replace(/\/+$/, '')
  if (config.forcePathStyle) {
    endpoint.pathname = `${base}${encodeObjectPath(config.bucket, key)}`
  } else {
    endpoint.hostname = `${config.bucket}.${endpoint.hostname}`
    endpoint.pathname = `${base}${encodeObjectPath(key)}`
  }
  return endpoint
}

export function publicObjectUrl(config: S3Config, key: string): string {
  if (!config.publicUrl) return objectUrl(config, key).toString()
  return `${config.publicUrl.replace(/\/+$/, '')}${encodeObjectPath(key)}`
}

/** Signed PUT (SigV4 by hand, no SDK); a non-2xx answer is an error with S3's status. */
export function createS3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): MediaStorage {
  return {
    driver: 's3',
    async put(key, body, contentType) {
      const url = objectUrl(config, key)
      const signed = signRequest({
        method: 'PUT',
        host: url.host,
        canonicalPath: url.pathname,
        headers: {
          'content-type': contentType,
          'cache-control': 'public, max-age=31536000, immutable',
        },
        payloadHash: sha256Hex(body),
        amzDate: toAmzDate(new Date()),
        region: config.region,
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      })
      // fetch sets Host itself from the URL (same value that was signed).
      const { host: _host, ...headers } = signed.headers
      const response = await fetchImpl(url, {
        method: 'PUT',
        headers,
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(30_000),
      })
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300)
        throw new Error(`S3 PUT ${key} falhou: ${response.status} ${detail}`)
      }
      return publicObjectUrl(config, key)
    },
    async remove(key) {
      const url = objectUrl(config, key)
      const signed = signRequest({
        method: 'DELETE',
        host: url.host,
        canonicalPath: url.pathname,
        headers: {},
        payloadHash: sha256Hex(''),
        amzDate: toAmzDate(new Date()),
        region: config.region,
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      })
      const { host: _host, ...headers } = signed.headers
      const response = await fetchImpl(url, {
        method: 'DELETE',
        headers,
        signal: AbortSignal.timeout(30_000),
      })
      // S3 answers 204 whether or not the object existed.
      if (!response.ok) throw new Error(`S3 DELETE ${key} falhou: ${response.status}`)
    },
  }
}
