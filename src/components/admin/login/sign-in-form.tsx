'use client'

import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { authClient } from '@/lib/auth-client'
import { signInSchema } from '@/lib/validations/auth'
import { FormField } from '../ui/form-field'
import { SubmitButton } from './submit-button'
import { useValidatedForm } from './use-validated-form'
import { loginErrorMessage } from './wrong-address'

type Field = 'email' | 'password'
const FIELDS = ['email', 'password'] as const

export const SIGN_IN_ERROR_TITLE = 'Erro ao fazer login'

interface SignInFormProps {
  siteUrl: string
  email: string
  onEmailChange: (email: string) => void
  /** Field to focus when the form appears; none when the visitor just clicked the tab. */
  autoFocusField: Field | null
  onSignedIn: () => void
  onTwoFactor: () => void
}

export function SignInForm({
  siteUrl,
  email,
  onEmailChange,
  autoFocusField,
  onSignedIn,
  onTwoFactor,
}: SignInFormProps) {
  const [password, setPassword] = useState('')
  const { errors, busy, setBusy, validate } = useValidatedForm(signInSchema, FIELDS)

  async function submit(event: FormEvent<HTMLFormElement>) {
    const credentials = validate(event, { email, password })
    if (!credentials) return
    try {
      const { data, error } = await authClient.signIn.email(credentials)
      if (error || !data) {
        toast.error(SIGN_IN_ERROR_TITLE, { description: loginErrorMessage(error, siteUrl) })
        setBusy(false)
        return
      }
      if ('twoFactorRedirect' in data && data.twoFactorRedirect) {
        onTwoFactor()
        return
      }
      // Stay busy: the button keeps saying "Entrando..." until /admin replaces this page.
      onSignedIn()
    } catch {
      toast.error(SIGN_IN_ERROR_TITLE, { description: loginErrorMessage(null, siteUrl) })
      setBusy(false)
    }
  }

  return (
    // method="post": a submit before hydration must never put the password in the URL.
    <form method="post" noValidate onSubmit={submit} aria-busy={busy} className="space-y-5">
      <FormField
        id="login-email"
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="username"
        autoFocus={autoFocusField === 'email'}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.email}
      />
      <FormField
        id="login-password"
        name="password"
        label="Senha"
        type="password"
        required
        autoComplete="current-password"
        autoFocus={autoFocusField === 'password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <SubmitButton busy={busy} label="Entrar" busyLabel="Entrando..." />
    </form>
  )
}
