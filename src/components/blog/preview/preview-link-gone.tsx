'use client'

import { createContext, useContext, type ReactNode } from 'react'

export type GoneReason = 'expired' | 'revoked' | 'unknown'

/*
 * Why a share link does not open. The page answers 404 through notFound(), whose page takes no
 * props, so the link's layout (which looked the token up) hands the reason down this way.
 */
const GoneReasonContext = createContext<GoneReason>('unknown')

export function GoneReasonProvider({
  reason,
  children,
}: {
  reason: GoneReason
  children: ReactNode
}) {
  return <GoneReasonContext value={reason}>{children}</GoneReasonContext>
}

const MESSAGES: Record<GoneReason, { title: string; text: string }> = {
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
    text: 'Confira se o endereço foi copiado inteiro. O post também pode ter sido excluído. Se o problema continuar, peça um novo link a quem o enviou.',
  },
}

/** The pt-BR page of a share link that no longer opens (answered with status 404). */
export function PreviewLinkGone() {
  const reason = useContext(GoneReasonContext)
  const message = MESSAGES[reason]
  return (
    <section
      aria-labelledby="link-indisponivel-title"
      data-preview-gone={reason}
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Pré-visualização indisponível
      </p>
      <h1
        id="link-indisponivel-title"
        className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
      >
        {message.title}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{message.text}</p>
      <a
        href="/blog"
        className="mt-8 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Ir para o blog
      </a>
    </section>
  )
}
