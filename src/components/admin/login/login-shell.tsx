import type { ReactNode } from 'react'
import { Logo } from '@/components/site/logo'

/** The brand, a heading and the card the sign-in screens share. */
export function LoginShell({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: string
  children: ReactNode
}) {
  return (
    <main className="flex flex-1 flex-col items-center justify-center bg-surface px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-4 text-center">
          <Logo />
          <div className="space-y-1">
            <h1 className="font-display text-2xl font-bold text-ink">{title}</h1>
            <p className="text-sm text-ink-muted">{subtitle}</p>
          </div>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
          {children}
        </div>
      </div>
    </main>
  )
}
