import type { ReactNode } from 'react'
import { SiteHeader } from '@/components/site/site-header'

/**
 * The public site's frame for previews, without what a preview must not run: no consent banner
 * or analytics tags (the address carries a secret token, and a reviewer's visit is no reader's),
 * and no speculation rules prefetching public pages from a page nobody should index. The footer
 * stays out too: its "Gerenciar Cookies" needs the consent manager.
 */
export function PreviewFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#conteudo"
        data-skip-link=""
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg transition-transform focus:translate-y-0 motion-reduce:transition-none"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="flex-1 pt-18 outline-none">
        {children}
      </main>
    </>
  )
}
