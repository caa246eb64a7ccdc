import { AuthError } from '@/server/auth/errors'
import { requireRole } from '@/server/auth/session'
import { getDatabase } from '@/server/db'
import { getEnv } from '@/server/env'
import { STORAGE_FAILURE_DESCRIPTIONS } from '@/server/media/errors'
import { processUpload } from '@/server/media/image'
import { StorageError } from '@/server/media/media-storage'
import { storeUpload } from '@/server/media/register-upload'
import {
  isRefusal,
  readUploadedFile,
  UPLOAD_RATE_LIMIT,
  uploadRateLimitKey,
} from '@/server/media/upload-request'
import { hitRateLimit } from '@/server/rate-limit'

const FAILURE = { error: 'Erro ao enviar imagem', description: 'Tente novamente' }

function json(body: object, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

/** Browsers always send Origin on POST: a form posted from another site is refused. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return true
  const host = request.headers.get('host')
  try {
    return origin === new URL(getEnv().SITE_URL).origin || new URL(origin).host === host
  } catch {
    return false
  }
}

/**
 * POST multipart `file` → 201 `{ id, url, width, height }` of a re-encoded WebP, stored with its
 * responsive variants and registered in the media library; editors and admins only.
 */
export async function POST(request: Request): Promise<Response> {
  let user: { id: string; email: string }
  try {
    user = (await requireRole('editor')).user
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    const title = error.status === 401 ? 'Erro' : 'Acesso Negado'
    return json({ error: title, description: error.message }, error.status)
  }
  if (!sameOrigin(request)) {
    return json({ error: 'Acesso Negado', description: 'Origem da requisição não permitida.' }, 403)
  }
  if (!getEnv().RATE_LIMIT_DISABLED) {
    const limited = await hitRateLimit(
      getDatabase().db,
      uploadRateLimitKey(user.id),
      UPLOAD_RATE_LIMIT,
    )
    if (!limited.allowed) {
      return json(
        { ...FAILURE, description: 'Muitos envios em pouco tempo. Aguarde um minuto.' },
        429,
        { 'retry-after': String(Math.ceil(limited.retryAfterMs / 1000)) },
      )
    }
  }

  let image: Awaited<ReturnType<typeof processUpload>>
  let fileName: string
  try {
    const file = await readUploadedFile(request)
    fileName = file.name
    image = await processUpload(file.bytes)
  } catch (error) {
    if (isRefusal(error)) {
      return json({ error: error.title, description: error.description }, error.status)
    }
    throw error
  }
  try {
    const stored = await storeUpload(image, fileName, user)
    return json(stored, 201)
  } catch (error) {
    console.error('Falha ao gravar a imagem enviada', error)
    // Still a 500: a 502/503 would tell a proxy in front that this instance is down.
    const description =
      error instanceof StorageError
        ? STORAGE_FAILURE_DESCRIPTIONS[error.failure]
        : FAILURE.description
    return json({ ...FAILURE, description }, 500)
  }
}
