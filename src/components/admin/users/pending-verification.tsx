'use client'

import { useTransition } from 'react'
import { toast } from 'sonner'
import { resendVerificationAction } from '@/server/users/actions'
import { ConfirmationLink } from './confirmation-link'
import type { UserRow } from './types'

/**
 * An account that has not confirmed its email: anyone can sign up with any address, so no
 * role until its owner uses the link. With a mail server the admin can send a new one; without
 * one the screen shows the link itself, to hand over.
 */
export function PendingVerification({ user }: { user: UserRow }) {
  const [pending, startTransition] = useTransition()

  function resend() {
    startTransition(async () => {
      const result = await resendVerificationAction({ userId: user.id })
      if (!result.ok) return void toast.error(result.error)
      toast.success('Link de confirmação enviado', { description: result.data.email })
    })
  }

  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 font-normal">
      <span
        data-verification="pending"
        className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
      >
        verificação pendente
      </span>
      {user.confirmationLink ? (
        <ConfirmationLink email={user.email} link={user.confirmationLink} />
      ) : (
        <button
          type="button"
          onClick={resend}
          disabled={pending}
          className="inline-flex min-h-6 items-center text-xs font-semibold text-brand-700 underline underline-offset-2 disabled:opacity-60"
        >
          {pending ? 'Enviando...' : 'Reenviar link'}
          <span className="sr-only"> de confirmação para {user.email}</span>
        </button>
      )}
    </span>
  )
}
