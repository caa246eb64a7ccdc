import { Suspense, type ReactNode } from 'react'
import { TwoFactorRequiredNotice } from '@/components/admin/access/two-factor-required-notice'
import { Spinner } from '@/components/admin/ui/spinner'
import { getAdminAccess } from '@/server/auth/session'

/**
 * The CMS pages proper. While the team requires two-factor sign-in and this account has not
 * turned it on, they are replaced by a notice; only /admin/conta (outside this group) stays open.
 */
export default function CmsLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner />}>
      <CmsGate>{children}</CmsGate>
    </Suspense>
  )
}

async function CmsGate({ children }: { children: ReactNode }) {
  const access = await getAdminAccess()
  if (access.state === 'two_factor_required') return <TwoFactorRequiredNotice />
  // Anonymous and forbidden visitors never see this: the panel layout answers first.
  return children
}
