import { z } from 'zod'
import {
  CONSENT_BODY_MAX_BYTES,
  CONSENT_INVALID_MESSAGE,
  consentRecordSchema,
} from '@/lib/validations/consent'
import {
  consentRateLimitKey,
  CONSENT_RATE_LIMIT,
  storeConsentRecord,
} from '@/server/consent/record'
import { getDatabase } from '@/server/db'
import { getEnv } from '@/server/env'
import { hitRateLimit } from '@/server/rate-limit'
import { clientIp } from '@/server/request-ip'

function json(body: object, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

/** Same rule as the upload route: a browser's POST from another site carries its Origin. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return true
  try {
    return (
      origin === new URL(getEnv().SITE_URL).origin ||
      new URL(origin).host === request.headers.get('host')
    )
  } catch {
    return false
  }
}

/** The body as text, or null past the limit: a huge or endless body is never held in memory. */
async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > CONSENT_BODY_MAX_BYTES) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > CONSENT_BODY_MAX_BYTES) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * POST a cookie decision → 201; stored as the LGPD proof of consent.
 * A route handler, not a server action: the banner posts with fetch(..., { keepalive: true }),
 * which survives a navigation right after the click and never waits on or blocks Next's
 * router the way a server action call would. The banner ignores every answer.
 */
export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request)) {
    return json({ error: 'Acesso Negado', description: 'Origem da requisição não permitida.' }, 403)
  }
  const env = getEnv()
  const { db } = getDatabase()
  try {
    if (!env.RATE_LIMIT_DISABLED) {
      const ip = clientIp(request.headers, env.TRUSTED_PROXY_HOPS)
      const limited = await hitRateLimit(
        db,
        consentRateLimitKey(ip, env.BETTER_AUTH_SECRET),
        CONSENT_RATE_LIMIT,
      )
      if (!limited.allowed) {
        return json({ error: 'Muitas requisições. Tente novamente mais tarde.' }, 429, {
          'retry-after': String(Math.ceil(limited.retryAfterMs / 1000)),
        })
      }
    }
    const text = await readBody(request)
    if (text === null) return json({ error: CONSENT_INVALID_MESSAGE }, 413)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return json({ error: CONSENT_INVALID_MESSAGE }, 400)
    }
    const parsed = consentRecordSchema.safeParse(body)
    if (!parsed.success) {
      return json(
        {
          error: CONSENT_INVALID_MESSAGE,
          fieldErrors: z.flattenError(parsed.error).fieldErrors,
        },
        400,
      )
    }
    await storeConsentRecord(db, parsed.data, request.headers.get('user-agent'))
    return json({ ok: true }, 201)
  } catch (error) {
    console.error('Falha ao registrar o consentimento de cookies', error)
    return json({ error: 'Não foi possível registrar o consentimento.' }, 500)
  }
}
