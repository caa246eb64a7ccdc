import { z } from 'zod'
import { IMAGE_ALT_MAX, IMAGE_ALT_REQUIRED_MESSAGE } from '@/lib/image-alt'

export const MEDIA_PAGE_SIZE = 24
export const MEDIA_NOT_FOUND_MESSAGE =
  'Esta imagem não existe mais. Recarregue a página para ver a biblioteca atual.'

const mediaId = z.string().trim().min(1, 'Imagem inválida.').max(100, 'Imagem inválida.')

const mediaAlt = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, IMAGE_ALT_REQUIRED_MESSAGE)
      .max(IMAGE_ALT_MAX, `Use no máximo ${IMAGE_ALT_MAX} caracteres.`),
  )

export const updateMediaAltSchema = z.object({ id: mediaId, alt: mediaAlt })

/**
 * The editor confirmed an image's alt text: the library keeps it for the next time the image
 * is picked. `replace` says the editor chose to overwrite a text the library already had.
 */
export const rememberMediaAltSchema = z.object({
  url: z.string().trim().min(1, 'Imagem inválida.').max(2048, 'Imagem inválida.'),
  alt: mediaAlt,
  replace: z.boolean().optional(),
})

export const deleteMediaSchema = z.object({ id: mediaId })

export const deleteUnusedMediaSchema = z.object({})

/**
 * "Deletar não usadas" leaves the images sent in the last hour: one may be in a post being
 * written whose first save has not happened yet.
 */
export const UNUSED_MEDIA_GRACE_HOURS = 1

/** "Não é possível deletar: a imagem está em uso em "A", "B" (cópia de trabalho)." */
export function imageInUseMessage(posts: { title: string; workingCopy: boolean }[]): string {
  const names = posts
    .map((post) => `"${post.title}"${post.workingCopy ? ' (alterações não publicadas)' : ''}`)
    .join(', ')
  const noun = posts.length === 1 ? 'no post' : 'nos posts'
  return `Não é possível deletar: a imagem está em uso ${noun} ${names}. Remova-a desses posts antes de deletar.`
}

/** `?uso=nao-usadas`: only the images no post uses. */
export const UNUSED_PARAM = 'nao-usadas'

export interface MediaQuery {
  busca: string
  pagina: number
  /** Only images no post uses (cover or body, published or in unpublished edits). */
  naoUsadas: boolean
}

/** ?busca=&pagina=&uso= of /admin/midia and GET /api/media, read leniently (bad values: defaults). */
export function parseMediaQuery(params: Record<string, string | string[] | undefined>): MediaQuery {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? ''
  const busca = first(params.busca).trim().slice(0, 100)
  const pagina = Number.parseInt(first(params.pagina), 10)
  return {
    busca,
    pagina: Number.isInteger(pagina) && pagina > 0 ? pagina : 1,
    naoUsadas: first(params.uso) === UNUSED_PARAM,
  }
}
