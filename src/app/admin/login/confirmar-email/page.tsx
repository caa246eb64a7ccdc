import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ConfirmEmailContent } from '@/components/admin/login/confirm-email-content'
import { LoginShell } from '@/components/admin/login/login-shell'
import { LoginSpinner } from '@/components/admin/login/login-spinner'

export const metadata: Metadata = { title: 'Confirmar email' }

/** Where the sign-up confirmation link leads: the account's own session confirms it. */
export default function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <LoginShell title="Confirmar email" subtitle="Confirme que este email é seu.">
      <Suspense fallback={<LoginSpinner />}>
        <ConfirmEmailContent searchParams={searchParams} />
      </Suspense>
    </LoginShell>
  )
}
