import { route, RouteError } from '@/server/http/route'
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

const FAILURE_TITLE = 'Erro ao enviar imagem'

/** The uploader's toast shows a title over the message: the title of each refusal. */
function uploadTitle(status: number): string {
  if (status === 401) return 'Erro'
  if (status === 403) return 'Acesso Negado'
  return FAILURE_TITLE
}

/**
 * POST multipart `file` → 201 `{ id, url, width, height }` of a re-encoded WebP, stored with its
 * responsive variants and registered in the media library; editors and admins only.
 */
export const POST = route(
  {
    access: 'editor',
    cacheControl: 'no-store',
    title: uploadTitle,
    failure: 'Tente novamente',
    rateLimit: {
      rule: UPLOAD_RATE_LIMIT,
      key: ({ session }) => uploadRateLimitKey(session.user.id),
      message: 'Muitos envios em pouco tempo. Aguarde um minuto.',
    },
  },
  async ({ request, session, json }) => {
    let image: Awaited<ReturnType<typeof processUpload>>
    let fileName: string
    try {
      const file = await readUploadedFile(request)
      fileName = file.name
      image = await processUpload(file.bytes)
    } catch (error) {
      if (!isRefusal(error)) throw error
      throw new RouteError(error.status, error.description, { title: error.title })
    }
    try {
      return json(await storeUpload(image, fileName, session.user), 201)
    } catch (error) {
      console.error('Falha ao gravar a imagem enviada', error)
      // Still a 500: a 502/503 would tell a proxy in front that this instance is down.
      if (!(error instanceof StorageError)) throw new RouteError(500, 'Tente novamente')
      throw new RouteError(500, STORAGE_FAILURE_DESCRIPTIONS[error.failure])
    }
  },
)
