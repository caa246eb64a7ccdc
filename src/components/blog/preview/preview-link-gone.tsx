import { PREVIEW_LINK_GONE, type PreviewLinkGoneReason } from '@/lib/preview-link-messages'

/**
 * A share link that stopped opening between src/proxy.ts's check and the page's own read (it
 * was revoked or expired in that instant); every other dead link gets link-gate.ts's page.
 */
export function PreviewLinkGone({ reason }: { reason: PreviewLinkGoneReason }) {
  const message = PREVIEW_LINK_GONE[reason]
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
