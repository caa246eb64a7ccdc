import { buttonStyles } from '@/components/ui/button-styles'

// One class for the three actions: refusing is exactly as visible as accepting, since consent
// given because refusing was harder to find is not freely given.
// On a phone they share one row, so a label may wrap to two lines inside the 44 px button. The
// `!` is needed because the shared button sets its own padding and nowrap, and class order
// decides nothing in CSS.
const actionStyles = buttonStyles({
  variant: 'secondary',
  className:
    'w-full px-2! text-center leading-tight whitespace-normal! lg:w-auto lg:px-5! lg:whitespace-nowrap!',
})

/**
 * The banner's markup, rendered on the server and handed to ConsentManager, which shows it
 * and handles its buttons by their data-consent-action: the copy costs no JavaScript.
 * Not a modal (it never blocks reading): a labelled region fixed over the bottom of the
 * viewport, so it shifts no layout. On a phone it stays under a quarter of the screen: the
 * title runs into the text and the three buttons share one row.
 */
export function ConsentBanner() {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-cookie-banner=""
      className="fixed inset-x-0 bottom-0 z-40 p-2 sm:p-4"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 rounded-2xl border border-line bg-white p-3 text-ink shadow-2xl sm:gap-4 sm:p-5 lg:flex-row lg:items-center lg:gap-8">
        <div className="min-w-0 flex-1 text-sm leading-snug text-ink-muted sm:leading-relaxed">
          {/* Two short blocks, not one long one: the banner shows up a second after the page,
              and its text must never be the largest thing on screen (the LCP), which on a page
              with little text above the fold (a stored plan) it was. */}
          <div>
            <h2
              id="cookie-banner-title"
              className="inline font-bold text-ink sm:block sm:text-base"
            >
              Sua privacidade
            </h2>{' '}
            <p className="inline sm:mt-1 sm:block">
              Usamos cookies essenciais para o site funcionar e, com a sua permissão, cookies de
              análise e de marketing.
            </p>
          </div>
          <p className="mt-1">
            Eles medem o desempenho e mostram anúncios relevantes. Veja a{' '}
            <a
              href="/politica-privacidade"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Política de Privacidade
            </a>
            .
          </p>
        </div>
        <div className="grid grid-cols-3 gap-2 lg:flex lg:shrink-0">
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
