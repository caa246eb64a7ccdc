import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'
import { LoginPanel } from '@/components/admin/login/login-panel'
import { LoginShell } from '@/components/admin/login/login-shell'
import { LoginSpinner } from '@/components/admin/login/login-spinner'
import { getSession } from '@/server/auth/session'
import { getEnv } from '@/server/env'

export const metadata: Metadata = { title: 'Entrar' }

/**
 * Static shell (brand, heading, spinner) first; the form streams in only once the server has
 * found no session, so a signed-in visitor is sent on without ever seeing it.
 */
export default function AdminLoginPage() {
  return (
    <LoginShell title="Painel administrativo" subtitle="Entre para gerenciar seu blog.">
      <Suspense fallback={<LoginSpinner />}>
        <SignedOutOnly />
      </Suspense>
    </LoginShell>
  )
}

async function SignedOutOnly() {
  // Any signed-in user, whatever the role: the admin area explains what that role may see.
  // Rendering redirect() is a history replace, as the spec asks.
  if (await getSession()) redirect('/admin')
  const env = getEnv()
  return <LoginPanel siteUrl={env.SITE_URL} mailsLinks={env.SMTP_URL !== undefined} />
}
