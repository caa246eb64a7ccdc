import { buttonStyles } from '@/components/ui/button-styles'

// One class for the three actions: refusing is exactly as visible as accepting (decisions.md 14).
const actionStyles = buttonStyles({ variant: 'secondary', className: 'w-full lg:w-auto' })

/**
 * The banner's markup, rendered on the server and handed to ConsentManager, which shows it
 * and handles its buttons by their data-consent-action: the copy costs no JavaScript.
 * Not a modal (it never blocks reading): a labelled region fixed over the bottom of the
 * viewport, so it shifts no layout.
 */
export function ConsentBanner() {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-cookie-banner=""
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 rounded-2xl border border-line bg-white p-4 text-ink shadow-2xl sm:p-5 lg:flex-row lg:items-center lg:gap-8">
        <div className="min-w-0 flex-1">
          <h2 id="cookie-banner-title" className="text-base font-bold">
            Sua privacidade
          </h2>
          {/* Two short blocks, not one long one: the banner shows up a second after the page,
              and its text must never be the largest thing on screen (the LCP), which on a page
              with little text above the fold (a stored plan) it was. */}
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">
            Usamos cookies essenciais para o site funcionar e, com a sua permissão, cookies de
            análise e de marketing.
          </p>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">
            Eles medem o desempenho do site e mostram anúncios relevantes. Saiba mais na{' '}
            <a
              href="/politica-privacidade"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Política de Privacidade
            </a>
            .
          </p>
        </div>
        <div className="grid gap-2 sm:grid-cols-3 lg:flex lg:shrink-0">
          <button type="button" data-consent-action="accept_all" className={actionStyles}>
            Aceitar todos
          </button>
          <button type="button" data-consent-action="essential_only" className={actionStyles}>
            Apenas essenciais
          </button>
          <button
            type="button"
            data-consent-action="customize"
            aria-haspopup="dialog"
            className={actionStyles}
          >
            Personalizar
          </button>
        </div>
      </div>
    </section>
  )
}
