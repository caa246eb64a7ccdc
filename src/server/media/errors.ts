import 'server-only'
import type { StorageFailure } from './media-storage'

/** Spec section 5: 5 MB. The client helper checks the same number (a test keeps them equal). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export const UPLOAD_TITLES = {
  tooLarge: 'Arquivo muito grande',
  invalidType: 'Tipo de arquivo inválido',
} as const

/** A refusal the uploader can act on; the route turns it into `{ error, description }` JSON. */
export class UploadError extends Error {
  override name = 'UploadError'

  constructor(
    readonly status: 413 | 415 | 422,
    readonly title: string,
    readonly description: string,
  ) {
    super(`${title}: ${description}`)
  }
}

export const uploadErrors = {
  tooLarge: () => new UploadError(413, UPLOAD_TITLES.tooLarge, 'O tamanho máximo é 5MB'),
  svg: () =>
    new UploadError(
      415,
      UPLOAD_TITLES.invalidType,
      'Imagens SVG não são aceitas. Envie JPG, PNG, WEBP ou GIF.',
    ),
  notImage: () =>
    new UploadError(
      415,
      UPLOAD_TITLES.invalidType,
      'O arquivo não é uma imagem JPG, PNG, WEBP ou GIF.',
    ),
  unreadable: () =>
    new UploadError(
      422,
      UPLOAD_TITLES.invalidType,
      'Não foi possível ler a imagem; o arquivo pode estar corrompido.',
    ),
  tooManyPixels: (maxMegapixels: number) =>
    new UploadError(
      422,
      UPLOAD_TITLES.invalidType,
      `A imagem tem dimensões grandes demais (máximo de ${maxMegapixels} megapixels).`,
    ),
}

/**
 * What the editor reads under 'Erro ao enviar imagem' when the image storage failed: whether to
 * try again or to call whoever runs the site (credentials are theirs to fix). No detail of the
 * storage's answer, which the server log keeps.
 */
export const STORAGE_FAILURE_DESCRIPTIONS: Record<StorageFailure, string> = {
  denied:
    'O armazenamento de imagens recusou as credenciais do site. Avise o administrador; a imagem não foi salva.',
  unreachable:
    'O armazenamento de imagens não respondeu. Tente novamente em alguns minutos; se continuar, avise o administrador.',
  failed:
    'O armazenamento de imagens não aceitou a imagem. Tente novamente; se continuar, avise o administrador.',
}
