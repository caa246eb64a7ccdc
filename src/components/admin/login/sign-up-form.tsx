'use client'

import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { authClient } from '@/lib/auth-client'
import { PASSWORD_HINT, signUpSchema } from '@/lib/validations/auth'
import { FormField } from '../ui/form-field'
import { PasswordTooltip } from './password-tooltip'
import { SubmitButton } from './submit-button'
import { useValidatedForm } from './use-validated-form'
import { loginErrorMessage } from './wrong-address'

const FIELDS = ['email', 'password'] as const

const SIGN_UP_ERROR_TITLE = 'Erro ao criar conta'

/** The account's display name until the person edits it: the part of the email before the @. */
function nameFromEmail(email: string): string {
  return email.split('@')[0] || email
}

export function SignUpForm({
  siteUrl,
  onSignedUp,
}: {
  siteUrl: string
  onSignedUp: (email: string) => void
}) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { errors, busy, setBusy, validate } = useValidatedForm(signUpSchema, FIELDS)

  async function submit(event: FormEvent<HTMLFormElement>) {
    const account = validate(event, { email, password })
    if (!account) return
    try {
      const { error } = await authClient.signUp.email({
        ...account,
        name: nameFromEmail(account.email),
      })
      if (error) {
        toast.error(SIGN_UP_ERROR_TITLE, { description: loginErrorMessage(error, siteUrl) })
        return
      }
      // The server does not sign new accounts in: they go to the Login tab.
      toast.success('Conta criada com sucesso!', { description: 'Você já pode fazer login.' })
      onSignedUp(account.email)
    } catch {
      toast.error(SIGN_UP_ERROR_TITLE, { description: loginErrorMessage(null, siteUrl) })
    } finally {
      setBusy(false)
    }
  }

  return (
    // method="post": a submit before hydration must never put the password in the URL.
    <form method="post" noValidate onSubmit={submit} aria-busy={busy} className="space-y-5">
      <FormField
        id="signup-email"
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <FormField
        id="signup-password"
        name="password"
        label="Senha"
        type="password"
        required
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        labelAddon={<PasswordTooltip />}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <SubmitButton busy={busy} label="Criar Conta" busyLabel="Criando..." />
    </form>
  )
}
