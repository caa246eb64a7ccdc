import 'server-only'
import { readBoundedBody } from '../http/bounded-body'
import { MAX_UPLOAD_BYTES, UPLOAD_TITLES, UploadError, uploadErrors } from './errors'

/** Room for the multipart boundary and part headers around a 5 MB file. */
export const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

/** Generous: an editor pasting a gallery never meets it, a runaway script does. */
export const UPLOAD_RATE_LIMIT = { limit: 60, windowMs: 60_000 }

export const uploadRateLimitKey = (userId: string) => `upload:user:${userId}`

/** A request the route refuses before looking at the file: wrong shape, not a bad image. */
export class BadUploadRequest extends Error {
  override name = 'BadUploadRequest'
  readonly status = 400
  readonly title = UPLOAD_TITLES.invalidType
  constructor(readonly description: string) {
    super(description)
  }
}

/** A file name the library can show: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200)
  return clean || 'imagem'
}

/** The bytes and name of the multipart field `file`, size-checked again on the part itself. */
export async function readUploadedFile(request: Request): Promise<{ bytes: Buffer; name: string }> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new BadUploadRequest('Envie a imagem como multipart/form-data no campo "file".')
  }
  const body = await readBoundedBody(request, MAX_BODY_BYTES)
  if (!body) throw uploadErrors.tooLarge()
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    throw new BadUploadRequest('Não foi possível ler o envio. Tente novamente.')
  }
  const file = form.get('file')
  if (!(file instanceof Blob)) {
    throw new BadUploadRequest('Nenhuma imagem recebida no campo "file".')
  }
  if (file.size > MAX_UPLOAD_BYTES) throw uploadErrors.tooLarge()
  if (file.size === 0) throw uploadErrors.notImage()
  const name = file instanceof File ? file.name : ''
  return { bytes: Buffer.from(await file.arrayBuffer()), name: cleanFileName(name) }
}

export function isRefusal(error: unknown): error is UploadError | BadUploadRequest {
  return error instanceof UploadError || error instanceof BadUploadRequest
}
