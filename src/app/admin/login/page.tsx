import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'
import { LoginPanel } from '@/components/admin/login/login-panel'
import { LoginSpinner } from '@/components/admin/login/login-spinner'
import { Logo } from '@/components/site/logo'
import { getSession } from '@/server/auth/session'
import { getEnv } from '@/server/env'

export const metadata: Metadata = { title: 'Entrar' }

/**
 * Static shell (brand, heading, spinner) first; the form streams in only once the server has
 * found no session, so a signed-in visitor is sent on without ever seeing it.
 */
export default function AdminLoginPage() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center bg-surface px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-4 text-center">
          <Logo />
          <div className="space-y-1">
            <h1 className="font-display text-2xl font-bold text-ink">Painel administrativo</h1>
            <p className="text-sm text-ink-muted">Entre para gerenciar seu blog.</p>
          </div>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
          <Suspense fallback={<LoginSpinner />}>
            <SignedOutOnly />
          </Suspense>
        </div>
      </div>
    </main>
  )
}

async function SignedOutOnly() {
  // Any signed-in user, whatever the role: the admin area explains what that role may see.
  // Rendering redirect() is a history replace, as the spec asks.
  if (await getSession()) redirect('/admin')
  return <LoginPanel siteUrl={getEnv().SITE_URL} />
}
