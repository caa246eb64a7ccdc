'use client'

import { ArrowLeft } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage } from '@/lib/auth-errors'
import { FormField } from '../ui/form-field'
import { SIGN_IN_ERROR_TITLE } from './sign-in-form'
import { SubmitButton } from './submit-button'

type Method = 'totp' | 'backup'

const TEXT: Record<Method, { label: string; help: string; switchTo: string }> = {
  totp: {
    label: 'Código do aplicativo autenticador',
    help: 'Abra o aplicativo autenticador e digite o código de 6 dígitos gerado para sua conta.',
    switchTo: 'Usar um código de recuperação',
  },
  backup: {
    label: 'Código de recuperação',
    help: 'Digite um dos códigos de recuperação que você guardou ao ativar a verificação. Cada código vale uma vez.',
    switchTo: 'Usar o código do aplicativo',
  },
}

/** Errors after which this challenge is over: only a new password sign-in gives another. */
const CHALLENGE_ENDED = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'])

/** Checks the shape before asking the server; the server decides if the code is right. */
function validate(method: Method, code: string): string | null {
  if (!code) return 'Informe o código.'
  if (method === 'totp' && !/^\d{6}$/.test(code)) return 'O código tem 6 dígitos.'
  return null
}

/** Second step of a sign-in for accounts with an authenticator app. */
export function TwoFactorForm({
  onBack,
  onVerified,
}: {
  onBack: () => void
  onVerified: () => void
}) {
  const [method, setMethod] = useState<Method>('totp')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const text = TEXT[method]

  // After a refused code, the field is ready for the next one.
  function retry() {
    input.current?.select()
    input.current?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    // Apps show the code as "123 456" and people paste it that way.
    const value = method === 'totp' ? code.replace(/\s/g, '') : code.trim()
    const invalid = validate(method, value)
    setError(invalid)
    if (invalid) {
      retry()
      return
    }
    setBusy(true)
    try {
      const { error: failure } =
        method === 'totp'
          ? await authClient.twoFactor.verifyTotp({ code: value })
          : await authClient.twoFactor.verifyBackupCode({ code: value })
      if (failure) {
        toast.error(SIGN_IN_ERROR_TITLE, { description: authErrorMessage(failure) })
        if (failure.code && CHALLENGE_ENDED.has(failure.code)) return onBack()
        setBusy(false)
        retry()
        return
      }
      onVerified()
    } catch {
      toast.error(SIGN_IN_ERROR_TITLE, { description: authErrorMessage(null) })
      setBusy(false)
    }
  }

  function switchMethod() {
    setMethod(method === 'totp' ? 'backup' : 'totp')
    setCode('')
    setError(null)
  }

  return (
    <div className="space-y-5" data-two-factor-step="">
      <h2 className="font-display text-lg font-bold text-ink">Verificação em duas etapas</h2>
      <form method="post" noValidate onSubmit={submit} aria-busy={busy} className="space-y-5">
        <FormField
          // A new key per method remounts the input, so autoFocus moves focus to it.
          key={method}
          id={`two-factor-${method}`}
          ref={input}
          name="code"
          label={text.label}
          hint={text.help}
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error ?? undefined}
          {...(method === 'totp'
            ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 }
            : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false })}
        />
        <SubmitButton busy={busy} label="Verificar" busyLabel="Verificando..." />
      </form>
      <div className="flex flex-col items-center gap-3 sm:flex-row-reverse sm:justify-between">
        <button
          type="button"
          onClick={switchMethod}
          className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {text.switchTo}
        </button>
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar
        </button>
      </div>
    </div>
  )
}
