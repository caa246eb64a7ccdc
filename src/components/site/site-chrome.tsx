import type { ReactNode } from 'react'
import { AnalyticsBeacon } from './analytics-beacon'
import { ConsentBanner } from './consent/consent-banner'
import { ConsentManager } from './consent/consent-manager'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SpeculationRules } from './speculation-rules'

/** Public-site frame: skip link, cookie consent, fixed nav bar, main landmark and footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#conteudo"
        data-skip-link=""
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg transition-transform focus:translate-y-0 motion-reduce:transition-none"
      >
        Pular para o conteúdo
      </a>
      <ConsentManager>
        <ConsentBanner />
      </ConsentManager>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="flex-1 pt-18 outline-none">
        {children}
      </main>
      <SiteFooter />
      <SpeculationRules />
      <AnalyticsBeacon />
    </>
  )
}
