import 'server-only'
import { EMPTY_PAYLOAD_SHA256, encodeObjectPath, sha256Hex, signRequest, toAmzDate } from './sigv4'
import { StorageError, type MediaStorage } from './media-storage'

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

type Method = 'PUT' | 'GET' | 'DELETE'

/** One SigV4-signed request (by hand, no SDK) to the object `key`. */
async function signedFetch(
  config: S3Config,
  fetchImpl: typeof fetch,
  method: Method,
  key: string,
  body?: { bytes: Buffer; contentType: string },
): Promise<Response> {
  const url = objectUrl(config, key)
  const signed = signRequest({
    method,
    host: url.host,
    canonicalPath: url.pathname,
    headers: body
      ? {
          'content-type': body.contentType,
          'cache-control': 'public, max-age=31536000, immutable',
        }
      : {},
    payloadHash: body ? sha256Hex(body.bytes) : EMPTY_PAYLOAD_SHA256,
    amzDate: toAmzDate(new Date()),
    region: config.region,
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
  })
  // fetch sets Host itself from the URL (same value that was signed).
  const { host: _host, ...headers } = signed.headers
  try {
    return await fetchImpl(url, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body.bytes) } : {}),
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    // Refused connection, unknown host, TLS failure or the timeout: no answer from S3 at all.
    throw new StorageError('unreachable', `S3 ${method} ${key}: sem resposta de ${url.host}`, {
      cause: error,
    })
  }
}

/** S3 answers a wrong secret or key id with 403 (SignatureDoesNotMatch, InvalidAccessKeyId). */
async function failure(method: Method, key: string, response: Response): Promise<StorageError> {
  const detail = (await response.text().catch(() => '')).slice(0, 300)
  const kind = response.status === 401 || response.status === 403 ? 'denied' : 'failed'
  return new StorageError(kind, `S3 ${method} ${key} falhou: ${response.status} ${detail}`)
}

/** PUT, GET and DELETE of objects; a non-2xx answer is an error with S3's status. */
export function createS3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): MediaStorage {
  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      const response = await signedFetch(config, fetchImpl, 'PUT', key, { bytes, contentType })
      if (!response.ok) throw await failure('PUT', key, response)
      return publicObjectUrl(config, key)
    },
    async get(key) {
      const response = await signedFetch(config, fetchImpl, 'GET', key)
      if (response.status === 404) return null
      if (!response.ok) throw await failure('GET', key, response)
      return Buffer.from(await response.arrayBuffer())
    },
    async delete(key) {
      const response = await signedFetch(config, fetchImpl, 'DELETE', key)
      // S3 answers 204 whether or not the object existed; some compatible servers say 404.
      if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response)
    },
  }
}
