import type { Metadata } from 'next'
import { Suspense } from 'react'
import { AccountContent } from '@/components/admin/account/account-content'
import { Spinner } from '@/components/admin/ui/spinner'

export const metadata: Metadata = { title: 'Minha conta' }

/** Outside the (cms) group on purpose: the two-factor policy must never lock people out of it. */
export default function AccountPage() {
  return (
    <Suspense fallback={<Spinner label="Carregando a sua conta..." />}>
      <AccountContent />
    </Suspense>
  )
}
