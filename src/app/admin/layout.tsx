import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin MídiaPlan' },
  robots: { index: false, follow: false },
}

/**
 * Everything under /admin: never indexed, toasts (4 s, the spec's default) only here. Sonner's
 * plain style, not richColors, whose light tints fall below AA contrast for small text. Bottom
 * right, away from each page header's actions: at the top, an error toast after 'Publicar'
 * lay over the button itself and caught the next click.
 */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="bottom-right" closeButton duration={4000} />
    </>
  )
}
