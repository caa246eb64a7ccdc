'use client'

import { useId, useState, type FormEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { FormField } from '../ui/form-field'

const destructiveButtonStyles =
  'inline-flex h-9 items-center justify-center gap-2 rounded-lg bg-red-700 px-3.5 text-sm font-semibold text-white hover:bg-red-800 disabled:pointer-events-none disabled:opacity-60'

/** Asks for the current password before a security change; the server checks it. */
export function PasswordPrompt({
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  destructive = false,
}: {
  submitLabel: string
  pendingLabel: string
  onSubmit: (password: string) => Promise<void>
  onCancel?: () => void
  destructive?: boolean
}) {
  const id = useId()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!password) {
      setError('Informe a sua senha atual.')
      return
    }
    setError(null)
    setPending(true)
    try {
      await onSubmit(password)
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 max-w-sm" data-password-prompt="">
      <FormField
        id={`${id}-password`}
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ?? undefined}
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={pending}
          className={destructive ? destructiveButtonStyles : buttonStyles({ size: 'sm' })}
        >
          {pending ? pendingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            disabled={pending}
            className={buttonStyles({ variant: 'ghost', size: 'sm' })}
          >
            Cancelar
          </button>
        ) : null}
      </div>
    </form>
  )
}
