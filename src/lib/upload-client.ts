import { toast } from 'sonner'

export type UploadKind = 'editor' | 'cover'

/** Spec section 5: 5 MB (the server enforces the same limit). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export const UPLOAD_ENDPOINT = '/api/uploads'

const TYPE_HINT: Record<UploadKind, string> = {
  editor: 'Apenas imagens são permitidas',
  cover: 'Apenas imagens (jpg, png, webp) são permitidas',
}

const FAILURE_TITLE = 'Erro ao enviar imagem'
const FAILURE_DESCRIPTION = 'Tente novamente'

/** Statuses where the server refused the file itself (size, real type, dimensions). */
const REFUSED_FILE = new Set([413, 415, 422])

async function serverRefusal(response: Response): Promise<[string, string]> {
  try {
    const body = (await response.json()) as { error?: unknown; description?: unknown }
    // The server's title ('Tipo de arquivo inválido', 'Arquivo muito grande') says what to fix.
    const title =
      REFUSED_FILE.has(response.status) && typeof body.error === 'string' && body.error
        ? body.error
        : FAILURE_TITLE
    const description =
      typeof body.description === 'string' && body.description
        ? body.description
        : FAILURE_DESCRIPTION
    return [title, description]
  } catch {
    return [FAILURE_TITLE, FAILURE_DESCRIPTION]
  }
}

/** Checks size and type with the spec's toasts, POSTs to /api/uploads, toasts the outcome, returns the public URL or null. */
export async function uploadImage(file: File, kind: UploadKind): Promise<string | null> {
  if (file.size > MAX_UPLOAD_BYTES) {
    toast.error('Arquivo muito grande', { description: 'O tamanho máximo é 5MB' })
    return null
  }
  if (!file.type.startsWith('image/')) {
    toast.error('Tipo de arquivo inválido', { description: TYPE_HINT[kind] })
    return null
  }
  const form = new FormData()
  form.append('file', file)
  try {
    const response = await fetch(UPLOAD_ENDPOINT, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    })
    if (!response.ok) {
      const [title, description] = await serverRefusal(response)
      toast.error(title, { description })
      return null
    }
    const body = (await response.json()) as { url?: unknown }
    if (typeof body.url !== 'string' || !body.url) {
      toast.error(FAILURE_TITLE, { description: FAILURE_DESCRIPTION })
      return null
    }
    toast.success('Imagem enviada com sucesso!')
    return body.url
  } catch {
    // Network down, or a proxy answered with something that is not JSON.
    toast.error(FAILURE_TITLE, { description: FAILURE_DESCRIPTION })
    return null
  }
}
