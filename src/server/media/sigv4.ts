import 'server-only'
import { createHash, createHmac } from 'node:crypto'

/** AWS Signature Version 4 (header form), enough for S3-compatible PUT/GET of one object. */
export interface SignRequestInput {
  method: string
  host: string
  /** Already URI-encoded absolute path, e.g. from `encodeObjectPath`. */
  canonicalPath: string
  query?: Record<string, string>
  /** Extra headers to sign (Content-Type, Range, ...); host and x-amz-* are added. */
  headers?: Record<string, string>
  payloadHash: string
  /** `YYYYMMDDTHHMMSSZ` */
  amzDate: string
  region: string
  service?: string
  accessKeyId: string
  secretAccessKey: string
}

export interface SignedRequest {
  headers: Record<string, string>
  authorization: string
  signature: string
  canonicalRequest: string
  stringToSign: string
}

export const EMPTY_PAYLOAD_SHA256 =
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex')
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest()
}

/** RFC 3986 encoding as S3 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/** `/bucket/blog-images/a.webp` with each segment encoded and the slashes kept. */
export function encodeObjectPath(...segments: string[]): string {
  return `/${segments
    .flatMap((segment) => segment.split('/'))
    .map(uriEncode)
    .join('/')}`
}

export function toAmzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

export function signRequest(input: SignRequestInput): SignedRequest {
  const service = input.service ?? 's3'
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ')
  }
  headers.host = input.host
  headers['x-amz-content-sha256'] = input.payloadHash
  headers['x-amz-date'] = input.amzDate

  const names = Object.keys(headers).sort()
  const signedHeaders = names.join(';')
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]}\n`).join('')
  const canonicalQuery = Object.entries(input.query ?? {})
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n')

  const day = input.amzDate.slice(0, 8)
  const scope = `${day}/${input.region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join(
    '\n',
  )
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  )
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex')
  const authorization =
    `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`
  return {
    headers: { ...headers, authorization },
    authorization,
    signature,
    canonicalRequest,
    stringToSign,
  }
}
