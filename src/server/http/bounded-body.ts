import 'server-only'

/**
 * The body's bytes, or null once it passes `maxBytes`: refused from Content-Length when the
 * client declares it, else while streaming, so a huge or endless body never sits in memory.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, total)
}
