import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES as CLIENT_MAX } from '@/lib/upload-client'
import { ConfigError, parseEnv } from '../env'
import { MAX_UPLOAD_BYTES } from './errors'
import { createLocalStorage } from './local-storage'
import { getStorage, localImagesDir, newImageKey, STORED_NAME_PATTERN } from './storage'

const env = (raw: Record<string, string>) => ({
  ...parseEnv(raw),
  BETTER_AUTH_SECRET: 'x'.repeat(32),
})

describe('S3 settings', () => {
  it('are all-or-nothing: a bucket without keys is a clear configuration error', () => {
    expect(() => parseEnv({ S3_BUCKET: 'midia' })).toThrow(ConfigError)
    expect(() => parseEnv({ S3_BUCKET: 'midia', S3_ACCESS_KEY_ID: 'a' })).toThrow(
      /S3_ACCESS_KEY_ID\/S3_SECRET_ACCESS_KEY: obrigatórias quando S3_BUCKET está definido/,
    )
    expect(() => parseEnv({ S3_BUCKET: 'midia', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/)
  })

  it('choose the driver: local by default, S3 when the bucket is set', () => {
    expect(getStorage(env({ DATA_DIR: '/tmp/x' })).driver).toBe('local')
    const s3 = env({
      S3_BUCKET: 'midia',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(s3.S3_REGION).toBe('us-east-1')
    expect(s3.S3_FORCE_PATH_STYLE).toBe(true)
    expect(getStorage(s3).driver).toBe('s3')
  })
})

describe('local storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'midiaplan-media-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('names objects blog-images/<32 hex>.webp, never twice the same', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newImageKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) {
      expect(key).toMatch(/^blog-images\/[0-9a-f]{32}\.webp$/)
      expect(STORED_NAME_PATTERN.test(key.slice('blog-images/'.length))).toBe(true)
    }
    expect(STORED_NAME_PATTERN.test('../../app.db')).toBe(false)
  })

  it('writes under DATA_DIR/uploads/blog-images and returns the app URL', async () => {
    const key = newImageKey()
    const url = await createLocalStorage(path.join(root, 'uploads')).put(
      key,
      Buffer.from('webp'),
      'image/webp',
    )
    expect(url).toBe(`/api/uploads/${key}`)
    const dir = localImagesDir({ DATA_DIR: root })
    expect(readdirSync(dir)).toEqual([path.basename(key)])
    expect(readFileSync(path.join(dir, path.basename(key)), 'utf8')).toBe('webp')
  })

  it('refuses a key that escapes the folder', async () => {
    await expect(
      createLocalStorage(path.join(root, 'uploads')).put('../fora.webp', Buffer.from('x'), 'x'),
    ).rejects.toThrow(/inválida/)
  })

  it('uses the same 5 MB limit as the client helper', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024)
    expect(CLIENT_MAX).toBe(MAX_UPLOAD_BYTES)
  })
})
