import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin MídiaPlan' },
  robots: { index: false, follow: false },
}

/** Everything under /admin: never indexed, toasts (4 s, the spec's default) only here. */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="top-right" richColors closeButton duration={4000} />
    </>
  )
}
