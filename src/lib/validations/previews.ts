import { z } from 'zod'

/** Where a shared preview link lives: the token is the only key (README, "Writing posts"). */
export const SHARED_PREVIEW_PATH = '/pre-visualizacao'

export function sharedPreviewPath(token: string): string {
  return `${SHARED_PREVIEW_PATH}/${token}`
}

/** The editor's own preview of a post (signed-in staff only). */
export function editorPreviewPath(postId: string): string {
  return `/admin/posts/${encodeURIComponent(postId)}/visualizar`
}

/** How long a new link works; 7 days unless the editor picks another. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number]
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7

export const PREVIEW_LINK_NOT_FOUND_MESSAGE =
  'Este link de pré-visualização não existe mais. Recarregue a página para ver a lista atual.'

/** A link is named by the SHA-256 of its token (hex): the token itself is never stored. */
export const PREVIEW_LINK_ID_PATTERN = /^[0-9a-f]{64}$/

const postId = z.string().trim().min(1, 'Salve o post antes de compartilhar.').max(100)

export const createPreviewLinkSchema = z.object({
  postId,
  days: z
    .literal(PREVIEW_LINK_DAYS, { error: 'Escolha uma validade de 1, 7 ou 30 dias.' })
    .default(DEFAULT_PREVIEW_LINK_DAYS),
})
export type CreatePreviewLinkInput = z.input<typeof createPreviewLinkSchema>

export const revokePreviewLinkSchema = z.object({
  postId,
  linkId: z.string().regex(PREVIEW_LINK_ID_PATTERN, PREVIEW_LINK_NOT_FOUND_MESSAGE),
})
export type RevokePreviewLinkInput = z.input<typeof revokePreviewLinkSchema>
