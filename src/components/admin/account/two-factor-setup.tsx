'use client'

import Image from 'next/image'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { renderSVG } from 'uqr'
import { buttonStyles } from '@/components/ui/button-styles'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage } from '@/lib/auth-errors'
import { FormField } from '../ui/form-field'
import { groupInFours, normalizeTotpCode, totpSecretFromUri } from './totp'

/** Scan (or type) the secret, then prove it with one code: that first code turns 2FA on. */
export function TwoFactorSetup({
  totpURI,
  onVerified,
  onCancel,
}: {
  totpURI: string
  onVerified: () => void
  onCancel: () => void
}) {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const qrSrc = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(totpURI, { border: 2 }))}`,
    [totpURI],
  )
  const secret = totpSecretFromUri(totpURI) ?? ''

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const normalized = normalizeTotpCode(code)
    if (!normalized) {
      setError('Digite os 6 números mostrados no aplicativo.')
      return
    }
    setError(null)
    setPending(true)
    try {
      const { error: verifyError } = await authClient.twoFactor.verifyTotp({ code: normalized })
      if (verifyError) {
        toast.error('Código não confirmado', { description: authErrorMessage(verifyError) })
        return
      }
      toast.success('Verificação em duas etapas ativada')
      onVerified()
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[auto_1fr]" data-two-factor-setup="">
      <div className="flex justify-center md:block">
        <Image
          src={qrSrc}
          alt="QR code para adicionar a conta ao aplicativo autenticador"
          width={200}
          height={200}
          unoptimized
          className="rounded-lg border border-line bg-white"
        />
      </div>
      <div className="min-w-0">
        <ol className="list-decimal space-y-2 pl-5 text-sm text-ink">
          <li>
            Abra um aplicativo autenticador (Google Authenticator, Microsoft Authenticator,
            1Password ou similar) e leia o QR code.
          </li>
          <li>
            Sem câmera? Digite a chave:{' '}
            <code
              data-totp-key=""
              className="mt-1 block rounded-md bg-surface px-2 py-1.5 font-mono text-sm tracking-wider text-ink"
            >
              {groupInFours(secret)}
            </code>
          </li>
          <li>Digite abaixo o código de 6 números que o aplicativo mostrar.</li>
        </ol>
        <form onSubmit={submit} noValidate className="mt-4 max-w-xs">
          <FormField
            id={`${id}-code`}
            label="Código do aplicativo"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            hint="O código muda a cada 30 segundos."
            error={error ?? undefined}
            inputClassName="font-mono tracking-widest"
          />
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" disabled={pending} className={buttonStyles({ size: 'sm' })}>
              {pending ? 'Verificando...' : 'Verificar e ativar'}
            </button>
            <button
              type="button"
              onClick={onCancel}
              disabled={pending}
              className={buttonStyles({ variant: 'ghost', size: 'sm' })}
            >
              Cancelar
            </button>
          </div>
        </form>
      </div>
    </div>
  )
}
