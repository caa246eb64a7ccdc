/** Why a share link of a preview does not open, as a reviewer reads it (pt-BR). */
export type PreviewLinkGoneReason = 'expired' | 'revoked' | 'unknown'

export const PREVIEW_LINK_GONE: Record<PreviewLinkGoneReason, { title: string; text: string }> = {
  revoked: {
    title: 'Este link foi revogado',
    text: 'Quem compartilhou esta pré-visualização desativou o link. Se você ainda precisa revisar o post, peça um novo link.',
  },
  expired: {
    title: 'Este link expirou',
    text: 'Links de pré-visualização valem por um prazo definido por quem os cria, e o deste já passou. Peça um novo link a quem o enviou.',
  },
  unknown: {
    title: 'Link de pré-visualização não encontrado',
    text: 'Confira se o endereço foi copiado inteiro. O link também pode ter sido revogado há pouco, ou o post deletado. Se o problema continuar, peça um novo link a quem o enviou.',
  },
}
