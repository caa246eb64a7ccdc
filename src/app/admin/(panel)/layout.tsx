import { redirect } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'
import { AccessDenied } from '@/components/admin/access/access-denied'
import { AdminShell } from '@/components/admin/shell/admin-shell'
import { FullScreenSpinner } from '@/components/admin/ui/spinner'
import { chosenDisplayName } from '@/lib/author-name'
import { getAdminAccess } from '@/server/auth/session'
import { mayReadLeads } from '@/server/leads/access'

/**
 * Every /admin route but the login screen. The session is read at request time, so it sits
 * behind Suspense (the spinner). This layout only redirects or explains: each query and
 * action checks the role again on the server.
 */
export default function PanelLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <PanelGate>{children}</PanelGate>
    </Suspense>
  )
}

async function PanelGate({ children }: { children: ReactNode }) {
  const access = await getAdminAccess()
  if (access.state === 'anonymous') redirect('/admin/login')
  if (access.state === 'forbidden') return <AccessDenied email={access.session.user.email} />
  const { session } = access
  const user = {
    email: session.user.email,
    name: chosenDisplayName(session.user),
    role: session.role === 'admin' ? ('admin' as const) : ('editor' as const),
    twoFactorPending: access.state === 'two_factor_required',
    leadAccess: await mayReadLeads(session.role),
  }
  return <AdminShell user={user}>{children}</AdminShell>
}
