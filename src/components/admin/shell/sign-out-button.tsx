'use client'

import { LogOut } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage, GENERIC_AUTH_ERROR } from '@/lib/auth-errors'

/** Ends the session, then leaves the panel; on failure the user stays and sees why. */
export function SignOutButton({ className }: { className?: string }) {
  const router = useRouter()
  const [pending, setPending] = useState(false)

  async function signOut() {
    setPending(true)
    let message: string | null = null
    try {
      const { error } = await authClient.signOut()
      if (error) message = authErrorMessage(error)
    } catch {
      message = GENERIC_AUTH_ERROR
    }
    if (message) {
      setPending(false)
      toast.error('Erro ao sair', { description: message })
      return
    }
    router.replace('/admin/login')
  }

  return (
    <button
      type="button"
      onClick={signOut}
      disabled={pending}
      data-sign-out=""
      className={[
        'inline-flex h-11 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors disabled:opacity-60',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <LogOut className="size-4" aria-hidden="true" />
      {pending ? 'Saindo...' : 'Sair'}
    </button>
  )
}
