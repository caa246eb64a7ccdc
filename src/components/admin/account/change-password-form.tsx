'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage } from '@/lib/auth-errors'
import { PASSWORD_HINT, passwordSchema } from '@/lib/validations/auth'
import { FormField } from '../ui/form-field'
import { cardStyles } from '../ui/styles'

type Errors = { currentPassword?: string; newPassword?: string }

/** A new password must meet the sign-up policy; changing it signs every other device out. */
export function ChangePasswordForm() {
  const id = useId()
  const router = useRouter()
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next: Errors = {}
    if (!currentPassword) next.currentPassword = 'Informe a sua senha atual.'
    const parsed = passwordSchema.safeParse(newPassword)
    if (!parsed.success) next.newPassword = parsed.error.issues[0]?.message
    setErrors(next)
    if (next.currentPassword || next.newPassword) return

    setPending(true)
    try {
      const { error } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      })
      if (error) {
        toast.error('Erro ao alterar a senha', { description: authErrorMessage(error) })
        return
      }
      toast.success('Senha alterada', {
        description: 'As sessões abertas em outros dispositivos foram encerradas.',
      })
      setCurrentPassword('')
      setNewPassword('')
      router.refresh()
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby="alterar-senha-title" className={`${cardStyles} p-6`}>
      <h2 id="alterar-senha-title" className="text-lg font-bold text-ink">
        Alterar senha
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 max-w-sm space-y-4">
        <FormField
          id={`${id}-current`}
          label="Senha atual"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errors.currentPassword}
        />
        <FormField
          id={`${id}-new`}
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          hint={PASSWORD_HINT}
          error={errors.newPassword}
        />
        <button type="submit" disabled={pending} className={buttonStyles({ size: 'sm' })}>
          {pending ? 'Alterando...' : 'Alterar senha'}
        </button>
      </form>
    </section>
  )
}
