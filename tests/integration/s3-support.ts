import { expect } from 'vitest'
import { POST } from '@/app/api/uploads/route'
import { getEnv, type Env } from '@/server/env'

/* Shared by the s3-*.test.ts files that drive the app with S3_* set (vi.hoisted stays in each). */

const ORIGIN = 'http://localhost:3999'

/** POSTs a PNG to the admin upload route, as the editor's browser does. */
export async function uploadPng(bytes: Buffer): Promise<Response> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], 'campanha.png', { type: 'image/png' }))
  const encoded = new Response(form)
  return POST(
    new Request(`${ORIGIN}/api/uploads`, {
      method: 'POST',
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, origin: ORIGIN },
    }),
  )
}

/** The image at a public URL, read anonymously from the S3 server as a browser would; null on 404. */
export async function publicRead(url: string): Promise<Buffer | null> {
  const response = await fetch(url)
  if (response.status === 404) return null
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

export const hexOf = (url: string) => /([0-9a-f]{32})\.webp$/.exec(url)?.[1] ?? ''

/** Runs `test` with some S3 settings of this instance changed, then puts them back. */
export async function withS3Settings(changes: Partial<Env>, test: () => Promise<void>) {
  const env = getEnv()
  const saved = { ...env }
  Object.assign(env, changes)
  try {
    await test()
  } finally {
    Object.assign(env, saved)
  }
}
