import { describe, expect, it } from 'vitest'
import { createS3Storage, objectUrl, publicObjectUrl, type S3Config } from './s3-storage'
import { EMPTY_PAYLOAD_SHA256, encodeObjectPath, sha256Hex, signRequest, toAmzDate } from './sigv4'

// AWS's published example ("Signature Calculations for the Authorization Header: Transferring
// Payload in a Single Chunk", Amazon S3 API Reference): these exact strings are in the docs.
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  amzDate: '20130524T000000Z',
  host: 'examplebucket.s3.amazonaws.com',
}

describe('SigV4 against the AWS documentation examples', () => {
  it('GET Object (test.txt, Range bytes=0-9)', () => {
    const signed = signRequest({
      ...AWS_EXAMPLE,
      method: 'GET',
      canonicalPath: encodeObjectPath('test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_SHA256,
    })
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
    expect(sha256Hex(signed.canonicalRequest)).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    )
  })

  it('PUT Object (test$file.text, "Welcome to Amazon S3.")', () => {
    const body = Buffer.from('Welcome to Amazon S3.')
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072')
    const signed = signRequest({
      ...AWS_EXAMPLE,
      method: 'PUT',
      // '$' must be encoded once, as %24.
      canonicalPath: encodeObjectPath('test$file.text'),
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      payloadHash: sha256Hex(body),
    })
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text')
    expect(sha256Hex(signed.canonicalRequest)).toBe(
      '9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d',
    )
    expect(signed.signature).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    )
    expect(signed.authorization).toContain(
      'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,',
    )
  })

  it('a different secret or date gives a different signature', () => {
    const base = {
      ...AWS_EXAMPLE,
      method: 'GET',
      canonicalPath: '/test.txt',
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_SHA256,
    }
    const reference = signRequest(base).signature
    expect(signRequest({ ...base, secretAccessKey: 'x' }).signature).not.toBe(reference)
    expect(signRequest({ ...base, amzDate: '20130525T000000Z' }).signature).not.toBe(reference)
  })

  it('formats the request time as x-amz-date', () => {
    expect(toAmzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z')
  })
})

describe('S3 driver', () => {
  const config: S3Config = {
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    bucket: 'midia',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    forcePathStyle: true,
  }

  it('builds path-style and virtual-hosted object URLs and public URLs', () => {
    const key = 'blog-images/abc.webp'
    expect(objectUrl(config, key).toString()).toBe(
      'http://127.0.0.1:9000/midia/blog-images/abc.webp',
    )
    const aws = { ...config, endpoint: undefined, region: 'sa-east-1', forcePathStyle: false }
    expect(objectUrl(aws, key).toString()).toBe(
      'https://midia.s3.sa-east-1.amazonaws.com/blog-images/abc.webp',
    )
    expect(publicObjectUrl(aws, key)).toBe(
      'https://midia.s3.sa-east-1.amazonaws.com/blog-images/abc.webp',
    )
    expect(publicObjectUrl({ ...aws, publicUrl: 'https://cdn.exemplo.com.br/' }, key)).toBe(
      'https://cdn.exemplo.com.br/blog-images/abc.webp',
    )
  })

  it('PUTs the body with a signature the server can recompute', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const fakeFetch = (async (url: URL | RequestInfo, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} })
      return new Response(null, { status: 200 })
    }) as typeof fetch
    const body = Buffer.from('imagem')
    const url = await createS3Storage(config, fakeFetch).put(
      'blog-images/abc.webp',
      body,
      'image/webp',
    )
    expect(url).toBe('http://127.0.0.1:9000/midia/blog-images/abc.webp')
    expect(calls).toHaveLength(1)
    const { init } = calls[0]!
    expect(init.method).toBe('PUT')
    const headers = init.headers as Record<string, string>
    expect(headers['content-type']).toBe('image/webp')
    expect(headers['x-amz-content-sha256']).toBe(sha256Hex(body))
    expect(headers.host).toBeUndefined()
    // Recompute as S3 would, from what was sent, and compare.
    const recomputed = signRequest({
      method: 'PUT',
      host: '127.0.0.1:9000',
      canonicalPath: '/midia/blog-images/abc.webp',
      headers: {
        'content-type': headers['content-type']!,
        'cache-control': headers['cache-control']!,
      },
      payloadHash: sha256Hex(body),
      amzDate: headers['x-amz-date']!,
      region: 'us-east-1',
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    })
    expect(headers.authorization).toBe(recomputed.authorization)
  })

  it('turns an S3 error answer into a thrown error', async () => {
    const failing = (async () =>
      new Response('<Error>SignatureDoesNotMatch</Error>', { status: 403 })) as typeof fetch
    await expect(
      createS3Storage(config, failing).put('blog-images/a.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow(/403 <Error>SignatureDoesNotMatch/)
  })
})
